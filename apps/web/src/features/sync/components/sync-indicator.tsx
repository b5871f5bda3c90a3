import { syncIndicator } from '@fokus/core';
import { Check, CloudOff, CloudUpload, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { operationQueue, useQueueState } from '@/lib/operations';
import { cn } from '@/lib/utils';

const ICONS = { synced: Check, syncing: RefreshCw, pending: CloudUpload, offline: CloudOff } as const;

/**
 * The connectivity indicator of spec §4: 'Синхронизировано', 'Синхронизация...', 'Ожидание
 * синхронизации' with a count badge and a manual sync button, 'Офлайн' with a count badge when changes
 * wait. It is a live region, so a screen reader hears the state change.
 */
export function SyncIndicator({
  className,
  compact = false,
}: {
  className?: string;
  /** Under 640 px show the icon and the badge only; the label stays for screen readers and as the tooltip. */
  compact?: boolean;
}) {
  const { t } = useTranslation('sync');
  const { online, syncing, pending } = useQueueState();
  const indicator = syncIndicator({ online, syncing, pendingCount: pending });
  const Icon = ICONS[indicator.state];
  const label = t(`state.${indicator.state}`);
  const description =
    indicator.state === 'offline'
      ? t('offlineHint')
      : indicator.badge === null
        ? undefined
        : t('pendingCount', { count: indicator.badge });
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <p
        role="status"
        title={compact ? [label, description].filter(Boolean).join(' — ') : description}
        data-state={indicator.state}
        className={cn(
          'flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium whitespace-nowrap',
          indicator.state === 'synced' && 'text-muted-foreground',
          indicator.state === 'syncing' && 'text-foreground',
          indicator.state === 'pending' &&
            'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
          indicator.state === 'offline' && 'bg-muted text-foreground',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn('size-3.5 shrink-0', indicator.state === 'syncing' && 'motion-safe:animate-spin')}
        />
        <span className={cn(compact && 'max-sm:sr-only')}>{label}</span>
        {indicator.badge !== null && (
          <span
            className="min-w-5 rounded-full bg-foreground px-1.5 text-center text-[11px] leading-5 text-background"
            aria-label={t('pendingCount', { count: indicator.badge })}
          >
            {indicator.badge}
          </span>
        )}
      </p>
      {indicator.canSyncManually && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('syncNow')}
          title={t('syncNow')}
          onClick={() => void operationQueue.flush()}
        >
          <RefreshCw aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
