import { reportedTimeToSeconds, splitDuration } from '@fokus/core';
import { Clock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface ReportedTimeFormProps {
  /** The task's total_time_spent, in seconds. */
  totalSeconds: number;
  /** Receives only the added seconds (spec §5: the delta, not the total, is sent). */
  onReport?: (seconds: number) => void;
}

const MINUTES_PER_HOUR = 60;

/** Whole, non-negative number of a field, or null when it is not one (an empty field is 0). */
function readWhole(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Time spent: the total, and hours + minutes to add, converted by core's time rule. */
export function ReportedTimeForm({ totalSeconds, onReport }: ReportedTimeFormProps) {
  const { t } = useTranslation('taskDetail');
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'nothing' | null>(null);
  const headingId = useId();
  const hoursId = useId();
  const minutesId = useId();
  const errorId = useId();
  const total = splitDuration(totalSeconds);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const h = readWhole(hours);
    const m = readWhole(minutes);
    if (h === null || m === null || m >= MINUTES_PER_HOUR) {
      setProblem('invalid');
      return;
    }
    const seconds = reportedTimeToSeconds({ hours: h, minutes: m });
    if (seconds === 0) {
      setProblem('nothing');
      return;
    }
    setProblem(null);
    onReport?.(seconds);
    setHours('');
    setMinutes('');
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
        <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
          <div className="grid w-24 gap-1.5">
            <Label htmlFor={hoursId}>{t('time.hours')}</Label>
            <Input
              id={hoursId}
              type="number"
              inputMode="numeric"
              min={0}
              value={hours}
              aria-invalid={problem === 'invalid' || undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setHours(event.target.value)}
            />
          </div>
          <div className="grid w-24 gap-1.5">
            <Label htmlFor={minutesId}>{t('time.minutes')}</Label>
            <Input
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
              {t(problem === 'invalid' ? 'time.invalid' : 'time.nothing')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
