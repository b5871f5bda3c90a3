// The /task-manager-test screen's own parts: its texts and the mapping of core's transitions to buttons.
export { taskManagerTestLocales } from './locales';
export { transitionButtons, type TransitionAction, type TransitionButton } from './transition-actions';
