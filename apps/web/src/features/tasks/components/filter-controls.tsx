import { TASK_STATUSES, type Strategy, type TaskFilters } from '@fokus/core';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** What every filter control gets: the filters, their setter, and the person's strategies. */
export interface SelectProps {
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
  strategies: readonly Strategy[];
}

/** Status filter (default all, spec §2). */
export function StatusFilter({ filters, onChange, id }: SelectProps & { id?: string }) {
  const { t } = useTranslation('tasks');
  return (
    <NativeSelect
      id={id}
      aria-label={id ? undefined : t('filters.status')}
      value={filters.status}
      onChange={(event) => onChange({ ...filters, status: event.target.value as TaskFilters['status'] })}
      className="h-10"
    >
      <option value="all">{t('filters.allStatuses')}</option>
      {TASK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`status.${status}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Strategy filter: all, none, or one strategy. */
export function StrategyFilter({ filters, onChange, strategies, id }: SelectProps & { id?: string }) {
  const { t } = useTranslation('tasks');
  return (
    <NativeSelect
      id={id}
      aria-label={id ? undefined : t('filters.strategy')}
      value={filters.strategyId}
      onChange={(event) => onChange({ ...filters, strategyId: event.target.value })}
      className="h-10"
    >
      <option value="all">{t('filters.allStrategies')}</option>
      <option value="none">{t('filters.noStrategy')}</option>
      {strategies.map((strategy) => (
        <option key={strategy.id} value={strategy.id}>
          {strategy.name}
        </option>
      ))}
    </NativeSelect>
  );
}
