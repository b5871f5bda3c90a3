import {
  TEST_SCREEN_TRANSITIONS,
  toDisplayStatus,
  type CoreTaskStatus,
  type TestScreenTransition,
} from '@fokus/core';

/** The translation key of each test-screen button (`taskManagerTest:actions.*`). */
export type TransitionAction = TestScreenTransition['action'];

/** One status button of a task row: where it moves the task and which text it shows. */
export interface TransitionButton {
  readonly to: CoreTaskStatus;
  readonly action: TransitionAction;
}

// Which buttons exist and where they lead stay core's rule; only the wording is the interface's.
/** The status buttons the test screen shows for a task's status (unknown counts as waiting). */
export function transitionButtons(status: string | null | undefined): TransitionButton[] {
  return TEST_SCREEN_TRANSITIONS[toDisplayStatus(status)].map(({ to, action }) => ({ to, action }));
}
