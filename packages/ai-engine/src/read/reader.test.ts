// The reader's rules: every example of every list (test/rules.ts), and what the order of the lists
// relies on.
import { describe, expect, it } from 'vitest';
import { describeRules } from '../../test/rules.js';
import { localToday } from '../calendar.js';
import { readClauses } from './clauses.js';
import { CONTEXT_RULES } from './context-rules.js';
import { FOUND_RULES } from './found-rules.js';
import { CLAUSE_PREPARE_RULES, JOIN_RULES, READER_EXAMPLE_CLOCK } from './prepare-rules.js';
import { AFTER_READING_RULES, READER_RULES } from './reader-rules.js';

describeRules('reader (prepare)', CLAUSE_PREPARE_RULES);
describeRules('reader (join)', JOIN_RULES);
describeRules('reader', READER_RULES);
describeRules('reader (context)', CONTEXT_RULES);
describeRules('reader (found)', FOUND_RULES);
describeRules('reader (after reading)', AFTER_READING_RULES);

describe('the reader runners', () => {
  const titles = (text: string) =>
    readClauses(text, {}, READER_EXAMPLE_CLOCK, localToday(READER_EXAMPLE_CLOCK)).tasks.map((task) =>
      task.date ? `${task.title} @ ${task.date.text}` : task.title,
    );

  it('end with a rule that always decides: a clause kept, a task made, a new task', () => {
    expect(JOIN_RULES.at(-1)?.name).toBe('own-clause');
    expect(READER_RULES.at(-1)?.name).toBe('task');
    expect(FOUND_RULES.at(-1)?.name).toBe('new-task');
  });

  it('read a new thought before a take-back or a context clause', () => {
    const order = READER_RULES.map((rule) => rule.name);
    expect(order.indexOf('new-thought')).toBeLessThan(order.indexOf('take-back-alone'));
    expect(order.indexOf('take-back-alone')).toBeLessThan(order.indexOf('context'));
    expect(order.indexOf('no-title')).toBeLessThan(order.indexOf('write-it-down'));
  });

  it('read a whole part through every list', () => {
    expect(titles('в субботу новоселье у Димы, купить цветы, а ещё позвонить маме')).toEqual([
      'Купить цветы — новоселье у Димы @ в субботу',
      'Позвонить маме',
    ]);
    expect(titles('buy stamps, my uncle is doing that, water the ferns')).toEqual(['Water the ferns']);
  });
});
