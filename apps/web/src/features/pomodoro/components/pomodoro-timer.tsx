import { phaseLengthMs } from '@fokus/core';
import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { formatRemaining } from '../timer/format-remaining';
import { usePomodoroControls } from '../timer/pomodoro-context';

/** The media query of people who asked for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const RING_RADIUS = 54;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

interface PomodoroTimerProps {
  /** The focus mode's large face with a progress ring; the panel's compact one without. */
  large?: boolean;
}

/** The timer: phase, the big mm:ss, its state, the cycle's dots and the controls. */
export function PomodoroTimer({ large = false }: PomodoroTimerProps) {
  const { t } = useTranslation('pomodoro');
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { run, settings, remainingMs, isRunning, hasStarted, start, pause, reset, skip } =
    usePomodoroControls();
  const { phase, completedWork } = run.timer;
  const time = formatRemaining(remainingMs);
  const state = isRunning ? 'running' : hasStarted ? 'paused' : 'ready';
  const done = Math.min(completedWork, settings.sessionsBeforeLongBreak);
  const progress = 1 - remainingMs / phaseLengthMs(phase, settings);
  return (
    <div className={cn('grid justify-items-center gap-3', large && 'gap-6')}>
      <p className="text-sm font-medium text-muted-foreground">
        <span className={cn(phase === 'work' ? 'text-primary' : 'text-emerald-700 dark:text-emerald-400')}>
          {t(`phase.${phase}`)}
        </span>{' '}
        · {t(`state.${state}`)}
      </p>
      <div className={cn('relative grid place-items-center', large && 'size-64 sm:size-72')}>
        {large && (
          <svg viewBox="0 0 120 120" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
            <circle cx="60" cy="60" r={RING_RADIUS} fill="none" className="stroke-muted" strokeWidth="6" />
            <circle
              data-testid="pomodoro-ring"
              data-reduced-motion={reducedMotion || undefined}
              cx="60"
              cy="60"
              r={RING_RADIUS}
              fill="none"
              className="stroke-primary"
              strokeWidth="6"
              strokeLinecap="round"
              strokeDasharray={RING_LENGTH}
              strokeDashoffset={RING_LENGTH * (1 - progress)}
              style={{ transition: reducedMotion ? 'none' : 'stroke-dashoffset 1s linear' }}
            />
          </svg>
        )}
        <p
          role="timer"
          aria-label={t('timeLeft', { time })}
          className={cn(
            'font-semibold tabular-nums tracking-tight',
            large ? 'text-6xl sm:text-7xl' : 'text-5xl',
          )}
        >
          {time}
        </p>
      </div>
      <p className="sr-only" aria-live="polite">
        {t('notify.switched', { phase: t(`phase.${phase}`) })}
      </p>
      <p className="sr-only">{t('cycle', { done, total: settings.sessionsBeforeLongBreak })}</p>
      <ol aria-hidden="true" className="flex gap-1.5">
        {Array.from({ length: settings.sessionsBeforeLongBreak }, (_, index) => (
          <li
            key={index}
            className={cn(
              'size-2.5 rounded-full border border-primary',
              index < done ? 'bg-primary' : 'bg-transparent',
            )}
          />
        ))}
      </ol>
      <div role="group" aria-label={t('controls.label')} className="flex flex-wrap justify-center gap-2">
        {isRunning ? (
          <Button onClick={pause}>
            <Pause aria-hidden="true" />
            {t('controls.pause')}
          </Button>
        ) : (
          <Button onClick={start}>
            <Play aria-hidden="true" />
            {t(hasStarted ? 'controls.resume' : 'controls.start')}
          </Button>
        )}
        <Button variant="outline" onClick={reset} disabled={!hasStarted}>
          <RotateCcw aria-hidden="true" />
          {t('controls.reset')}
        </Button>
        <Button variant="outline" onClick={skip}>
          <SkipForward aria-hidden="true" />
          {t('controls.skip')}
        </Button>
      </div>
    </div>
  );
}
