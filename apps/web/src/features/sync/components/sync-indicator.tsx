import { syncIndicator } from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CloudAlert, CloudOff, CloudUpload, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { operationQueue, useQueueState } from '@/data/operations';
import { cn } from '@/lib/utils';

const ICONS = { synced: Check, syncing: RefreshCw, pending: CloudUpload, offline: CloudOff } as const;

/**
 * The connectivity indicator of spec §4: 'Синхронизировано', 'Синхронизация...', 'Ожидание
 * синхронизации' with a count badge and a manual sync button, 'Офлайн' with a count badge when changes
 * wait. It is a live region, so a screen reader hears the state change. Changes the queue set aside
 * after the server failed on them too often get a button that sends them again.
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
  const queryClient = useQueryClient();
  const { online, syncing, pending, setAside } = useQueueState();
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
        <span className={cn(compact && 'max-xl:sr-only')}>{label}</span>
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
          onClick={() => void operationQueue.syncNow()}
        >
          <RefreshCw aria-hidden="true" />
        </Button>
      )}
      {setAside > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className="h-8 rounded-full bg-red-100 px-2.5 text-xs text-red-900 hover:bg-red-200 dark:bg-red-950 dark:text-red-100"
          aria-label={`${t('setAsideCount', { count: setAside })}. ${t('retrySetAside')}`}
          title={t('setAsideHint')}
          onClick={() => {
            void operationQueue.retrySetAside();
            // Back in the queue, they show on top of the server's data again once the lists are read.
            void queryClient.invalidateQueries();
          }}
        >
          <CloudAlert aria-hidden="true" />
          <span className={cn(compact && 'max-sm:sr-only')}>{t('setAsideCount', { count: setAside })}</span>
        </Button>
      )}
    </div>
  );
}
