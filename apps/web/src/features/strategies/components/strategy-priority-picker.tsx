import { STRATEGY_PRIORITY_WORDS, type StrategyPriority } from '@fokus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const PRIORITIES: readonly StrategyPriority[] = [1, 2, 3];

interface StrategyPriorityPickerProps {
  value: StrategyPriority;
  onChange: (priority: StrategyPriority) => void;
}

/** Low, medium or high (stored 1, 2, 3) as a segmented radio group. */
export function StrategyPriorityPicker({ value, onChange }: StrategyPriorityPickerProps) {
  const { t } = useTranslation('strategies');
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium">{t('form.priority')}</legend>
      <div className="inline-flex rounded-lg border p-0.5">
        {PRIORITIES.map((priority) => (
          <label
            key={priority}
            className={cn(
              'relative cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === priority ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={priority}
              checked={value === priority}
              onChange={() => onChange(priority)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {t(`priority.${STRATEGY_PRIORITY_WORDS[priority]}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
