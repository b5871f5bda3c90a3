// Stage titles: a clause's core made into the title a person would write. The rules run in this order
// in read/analyse-clause.ts: fillers off, then a clause said as a fact rewritten as its task, then the
// title itself (verb first, infinitive, capitalised).
import type { StageRule } from '../../rule.js';
import { fold, tidy } from '../normalise/text.js';
import { leadingFillerLength, trailingFillerLength } from './fillers.js';
import {
  dueToTask,
  haveEventToTask,
  leadingEventToTask,
  needsDoingToTask,
  neededThingToTask,
  requestToTask,
  undoneToTask,
} from './rewrites.js';
import { makeTitle } from './title.js';

/** Leading and trailing fillers, hedges and pronoun + modal openings taken off. */
export function withoutFillers(text: string): string {
  const core = text.slice(leadingFillerLength(fold(text)));
  return tidy(core.slice(0, core.length - trailingFillerLength(fold(core))));
}

/** Rules that take words off a clause. */
export const STRIP_RULES: readonly StageRule<string, string>[] = [
  {
    name: 'fillers',
    description:
      'leading fillers and hedges ("надо", "может", "I need to", "also") and trailing ones ("пожалуйста", "too") go',
    examples: [
      { input: 'мне нужно записаться на шиномонтаж', expected: 'записаться на шиномонтаж' },
      { input: "I'll return the library books too", expected: 'return the library books' },
      { input: 'also maybe repaint the mailbox', expected: 'repaint the mailbox' },
      { input: 'ну типа это самое погладить рубашки', expected: 'погладить рубашки' },
      { input: 'uh like so yeah descale the kettle', expected: 'descale the kettle' },
      { input: 'хорошо бы заменить смеситель', expected: 'заменить смеситель' },
    ],
    apply: withoutFillers,
  },
];

/** Rewrites of a clause said as a fact into the task it names (null: the rule does not apply). */
export const REWRITE_RULES: readonly StageRule<string, string | null>[] = [
  {
    name: 'undone',
    description: 'something not done yet is the task of doing it',
    examples: [
      { input: 'я так и не оплатила кружок', expected: 'оплатить кружок' },
      { input: "I still haven't booked the plumber", expected: 'book the plumber' },
      { input: 'оплатить кружок', expected: null },
    ],
    apply: undoneToTask,
  },
  {
    name: 'needs-doing',
    description: 'a thing that needs doing is the task of doing it (English)',
    examples: [
      { input: 'the porch light needs fixing', expected: 'fix the porch light' },
      { input: 'fix the porch light', expected: null },
    ],
    apply: needsDoingToTask,
  },
  {
    name: 'have-event',
    description: 'a scheduled event said as a fact is that event',
    examples: [
      { input: 'у нас планёрка с подрядчиком', expected: 'планёрка с подрядчиком' },
      { input: 'у меня насморк', expected: null },
    ],
    apply: haveEventToTask,
  },
  {
    name: 'own-event',
    description: "one's own planned event is a task",
    examples: [{ input: "I'm running the budget review", expected: 'run the budget review' }],
    apply: leadingEventToTask,
  },
  {
    name: 'due',
    description: 'a task stated as its due date is the thing that is due (the date is read off before)',
    examples: [
      { input: 'the essay is', expected: null },
      { input: 'the essay is due', expected: 'essay' },
      { input: "the gas bill's due", expected: 'gas bill' },
      { input: 'the permit application must be filed', expected: 'permit application' },
      { input: 'the deadline for the mural sketches', expected: 'mural sketches' },
      { input: 'it is due', expected: null },
    ],
    apply: dueToTask,
  },
  {
    name: 'needed-thing',
    description: 'a thing something needs is the task, for its owner',
    examples: [
      { input: 'the car needs an oil change', expected: 'oil change for the car' },
      { input: 'I need a new phone', expected: null },
    ],
    apply: neededThingToTask,
  },
  {
    name: 'request',
    description: 'what a client or a boss wants by a date is the thing to deliver',
    examples: [{ input: 'the landlord wants the signed lease', expected: 'signed lease for the landlord' }],
    apply: requestToTask,
  },
];

/** The title of a core. */
export const TITLE_RULE: StageRule<string, string> = {
  name: 'title',
  description:
    'verb first, a finite form made an infinitive, a visit given its verb, capitalised, at most 100 characters',
  examples: [
    { input: 'маме позвонить', expected: 'Позвонить маме' },
    { input: 'позвоню в автосервис', expected: 'Позвонить в автосервис' },
    { input: 'к стоматологу', expected: 'Сходить к стоматологу' },
    { input: 'renew the car insurance', expected: 'Renew the car insurance' },
  ],
  apply: makeTitle,
};
