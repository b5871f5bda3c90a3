/**
 * The Pomodoro (issue 18): the one timer of a person across tabs (`PomodoroProvider`,
 * `usePomodoroControls`), the panel, the focus mode and the lengths in the settings.
 */
export {
  PomodoroProvider,
  usePomodoroControls,
  type PomodoroControls,
  type PomodoroLocks,
} from './timer/pomodoro-controller';
export { PomodoroPanel, type PomodoroTaskOption } from './components/pomodoro-panel';
export { FocusMode, type FocusSteps } from './components/focus-mode';
export { PomodoroSettingsSection } from './components/pomodoro-settings-section';
export { usePomodoroSessions } from './api/get-pomodoro-sessions';
