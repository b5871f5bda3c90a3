import { TEST_SCREEN_TRANSITIONS, toDisplayStatus, type CoreTaskStatus } from '@fokus/core';

/** The translation key of each test-screen button (`taskManagerTest:actions.*`). */
export type TransitionAction = 'start' | 'finish' | 'stop' | 'resume';

/** One status button of a task row: where it moves the task and which text it shows. */
export interface TransitionButton {
  readonly to: CoreTaskStatus;
  readonly action: TransitionAction;
}

// Core's Russian label names the button; this maps it to a translation key, so which buttons exist
// and where they lead stay core's rule and only the wording is the interface's.
const ACTION_BY_LABEL: Readonly<Record<string, TransitionAction>> = {
  Начать: 'start',
  Завершить: 'finish',
  Остановить: 'stop',
  Возобновить: 'resume',
};

/** The status buttons the test screen shows for a task's status (unknown counts as waiting). */
export function transitionButtons(status: string | null | undefined): TransitionButton[] {
  return TEST_SCREEN_TRANSITIONS[toDisplayStatus(status)].flatMap(({ to, label }) => {
    const action = ACTION_BY_LABEL[label];
    return action ? [{ to, action }] : [];
  });
}
