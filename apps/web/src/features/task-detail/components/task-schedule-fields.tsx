import { timeOfDaySchema, updateTaskInputSchema } from '@fokus/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The API's rule for a duration (whole minutes within a day), read from core's update schema. */
const durationSchema = updateTaskInputSchema.shape.durationMinutes.unwrap().unwrap();
const DURATION_MAX = durationSchema.maxValue ?? Number.MAX_SAFE_INTEGER;

export interface ScheduleChange {
  startTime?: string | null;
  durationMinutes?: number | null;
}

export interface TaskScheduleFieldsProps {
  /** HH:MM or null. */
  startTime: string | null;
  durationMinutes: number | null;
  onScheduleChange?: (change: ScheduleChange) => void;
}

function commitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.currentTarget.blur();
}

/** Start time and duration; each saves when the field is left (or on Enter) and only when it changed. */
export function TaskScheduleFields({
  startTime,
  durationMinutes,
  onScheduleChange,
}: TaskScheduleFieldsProps) {
  const { t } = useTranslation('taskDetail');
  const timeId = useId();
  const durationId = useId();
  const errorId = useId();
  const [time, setTime] = useState(startTime ?? '');
  const [duration, setDuration] = useState(durationMinutes === null ? '' : String(durationMinutes));
  const [isDurationInvalid, setIsDurationInvalid] = useState(false);
  const readOnly = onScheduleChange === undefined;

  // Values changed elsewhere (another device, a rollback) replace the drafts.
  const [shown, setShown] = useState({ startTime, durationMinutes });
  if (shown.startTime !== startTime || shown.durationMinutes !== durationMinutes) {
    setShown({ startTime, durationMinutes });
    setTime(startTime ?? '');
    setDuration(durationMinutes === null ? '' : String(durationMinutes));
    setIsDurationInvalid(false);
  }

  const commitTime = () => {
    const next = time === '' ? null : time;
    if (next !== null && !timeOfDaySchema.safeParse(next).success) {
      setTime(startTime ?? '');
      return;
    }
    if (next !== startTime) onScheduleChange?.({ startTime: next });
  };

  const commitDuration = () => {
    const trimmed = duration.trim();
    const next = trimmed === '' ? null : Number(trimmed);
    if (next !== null && !durationSchema.safeParse(next).success) {
      setIsDurationInvalid(true);
      return;
    }
    setIsDurationInvalid(false);
    if (next !== durationMinutes) onScheduleChange?.({ durationMinutes: next });
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={timeId}>{t('schedule.startTime')}</Label>
        <Input
          id={timeId}
          type="time"
          value={time}
          readOnly={readOnly}
          onChange={(event) => setTime(event.target.value)}
          onBlur={commitTime}
          onKeyDown={commitOnEnter}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={durationId}>{t('schedule.duration')}</Label>
        <Input
          id={durationId}
          type="number"
          inputMode="numeric"
          min={0}
          max={DURATION_MAX}
          step={5}
          value={duration}
          readOnly={readOnly}
          aria-invalid={isDurationInvalid || undefined}
          aria-describedby={isDurationInvalid ? errorId : undefined}
          onChange={(event) => setDuration(event.target.value)}
          onBlur={commitDuration}
          onKeyDown={commitOnEnter}
        />
      </div>
      {isDurationInvalid && (
        <p id={errorId} role="alert" className="col-span-2 text-sm text-destructive">
          {t('schedule.durationInvalid', { max: DURATION_MAX })}
        </p>
      )}
    </div>
  );
}
