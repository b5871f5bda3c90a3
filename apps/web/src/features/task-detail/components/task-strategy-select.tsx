import type { Strategy } from '@fokus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export interface TaskStrategySelectProps {
  strategyId: string | null;
  /** The user's strategies, highest priority first (as the API lists them). */
  strategies: readonly Pick<Strategy, 'id' | 'name'>[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onStrategyChange?: (strategyId: string | null) => void;
}

/** The task's strategy, or none. */
export function TaskStrategySelect({
  strategyId,
  strategies,
  isLoading = false,
  isError = false,
  onStrategyChange,
}: TaskStrategySelectProps) {
  const { t } = useTranslation('taskDetail');
  const id = useId();
  const statusId = useId();
  const list = strategies ?? [];
  const status = isLoading ? t('strategy.loading') : isError ? t('strategy.error') : null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('strategy.label')}</Label>
      <NativeSelect
        id={id}
        value={strategyId ?? ''}
        disabled={onStrategyChange === undefined || isLoading}
        aria-describedby={status ? statusId : undefined}
        onChange={(event) => onStrategyChange?.(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('strategy.none')}</option>
        {list.map((strategy) => (
          <option key={strategy.id} value={strategy.id}>
            {strategy.name}
          </option>
        ))}
        {/* A strategy not (yet) in the list still shows as selected rather than silently as none. */}
        {strategyId !== null && !list.some((strategy) => strategy.id === strategyId) && (
          <option value={strategyId}>…</option>
        )}
      </NativeSelect>
      {status && (
        <p id={statusId} className={isError ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {status}
        </p>
      )}
    </div>
  );
}
