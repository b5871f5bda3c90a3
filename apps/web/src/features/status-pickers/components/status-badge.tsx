import { toDisplayStatus } from '@fokus/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { STATUS_ICONS, statusTone } from '../status-appearance';

interface StatusBadgeProps {
  /** The stored status; an unknown or missing value is shown as waiting (spec §4). */
  status: string | null | undefined;
  className?: string;
}

/** A task's status as a coloured badge with an icon and the translated name. */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const { t } = useTranslation('statusPickers');
  const shown = toDisplayStatus(status);
  const Icon = STATUS_ICONS[shown];
  return (
    <span
      data-status={shown}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        statusTone(shown).badge,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`statuses.${shown}`)}
    </span>
  );
}
