// The clause analysis a reading remembers: the same clause analysed twice in one reading is read once,
// a new reading reads it anew, and nothing analysed can be changed by a later stage.
import { describe, expect, it } from 'vitest';
import { localToday } from '../calendar.js';
import { MONDAY_CLOCK } from '../../test/fixtures.js';
import { analyseClause, namesDay, withClauseMemo } from './analyse-clause.js';

const today = localToday(MONDAY_CLOCK);
const clause = { text: 'завтра отнести куртку в химчистку', separator: 'start' as const };

describe('withClauseMemo', () => {
  it('reads a clause once within a reading and anew in the next', () => {
    const [first, again, other] = withClauseMemo(() => [
      analyseClause(clause, MONDAY_CLOCK, today),
      analyseClause(clause, MONDAY_CLOCK, today),
      analyseClause({ ...clause, separator: 'and' }, MONDAY_CLOCK, today),
    ]);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    const next = withClauseMemo(() => analyseClause(clause, MONDAY_CLOCK, today));
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
  });

  it('keys on the clock: the same words another day are another reading', () => {
    const tuesday = { ...MONDAY_CLOCK, now: new Date('2026-11-24T09:00:00+03:00') };
    const [monday, later] = withClauseMemo(() => [
      analyseClause(clause, MONDAY_CLOCK, today),
      analyseClause(clause, tuesday, localToday(tuesday)),
    ]);
    expect(monday?.date?.day.day).toBe(24);
    expect(later?.date?.day.day).toBe(25);
  });

  it('hands out clauses that cannot be changed', () => {
    const read = analyseClause(clause, MONDAY_CLOCK, today);
    expect(() => {
      read.kind = 'other';
    }).toThrow(TypeError);
  });
});

describe('namesDay', () => {
  it('is true for a day and false for a bare clock time or none', () => {
    expect(namesDay('к пятнице сдать отчёт', MONDAY_CLOCK, today)).toBe(true);
    expect(namesDay('call the bank at 15:00', MONDAY_CLOCK, today)).toBe(false);
    expect(namesDay('помыть окна', MONDAY_CLOCK, today)).toBe(false);
  });
});

describe('the reason said after a task', () => {
  const coreOf = (text: string) => analyseClause({ text, separator: 'start' }, MONDAY_CLOCK, today).core;

  it('is no part of its core, "because" or "cos" alike', () => {
    expect(coreOf('empty the dehumidifier because it is full')).toBe('empty the dehumidifier');
    expect(coreOf("empty the dehumidifier cos it's full")).toBe('empty the dehumidifier');
    expect(coreOf('ring the garage cuz the van rattles')).toBe('ring the garage');
  });

  it('is not a word that only looks like one ("cos lettuce")', () => {
    expect(coreOf('buy a cos lettuce')).toBe('buy a cos lettuce');
  });
});
