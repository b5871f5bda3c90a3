/**
 * The first-load side of the Pomodoro timer: the context its controls travel in and `PomodoroHost`,
 * which loads the timer itself (`pomodoro-controller.tsx`: core's rules, the lock, the queueing) on
 * demand once the screen's first content is there and the browser is idle (at once when its panel is
 * shown), so it costs the first task row nothing. Until it
 * has loaded the controls are null and the Pomodoro parts show their loading state.
 */
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import type { PomodoroLocks } from './pomodoro-locks';
import type { PomodoroControls } from './pomodoro-controls';
import { useIdleAfter } from '@/lib/use-idle-after';
import { lazyComponent } from '@/lib/lazy';

export const PomodoroContext = createContext<PomodoroControls | null>(null);

/** The Pomodoro controls, or null while the timer loads. */
export function usePomodoroControlsOrNull(): PomodoroControls | null {
  return useContext(PomodoroContext);
}

/** The Pomodoro controls; only in parts rendered once they are there. */
export function usePomodoroControls(): PomodoroControls {
  const controls = useContext(PomodoroContext);
  if (controls === null) throw new Error('usePomodoroControls needs a loaded Pomodoro timer');
  return controls;
}

const PomodoroController = lazyComponent(
  () => import('./pomodoro-controller'),
  (m) => m.PomodoroController,
);

interface PomodoroHostProps {
  userId: string;
  /** The screen's first content is there: the timer loads once the browser is idle. */
  ready: boolean;
  /** Load the timer now (its panel is shown). */
  eager?: boolean;
  children: ReactNode;
  /** Called when the timer was started for a task (the screen shows the panel). */
  onStartedFor?: (taskId: string) => void;
  /** The Web Locks API; the browser's unless given. */
  locks?: PomodoroLocks | null;
}

/** Gives everything below it the person's timer, once loaded. */
export function PomodoroHost({
  userId,
  ready,
  eager = false,
  children,
  onStartedFor,
  locks,
}: PomodoroHostProps) {
  const [controls, setControls] = useState<PomodoroControls | null>(null);
  const active = useIdleAfter(ready) || eager;
  return (
    <PomodoroContext value={controls}>
      {children}
      {active && (
        <Suspense fallback={null}>
          <PomodoroController
            userId={userId}
            onControls={setControls}
            {...(onStartedFor ? { onStartedFor } : {})}
            {...(locks !== undefined ? { locks } : {})}
          />
        </Suspense>
      )}
    </PomodoroContext>
  );
}
