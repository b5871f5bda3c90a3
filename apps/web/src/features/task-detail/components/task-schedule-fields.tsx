import {
  TASK_DURATION_MAX_MINUTES,
  readDurationMinutes,
  readStartTime,
  type DurationProblem,
  type StartTimeProblem,
} from '@fokus/core';
import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface ScheduleChange {
  startTime?: string | null;
  durationMinutes?: number | null;
}

export interface TaskScheduleFieldsProps {
  /** HH:MM or null. */
  startTime: string | null;
  durationMinutes: number | null;
  onScheduleChange?: (change: ScheduleChange) => unknown;
}

function commitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.currentTarget.blur();
}

/**
 * Start time and duration; each saves when the field is left (or on Enter) and only when it changed.
 * What cannot be saved (a half-typed time, a duration that is not whole minutes or is longer than a
 * day) stays in the field with the reason under it, read by core's rules: nothing is dropped silently.
 */
export function TaskScheduleFields({
  startTime,
  durationMinutes,
  onScheduleChange,
}: TaskScheduleFieldsProps) {
  const { t } = useTranslation('taskDetail');
  const timeId = useId();
  const durationId = useId();
  const timeErrorId = useId();
  const durationErrorId = useId();
  const [time, setTime] = useState(startTime ?? '');
  const [duration, setDuration] = useState(durationMinutes === null ? '' : String(durationMinutes));
  const [timeProblem, setTimeProblem] = useState<StartTimeProblem | null>(null);
  const [durationProblem, setDurationProblem] = useState<DurationProblem | null>(null);
  const readOnly = onScheduleChange === undefined;

  // Values changed elsewhere (another device, a rollback) replace the drafts.
  const [shown, setShown] = useState({ startTime, durationMinutes });
  if (shown.startTime !== startTime || shown.durationMinutes !== durationMinutes) {
    setShown({ startTime, durationMinutes });
    setTime(startTime ?? '');
    setDuration(durationMinutes === null ? '' : String(durationMinutes));
    setTimeProblem(null);
    setDurationProblem(null);
  }

  const commitTime = (event: FocusEvent<HTMLInputElement>) => {
    // A time field with a half-typed time reports an empty value; it must not clear the start time.
    const read = event.currentTarget.validity.badInput
      ? ({ ok: false, problem: 'invalidTime' } as const)
      : readStartTime(time);
    if (!read.ok) {
      setTimeProblem(read.problem);
      return;
    }
    setTimeProblem(null);
    if (read.value !== startTime) onScheduleChange?.({ startTime: read.value });
  };

  const commitDuration = (event: FocusEvent<HTMLInputElement>) => {
    // A number field with letters in it reports an empty value; it must not clear the duration.
    const read = event.currentTarget.validity.badInput
      ? ({ ok: false, problem: 'notWholeMinutes' } as const)
      : readDurationMinutes(duration);
    if (!read.ok) {
      setDurationProblem(read.problem);
      return;
    }
    setDurationProblem(null);
    if (read.value !== durationMinutes) onScheduleChange?.({ durationMinutes: read.value });
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={timeId}>{t('schedule.startTime')}</Label>
        <Input
          id={timeId}
          type="time"
          value={time}
          readOnly={readOnly}
          aria-invalid={timeProblem !== null || undefined}
          aria-describedby={timeProblem ? timeErrorId : undefined}
          onChange={(event) => setTime(event.target.value)}
          onBlur={commitTime}
          onKeyDown={commitOnEnter}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={durationId}>{t('schedule.duration')}</Label>
        <Input
          id={durationId}
          type="number"
          inputMode="numeric"
          min={0}
          max={TASK_DURATION_MAX_MINUTES}
          step={5}
          value={duration}
          readOnly={readOnly}
          aria-invalid={durationProblem !== null || undefined}
          aria-describedby={durationProblem ? durationErrorId : undefined}
          onChange={(event) => setDuration(event.target.value)}
          onBlur={commitDuration}
          onKeyDown={commitOnEnter}
        />
      </div>
      {timeProblem && (
        <p id={timeErrorId} role="alert" className="col-span-2 text-sm text-destructive">
          {t('schedule.startTimeInvalid')}
        </p>
      )}
      {durationProblem && (
        <p id={durationErrorId} role="alert" className="col-span-2 text-sm text-destructive">
          {t(durationProblem === 'tooLong' ? 'schedule.durationTooLong' : 'schedule.durationInvalid', {
            max: TASK_DURATION_MAX_MINUTES,
          })}
        </p>
      )}
    </div>
  );
}
