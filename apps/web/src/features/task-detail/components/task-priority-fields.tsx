import { quadrantOf, toPriorityLevel, type PriorityLevel } from '@fokus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export interface PriorityChange {
  importance?: PriorityLevel;
  urgency?: PriorityLevel;
}

export interface TaskPriorityFieldsProps {
  importance: number;
  urgency: number;
  onPriorityChange?: (change: PriorityChange) => void;
}

const LEVELS: readonly PriorityLevel[] = [1, 2];

/** Quadrant badge colours (matrix order: do now, schedule, delegate, exclude). */
const QUADRANT_CLASSES = {
  doNow: 'border-red-500/40 bg-red-500/10',
  schedule: 'border-blue-500/40 bg-blue-500/10',
  delegate: 'border-amber-500/40 bg-amber-500/10',
  exclude: 'border-border bg-muted',
} as const;

function LevelGroup({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: PriorityLevel;
  onChange?: (level: PriorityLevel) => void;
}) {
  const { t } = useTranslation('taskDetail');
  const name = useId();
  return (
    <fieldset className="grid gap-1.5" disabled={onChange === undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex rounded-lg border border-input p-0.5">
        {LEVELS.map((level) => (
          <label
            key={level}
            className={cn(
              'flex min-w-0 flex-1 cursor-pointer items-center justify-center rounded-md px-2 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === level ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange?.(level)}
            />
            {level === 2 ? t('priority.high') : t('priority.normal')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Importance and urgency (1 or 2 each) with the Eisenhower quadrant they put the task in (core's rule). */
export function TaskPriorityFields({ importance, urgency, onPriorityChange }: TaskPriorityFieldsProps) {
  const { t } = useTranslation('taskDetail');
  const quadrant = quadrantOf(importance, urgency);
  return (
    <div className="grid gap-3">
      {/* Side by side only where both toggles fit (inside the panel's size container). */}
      <div className="grid gap-3 @sm:grid-cols-2">
        <LevelGroup
          legend={t('priority.importance')}
          value={toPriorityLevel(importance)}
          onChange={onPriorityChange && ((level) => onPriorityChange({ importance: level }))}
        />
        <LevelGroup
          legend={t('priority.urgency')}
          value={toPriorityLevel(urgency)}
          onChange={onPriorityChange && ((level) => onPriorityChange({ urgency: level }))}
        />
      </div>
      <p
        role="status"
        className={cn('rounded-lg border px-3 py-2 text-sm', QUADRANT_CLASSES[quadrant])}
        data-quadrant={quadrant}
      >
        <span className="font-medium">{t('priority.quadrant')}: </span>
        {t(`priority.quadrants.${quadrant}`)}
      </p>
    </div>
  );
}
