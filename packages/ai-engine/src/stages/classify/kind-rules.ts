// Stage classify: what a clause is, an ordered list walked by `classifyClause` once the clause's core is
// read (titles): a thing to deliver is a task noun; otherwise the clause-kind reading (clause-kind.ts:
// an action, a task noun, context or nothing), then what the clause's dates, cues and reminder words
// change in it. Each rule after the first reading changes the kind only in the cases it names.
import { type Kind, type Separator } from '../../model.js';
import { applyInOrder, type StageRule } from '../../rule.js';
import { fold } from '../normalise/text.js';
import { classify } from './clause-kind.js';
import { type ClauseKind } from './clause-reading.js';
import { EMPTY_STATEMENT, MODAL, OCCASION, REMINDER, TO_DO_HEAD } from './patterns.js';

/** What the clause tells the kind rules besides its core. */
export interface KindContext {
  /** The clause as written (with its dates, cues and fillers). */
  readonly text: string;
  /** The clause folded (lower case, ё → е). */
  readonly folded: string;
  readonly separator: Separator;
  /** A date or a cue was taken off the clause. */
  readonly said: boolean;
  /** The clause names a day (a date of rank ≥ 1). */
  readonly dated: boolean;
  /** The core was rewritten as a thing to deliver or to get (titles' request, needed-thing, due). */
  readonly requested: boolean;
  /** A day was said as the latest one for something ("by friday", "к пятнице"). */
  readonly dueBy: boolean;
}

/** A start that is not a thing: a preposition or a number ("у карты срок", "три часа"). */
const NOT_A_THING =
  /^(?:(?:у|в|во|на|с|со|по|за|от|at|in|on|of|with|from)(?![\p{L}])|\d|(?:один|одна|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|one|two|three|four|five|six|seven|eight|nine|ten)(?![\p{L}]))/u;

/** What the kind rules work on: the core, the context, and the kind once a rule has read it. */
export interface KindState extends KindContext {
  readonly core: string;
  readonly kind?: Kind;
  /** Which word of the core is its verb (-1: none). */
  readonly verbIndex: number;
  /** Said as done: never a task. */
  readonly done?: true;
}

function seed(core: string, context: KindContext): KindState {
  return { ...context, core, verbIndex: -1 };
}

/** Example input: a core, its clause's words (the core itself unless given), and what else is known. */
const state = (core: string, rest: Partial<KindState> = {}): KindState => ({
  ...seed(core, {
    text: core,
    separator: 'start',
    said: false,
    dated: false,
    requested: false,
    dueBy: false,
    folded: '',
  }),
  ...rest,
  folded: fold(rest.text ?? core),
});
const kindOf = (input: KindState, expected: Kind | undefined) => ({ input, expected });

/** The kind rules, in the order they run. */
export const KIND_RULES: readonly StageRule<KindState, KindState, unknown>[] = [
  {
    name: 'thing-to-deliver',
    description:
      'a core rewritten as a thing to deliver or to get ("signed lease for the landlord") is a task noun',
    examples: [
      kindOf(state('signed lease for the landlord', { requested: true }), 'noun'),
      kindOf(state('signed lease for the landlord'), undefined),
    ],
    apply: (current) =>
      current.requested && current.kind === undefined ? { ...current, kind: 'noun', verbIndex: -1 } : current,
    show: (current: KindState) => current.kind,
  },
  {
    name: 'to-do-head',
    description:
      'a head of things to do with its day or cue ("to do tonight", "must do tomorrow!!", "дела на сегодня") is empty: its date and cue go to the tasks after it',
    examples: [
      kindOf(state('do', { text: 'must do tomorrow', said: true, kind: 'action' }), 'empty'),
      kindOf(state('things to do', { text: 'things to do today', said: true, kind: 'other' }), 'empty'),
      kindOf(state('дела', { text: 'дела на сегодня', said: true, kind: 'other' }), 'empty'),
      kindOf(state('do', { text: 'do', kind: 'action' }), 'action'),
      kindOf(state('do the dishes', { text: 'do the dishes today', said: true, kind: 'action' }), 'action'),
    ],
    apply: (current) =>
      current.said && TO_DO_HEAD.test(fold(current.core)) ? { ...current, kind: 'empty' } : current,
    show: (current: KindState) => current.kind,
  },
  {
    name: 'clause-kind',
    description: 'action, task noun, context (feelings, statements, what happened) or other',
    examples: [
      kindOf(state('разобрать антресоль'), 'action'),
      kindOf(state('хочется просто полежать'), 'context'),
      kindOf(state('сил нет вообще'), 'other'),
      kindOf(state('выспаться бы'), 'context'),
      kindOf(state('съездить бы в шиномонтаж'), 'action'),
      kindOf(state('repaint the shed'), 'action'),
      kindOf(state('the neighbours called yesterday'), 'context'),
      kindOf(state('хочется просто полежать', { kind: 'noun' }), 'noun'),
    ],
    apply: (current) => {
      if (current.kind !== undefined) return current;
      const { kind, verbIndex, done } = classify(current.core, current.text);
      return { ...current, kind, verbIndex, ...(done ? { done } : {}) };
    },
    show: (current: KindState) => current.kind,
  },
  {
    name: 'empty',
    description:
      'a clause that only says when or how urgent ("срочно, это", "it\'s tomorrow") is empty: its date and cue go to a neighbour',
    examples: [
      kindOf(state('это', { text: 'это срочно', said: true, kind: 'other' }), 'empty'),
      kindOf(state("it's", { text: "it's tomorrow", said: true, kind: 'context' }), 'empty'),
      kindOf(state('это', { kind: 'other' }), 'other'),
      kindOf(state('это', { text: 'это срочно', said: true, kind: 'action' }), 'action'),
    ],
    apply: (current) =>
      (current.kind === 'context' || current.kind === 'other') &&
      current.said &&
      EMPTY_STATEMENT.test(fold(current.core))
        ? { ...current, kind: 'empty' }
        : current,
    show: (current: KindState) => current.kind,
  },
  {
    name: 'reminder',
    description:
      'a thing to remember ("don\'t forget the recital") is a task — but not an occasion, which is the reason for one',
    examples: [
      kindOf(state('the recital', { text: "don't forget the recital", kind: 'other' }), 'noun'),
      kindOf(state('the recital', { text: 'don’t forget the recital', kind: 'other' }), 'noun'),
      kindOf(state("dad's birthday", { text: "don't forget dad's birthday", kind: 'other' }), 'other'),
      kindOf(state('the recital', { kind: 'other' }), 'other'),
    ],
    apply: (current) =>
      current.kind === 'other' &&
      REMINDER.test(current.folded.replace(/’/g, "'")) &&
      !OCCASION.test(fold(current.core))
        ? { ...current, kind: 'noun' }
        : current,
    show: (current: KindState) => current.kind,
  },
  {
    name: 'thing-due-by',
    description:
      'a thing named with the day it is due by ("poster for the fair by thursday", "подарок маме до субботы") is the task of having it ready — when the clause opens its sentence and starts with the thing',
    examples: [
      kindOf(state('poster for the fair', { dueBy: true, kind: 'other' }), 'noun'),
      kindOf(state('подарок маме', { dueBy: true, kind: 'other' }), 'noun'),
      kindOf(state('у карты срок', { dueBy: true, kind: 'other' }), 'other'),
      kindOf(state("mum's birthday", { dueBy: true, kind: 'other' }), 'other'),
      kindOf(state('poster for the fair', { dueBy: true, separator: 'then', kind: 'other' }), 'other'),
      kindOf(state('poster for the fair', { kind: 'other' }), 'other'),
    ],
    apply: (current) =>
      current.kind === 'other' &&
      current.separator === 'start' &&
      current.dueBy &&
      !NOT_A_THING.test(fold(current.core)) &&
      !OCCASION.test(fold(current.core))
        ? { ...current, kind: 'noun' }
        : current,
    show: (current: KindState) => current.kind,
  },
  {
    name: 'trip',
    description:
      'a trip written without its verb ("надо в банк", "потом в аптеку", a dated "в МФЦ") is an action (the title adds "сходить")',
    examples: [
      kindOf(state('в аптеку', { text: 'надо в аптеку', kind: 'other' }), 'action'),
      kindOf(state('в аптеку', { separator: 'then', kind: 'other' }), 'action'),
      kindOf(state('в МФЦ', { text: 'в МФЦ в четверг', dated: true, kind: 'other' }), 'action'),
      kindOf(state('в аптеку', { kind: 'other' }), 'other'),
    ],
    apply: (current) =>
      current.kind === 'other' &&
      /^(?:в|во|к|ко)\s+[а-яё]/.test(fold(current.core)) &&
      (MODAL.test(current.folded) || current.separator === 'then' || current.dated)
        ? { ...current, kind: 'action' }
        : current,
    show: (current: KindState) => current.kind,
  },
];

/** Walks the kind rules over a clause's core: what the clause is, and where its verb is. */
export function classifyClause(core: string, context: KindContext): ClauseKind {
  const { kind, verbIndex, done } = applyInOrder(KIND_RULES, seed(core, context));
  if (kind === undefined) throw new Error('classify: no rule read the kind of the clause');
  return { kind, verbIndex, ...(done ? { done } : {}) };
}
