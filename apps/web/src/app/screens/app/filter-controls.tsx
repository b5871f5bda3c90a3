import { TASK_STATUSES, type Strategy, type TaskFilters } from '@fokus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Modal } from './modal';

interface SelectProps {
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

interface FilterDialogProps extends SelectProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReset: () => void;
}

/** The task filter dialog (spec §2): every filter in one place, usable on a phone. */
export function FilterDialog({ open, onOpenChange, onReset, ...props }: FilterDialogProps) {
  const { t } = useTranslation('tasks');
  const statusId = useId();
  const strategyId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.dialogTitle')}
      description={t('filters.dialogDescription')}
      closeLabel={t('filters.close')}
    >
      <div className="grid gap-2">
        <Label htmlFor={statusId}>{t('filters.status')}</Label>
        <StatusFilter id={statusId} {...props} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={strategyId}>{t('filters.strategy')}</Label>
        <StrategyFilter id={strategyId} {...props} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onReset}>
          {t('filters.reset')}
        </Button>
        <Button onClick={() => onOpenChange(false)}>{t('filters.apply')}</Button>
      </div>
    </Modal>
  );
}
