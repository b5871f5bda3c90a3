// extractTasks' last guard against repeats: a title said twice is one task, unless on two days; and the
// words of a title its repeat key and its object are read from.
import { describe, expect, it } from 'vitest';
import { extractTasks, objectWords, repeatKey } from './pipeline.js';

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

describe("a title's words, as the repeat key and a task's object read them", () => {
  it('keys a task by its verb and the first word of its object, articles left out', () => {
    expect(repeatKey('Выставить счёт ООО «Ромашка»')).toBe('выставить счет');
    expect(repeatKey('Finish the hat by Tuesday')).toBe('finish hat');
    // A possessive is one word in both readings.
    expect(repeatKey("Fix uncle Joe's printer")).toBe('fix uncle');
    expect(repeatKey("Call Joe's dentist")).toBe("call joe's");
    expect(repeatKey('Пробежка')).toBeNull();
    expect(repeatKey('Call me')).toBeNull();
  });

  it("reads a task's object as its words less articles and its verb", () => {
    expect(objectWords("Fix uncle Joe's printer")).toEqual(['uncle', "joe's", 'printer']);
    expect(objectWords('Boiler service')).toEqual(['boiler', 'service']);
  });
});
