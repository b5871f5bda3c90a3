import { TASK_STATUSES, TEST_SCREEN_TRANSITIONS } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { taskManagerTestLocales } from './locales';
import { transitionButtons } from './transition-actions';

describe('transitionButtons', () => {
  it('follows core: waiting → start; in progress → finish, stop; completed → resume', () => {
    expect(transitionButtons('waiting')).toEqual([{ to: 'inProgress', action: 'start' }]);
    expect(transitionButtons('inProgress')).toEqual([
      { to: 'completed', action: 'finish' },
      { to: 'waiting', action: 'stop' },
    ]);
    expect(transitionButtons('completed')).toEqual([{ to: 'waiting', action: 'resume' }]);
  });

  it('offers nothing for paused, cancelled and scheduled, and treats an unknown status as waiting', () => {
    expect(transitionButtons('paused')).toEqual([]);
    expect(transitionButtons('cancelled')).toEqual([]);
    expect(transitionButtons('scheduled')).toEqual([]);
    expect(transitionButtons('archived')).toEqual(transitionButtons('waiting'));
  });

  it('has a button for every transition core lists, worded in Russian as the spec words it', () => {
    const SPEC_TEXTS = { start: 'Начать', finish: 'Завершить', stop: 'Остановить', resume: 'Возобновить' };
    for (const status of TASK_STATUSES) {
      const buttons = transitionButtons(status);
      expect(buttons).toHaveLength(TEST_SCREEN_TRANSITIONS[status].length);
      for (const button of buttons)
        expect(taskManagerTestLocales.ru.actions[button.action]).toBe(SPEC_TEXTS[button.action]);
    }
  });
});
