import type { MicroTask } from '@fokus/core';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingNote } from '@/components/ui/load-state';
import { PomodoroTimer } from './pomodoro-timer';

/** The micro-steps of the focused task, as the task feature reads and changes them. */
export interface FocusSteps {
  items: readonly MicroTask[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onToggle: (microTaskId: string, completed: boolean) => void;
}

interface FocusModeProps {
  /** The one task in focus; null when the timer runs without one. */
  task: { id: string; title: string } | null;
  steps: FocusSteps | null;
  onClose: () => void;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The focus mode (issue 18): the whole screen for one task, its steps to check off and the timer,
 * nothing else. Esc leaves and the focus goes back where it was; Tab stays inside; every control is
 * a native button or checkbox with a visible focus ring.
 */
export function FocusMode({ task, steps, onClose }: FocusModeProps) {
  const { t } = useTranslation('pomodoro');
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = root.current?.querySelector<HTMLElement>('[data-focus-start]');
    first?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  // Esc leaves from anywhere on the page (a click may have put the focus on the page itself).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !root.current) return;
    const focusable = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 overflow-y-auto bg-background"
    >
      <div className="mx-auto grid min-h-full w-full max-w-xl content-center gap-8 px-4 py-10">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm text-muted-foreground">{t('focus.label')}</p>
            <h2
              id={titleId}
              tabIndex={-1}
              data-focus-start
              className="text-2xl font-semibold break-words focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-3xl"
            >
              {task ? task.title : t('focus.noTask')}
            </h2>
          </div>
          <Button variant="outline" size="icon" aria-label={t('focus.leave')} onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <PomodoroTimer large />
        {steps && <FocusStepList steps={steps} />}
      </div>
    </div>
  );
}

function FocusStepList({ steps }: { steps: FocusSteps }) {
  const { t } = useTranslation('pomodoro');
  const headingId = useId();
  let body;
  if (steps.isLoading) body = <LoadingNote>{t('focus.stepsLoading')}</LoadingNote>;
  else if (steps.isError)
    body = (
      <LoadFailed retryLabel={t('focus.retry')} onRetry={steps.onRetry}>
        {t('focus.stepsError')}
      </LoadFailed>
    );
  else if (!steps.items || steps.items.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('focus.noSteps')}</p>;
  else
    body = (
      <ul className="grid gap-2">
        {steps.items.map((step) => (
          <li key={step.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-base has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
              <input
                type="checkbox"
                checked={step.completed}
                onChange={(event) => steps.onToggle(step.id, event.target.checked)}
                className="size-5 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className={step.completed ? 'text-muted-foreground line-through' : ''}>{step.title}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('focus.steps')}
      </h3>
      {body}
    </section>
  );
}
