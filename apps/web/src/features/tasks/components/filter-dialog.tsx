import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { StatusFilter, StrategyFilter, type SelectProps } from './filter-controls';

interface FilterDialogProps extends SelectProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReset: () => void;
  /** Filters of other features (e.g. the tag filter), each with its own label. */
  extraFilters?: ReactNode;
}

/** The task filter dialog (spec §2): every filter in one place, usable on a phone. */
export function FilterDialog({ open, onOpenChange, onReset, extraFilters, ...props }: FilterDialogProps) {
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
      {extraFilters}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onReset}>
          {t('filters.reset')}
        </Button>
        <Button onClick={() => onOpenChange(false)}>{t('filters.apply')}</Button>
      </div>
    </Modal>
  );
}
