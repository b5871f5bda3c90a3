// Stage fields: what a task carries besides its title — the deadline (read against the user's local
// date), the priority (from the urgency cues), the estimate, the micro-steps and the kind tag.
import type { PriorityWord } from '@fokus/core';
import { isoDate, localToday } from '../../calendar.js';
import type { AnyStageRule } from '../../rule.js';
import { fold } from '../normalise/text.js';
import { correctedDates } from './deadline/corrections.js';
import { findDates } from './deadline/find-dates.js';
import { estimateMinutes, kindTag, microSteps } from './estimate.js';
import { findCues, strongestCue } from './priority.js';

/** The clock the examples are read against: Tuesday 24 November 2026, 10:00 in +03:00. */
const EXAMPLE_CLOCK = { now: new Date('2026-11-24T10:00:00+03:00'), timeZone: '+03:00' };

/** The dates a text names, as local dates, against the example clock. */
function datesOf(text: string): string[] {
  return findDates(text, EXAMPLE_CLOCK, localToday(EXAMPLE_CLOCK)).dates.map((match) => isoDate(match.date));
}

/** The fields rules. */
export const FIELDS_RULES = [
  {
    name: 'deadline',
    description:
      'relative and calendar dates read against the local date (docs/ai-local.md §4 for the conventions)',
    examples: [
      { input: 'послезавтра сдать анализы', expected: ['2026-11-26'] },
      { input: 'к пятнице починить принтер', expected: ['2026-11-27'] },
      { input: 'fix the gate next week', expected: ['2026-11-30'] },
      { input: 'pay rent by the end of the month', expected: ['2026-11-30'] },
      { input: 'на выходных разобрать гараж', expected: ['2026-11-28'] },
      { input: 'tidy the desk', expected: [] },
      { input: 'заплатить взнос до двадцать восьмого', expected: ['2026-11-28'] },
      { input: 'абонемент сгорает пятого', expected: ['2026-12-05'] },
      { input: 'вернуть второго котёнка', expected: [] },
    ],
    apply: datesOf,
  },
  {
    name: 'corrected-date',
    description:
      'a date corrected while speaking ("ой нет", "no wait"): only the date after the correction counts',
    examples: [
      { input: 'забрать шторы в среду ой нет в пятницу', expected: ['2026-11-27'] },
      { input: 'mail the forms on thursday no wait monday', expected: ['2026-11-30'] },
      { input: 'mail the forms on thursday', expected: ['2026-11-26'] },
    ],
    apply: (text: string) =>
      correctedDates(text, findDates(text, EXAMPLE_CLOCK, localToday(EXAMPLE_CLOCK))).dates.map((match) =>
        isoDate(match.date),
      ),
  },
  {
    name: 'priority',
    description:
      'the strongest urgency cue: срочно / urgent → high, важно / important → medium, не срочно / no rush → low',
    examples: [
      { input: 'срочно перевести деньги', expected: 'high' as PriorityWord },
      { input: 'important: sign the form', expected: 'medium' as PriorityWord },
      { input: 'no rush, clean the grill', expected: 'low' as PriorityWord },
      { input: 'перебрать специи не горит', expected: 'low' as PriorityWord },
      { input: 'oil the hinges when I get a chance', expected: 'low' as PriorityWord },
      { input: 'none of this is urgent: oil the hinges', expected: 'low' as PriorityWord },
      { input: 'clean the grill', expected: null },
    ],
    apply: (text: string) => strongestCue(findCues(fold(text))),
  },
  {
    name: 'estimate',
    description: 'minutes by the kind of task, or the time the text states',
    examples: [
      { input: 'Позвонить в ЖЭК', expected: 15 },
      { input: 'Пробежка 40 минут', expected: 40 },
    ],
    apply: (title: string) => estimateMinutes(title, title),
  },
  {
    name: 'micro-steps',
    description: 'three to five concrete steps of 5–15 minutes for the kind of task',
    examples: [{ input: 'Write the grant report', expected: true }],
    apply: (title: string) => {
      const steps = microSteps(title, 'en');
      return steps.length >= 3 && steps.length <= 5 && steps.every((step) => step.minutes <= 15);
    },
  },
  {
    name: 'kind-tag',
    description: 'a tag naming the kind of task in the language of its title',
    examples: [
      { input: 'Позвонить в ЖЭК', expected: 'звонок' },
      { input: 'Call the landlord', expected: 'call' },
    ],
    apply: (title: string) => kindTag(title, /[а-яё]/i.test(title) ? 'ru' : 'en'),
  },
] as const satisfies readonly AnyStageRule[];
