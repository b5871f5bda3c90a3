import {
  MINUTES_PER_HOUR,
  SECONDS_PER_HOUR,
  TIME_SPENT_ADD_MAX_SECONDS,
  readReportedTime,
  splitDuration,
  type ReportedTimeProblem,
} from '@fokus/core';
import { Clock } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface ReportedTimeFormProps {
  /** The task's total_time_spent, in seconds. */
  totalSeconds: number;
  /**
   * Receives only the added seconds (spec §5: the delta, not the total, is sent). A promise resolving
   * to `false` or `null` (a refusal) keeps the hours and minutes in their fields.
   */
  onReport?: (seconds: number) => Promise<unknown> | void;
}

/** The most hours one report may add (core's limit), for the message. */
const MAX_HOURS = TIME_SPENT_ADD_MAX_SECONDS / SECONDS_PER_HOUR;

/**
 * Time spent: the total, and hours + minutes to add, read by core's rule (whole numbers, minutes up to
 * 59, at most a week at once), with the reason when they cannot be added.
 */
export function ReportedTimeForm({ totalSeconds, onReport }: ReportedTimeFormProps) {
  const { t } = useTranslation('taskDetail');
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [problem, setProblem] = useState<ReportedTimeProblem | null>(null);
  const [isSending, setIsSending] = useState(false);
  const hoursRef = useRef<HTMLInputElement>(null);
  const minutesRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hoursId = useId();
  const minutesId = useId();
  const errorId = useId();
  const total = splitDuration(totalSeconds);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    // A number field holding something that is not a number reports an empty value: not "nothing".
    const badInput = hoursRef.current?.validity.badInput || minutesRef.current?.validity.badInput;
    const read = badInput ? ({ ok: false, problem: 'invalid' } as const) : readReportedTime(hours, minutes);
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    setIsSending(true);
    try {
      const result = await onReport?.(read.value);
      if (result === false || result === null) return;
      setHours('');
      setMinutes('');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {t('time.heading')}
        </h3>
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {t('time.total', {
            value: t('time.format', { hours: total.hours, minutes: total.minutes }),
          })}
        </span>
      </div>
      {onReport && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid w-24 gap-1.5">
            <Label htmlFor={hoursId}>{t('time.hours')}</Label>
            <Input
              ref={hoursRef}
              id={hoursId}
              type="number"
              inputMode="numeric"
              min={0}
              value={hours}
              aria-invalid={(problem !== null && problem !== 'nothing') || undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setHours(event.target.value)}
            />
          </div>
          <div className="grid w-24 gap-1.5">
            <Label htmlFor={minutesId}>{t('time.minutes')}</Label>
            <Input
              ref={minutesRef}
              id={minutesId}
              type="number"
              inputMode="numeric"
              min={0}
              max={MINUTES_PER_HOUR - 1}
              value={minutes}
              aria-invalid={problem === 'invalid' || undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('time.add')}
          </Button>
          {problem && (
            <p id={errorId} role="alert" className="w-full text-sm text-destructive">
              {problem === 'tooMuch' ? t('time.tooMuch', { hours: MAX_HOURS }) : t(`time.${problem}`)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
