// extractTasks' last guard against repeats: a title said twice is one task, unless on two days.
import { describe, expect, it } from 'vitest';
import { extractTasks } from './pipeline.js';

import { MONDAY_CLOCK } from '../test/fixtures.js';

const clock = MONDAY_CLOCK;

describe('the same title twice', () => {
  const dated = (text: string) =>
    extractTasks(text, clock).map((task) => [task.title, task.deadline_date?.slice(0, 10) ?? null]);

  it('on two days is two tasks; said twice with no day, one', () => {
    expect(
      dated("Nora's birthday is on Wednesday, buy a present. Sam's party is Saturday, buy a present too"),
    ).toEqual([
      ['Buy a present', '2026-11-25'],
      ['Buy a present', '2026-11-28'],
    ]);
    expect(dated('позвонить в банк. и ещё позвонить в банк!').map(([title]) => title)).toEqual([
      'Позвонить в банк',
    ]);
  });
});
