import { REMINDER_OFFSETS_MINUTES, type Task } from '@fokus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

type ReminderMinutes = Task['reminderMinutes'];

export interface TaskReminderSelectProps {
  startDate: string | null;
  /** HH:MM or null. */
  startTime: string | null;
  reminderMinutes: ReminderMinutes;
  /** Saves the choice; without it the select is read-only. */
  onReminderChange?: (reminderMinutes: ReminderMinutes) => unknown;
}

const NONE = 'none';

function readChoice(value: string): ReminderMinutes {
  return REMINDER_OFFSETS_MINUTES.find((minutes) => String(minutes) === value) ?? null;
}

/**
 * When to be reminded of the task: none, at its start, or 5 to 60 minutes before. A reminder needs a
 * start (date and time), so without one the select is disabled and a hint says why; a reminder kept
 * from before shows, and fires again once the task has a start.
 */
export function TaskReminderSelect({
  startDate,
  startTime,
  reminderMinutes,
  onReminderChange,
}: TaskReminderSelectProps) {
  const { t } = useTranslation('taskDetail');
  const selectId = useId();
  const hintId = useId();
  const hasStart = startDate !== null && startTime !== null;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={selectId}>{t('reminder.label')}</Label>
      <NativeSelect
        id={selectId}
        value={reminderMinutes === null ? NONE : String(reminderMinutes)}
        disabled={!hasStart || onReminderChange === undefined}
        aria-describedby={hasStart ? undefined : hintId}
        onChange={(event) => {
          const next = readChoice(event.target.value);
          if (next !== reminderMinutes) onReminderChange?.(next);
        }}
      >
        <option value={NONE}>{t('reminder.none')}</option>
        {REMINDER_OFFSETS_MINUTES.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {minutes === 0 ? t('reminder.atStart') : t('reminder.before', { minutes })}
          </option>
        ))}
      </NativeSelect>
      {!hasStart && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('reminder.needsTime')}
        </p>
      )}
    </div>
  );
}
