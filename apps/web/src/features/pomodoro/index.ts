/**
 * The Pomodoro (issue 18): the one timer of a person across tabs (`PomodoroHost`, which loads it on
 * demand, `usePomodoroControls`, and `PomodoroProvider` to run one directly), the panel, the focus
 * mode and the lengths in the settings.
 */
export { PomodoroHost, usePomodoroControls, usePomodoroControlsOrNull } from './timer/pomodoro-context';
export { PomodoroProvider } from './timer/pomodoro-controller';
export type { PomodoroControls } from './timer/pomodoro-controls';
export type { PomodoroLocks } from './timer/pomodoro-locks';
export { PomodoroPanel, type PomodoroTaskOption } from './components/pomodoro-panel';
export { FocusMode, type FocusSteps } from './components/focus-mode';
export { PomodoroSettingsSection } from './components/pomodoro-settings-section';
export { usePomodoroSessions } from './api/get-pomodoro-sessions';
