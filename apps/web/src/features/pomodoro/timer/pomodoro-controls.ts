import type { PomodoroRun, PomodoroSettings } from '@fokus/core';

/** What the panel, the focus mode and the task actions see and do. */
export interface PomodoroControls {
  /** The timer as it is now (phases that ran out are shown switched even before they are stored). */
  run: PomodoroRun;
  settings: PomodoroSettings;
  remainingMs: number;
  isRunning: boolean;
  /** Counting has begun in this phase (running or paused with time counted). */
  hasStarted: boolean;
  start(): void;
  pause(): void;
  reset(): void;
  skip(): void;
  bind(taskId: string | null): void;
  /** Binds the timer to a task and starts it (the "Start Pomodoro" action). */
  startFor(taskId: string): void;
}
