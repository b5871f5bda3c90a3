// The reader at a clause that is no task (context, a statement, a date or a cue said alone): what it
// passes on — `CONTEXT_RULES`, run in order by the reader rule 'context'. See docs/ai-local.md.
import { type Clause } from '../model.js';
import { statementSubject } from '../stages/titles/pronouns.js';
import { CALLED_OFF_END, CALLER } from '../stages/classify/patterns.js';
import { fold } from '../stages/normalise/text.js';
import { ENDS_WITH_OCCASION_DAY } from '../stages/segment/run-ons.js';
import { mergeFlow } from './flow.js';
import { NOT_HAPPENING, opensWithCorrection, SINCE, SO_NEXT } from './reader-patterns.js';
import { type ReaderRule, type ReaderState } from './reader-state.js';
import { atContextRule } from './scenes.js';

/**
 * "…'s birthday is on the 22nd so figure out a gift", «у тёти именины в субботу испечь пирог»: a dated
 * statement that calls for the task after it (it ends in "so", or with an occasion's day).
 */
function callsForNext({ clause, merged, index }: ReaderState): boolean {
  const next = merged[index + 1];
  return (
    clause.date !== undefined &&
    next !== undefined &&
    next.kind === 'action' &&
    ((clause.kind === 'context' && SO_NEXT.test(fold(clause.text))) ||
      ((clause.kind === 'context' || clause.kind === 'other') &&
        ENDS_WITH_OCCASION_DAY.test(fold(clause.text).trim())))
  );
}

/** What a short statement said ("день рождения у бабушки"), for a bare verb after it. */
function noteOf(clause: Clause): string | undefined {
  // "запись к стоматологу слетела, перезаписаться": a plan called off is noted too, for doing it again.
  const calledOff = clause.kind === 'context' && CALLED_OFF_END.test(fold(clause.core));
  // "the vet rang": someone's call is noted for a call back after it ("call back").
  const called = clause.kind !== 'action' && CALLER.test(fold(clause.core).replace(/’/g, "'"));
  return (clause.kind === 'other' || calledOff || called) && clause.core !== '' && clause.core.length <= 60
    ? clause.core
    : undefined;
}

const flowDate = (state: ReaderState) => state.flow.date?.text ?? null;
const previousDate = (state: ReaderState) => state.previous?.date?.text ?? null;

/** The context rules, in the order they run. */
export const CONTEXT_RULES: readonly ReaderRule[] = [
  {
    name: 'opening-date',
    description:
      'a date said in a statement that opens the sentence ("15 декабря день рождения Лены, …") dates the tasks after it, as an event\'s date; one in the middle is about its own subject, and one said with a thing done is that thing\'s',
    examples: [
      atContextRule('opening-date', 'в субботу новоселье у Димы', 'в субботу'),
      atContextRule('opening-date', 'call the bank, the office party is on friday', null),
      atContextRule('opening-date', 'столик на субботу забронировала', null),
    ],
    apply: (state) => {
      const { clause } = state;
      if (clause.date && clause.dateLeads && state.index === 0 && !clause.done)
        state.flow = { ...state.flow, date: clause.date, eventDate: true };
      return state;
    },
    show: flowDate,
  },
  {
    name: 'leading-cue',
    description: 'an urgency cue said in a statement ("срочно, …") goes to the tasks after it',
    examples: [
      atContextRule('leading-cue', 'very urgent', 'high'),
      atContextRule('leading-cue', 'the roof leaks', null),
    ],
    apply: (state) => {
      const { clause } = state;
      if (clause.priority && clause.cueLeads) state.flow = { ...state.flow, priority: clause.priority };
      return state;
    },
    show: (state) => state.flow.priority ?? null,
  },
  {
    name: 'cue-after-task',
    description:
      'a cue said alone after a task with none ("renew the gym card, it lapsed, urgent"), or closing a statement after it ("renew the permit, it lapses in May, that\'s important"), is that task\'s',
    examples: [
      atContextRule('cue-after-task', "renew the permit, it lapses in may, that's important", 'medium'),
      atContextRule('cue-after-task', 'fix the gate latch, it snapped, urgent', 'high'),
      atContextRule('cue-after-task', 'urgently fix the gate latch, it snapped, no rush', 'high'),
    ],
    apply: (state) => {
      const { clause, previous } = state;
      // Alone ("…, urgent"), or closing a statement about the task ("it expires in May, that's important").
      const saidAfter =
        (clause.kind === 'empty' && !clause.date) || (clause.kind !== 'empty' && !clause.cueLeads);
      if (saidAfter && clause.priority && previous && previous.priority === undefined)
        previous.priority = clause.priority;
      return state;
    },
    show: (state) => state.previous?.priority ?? null,
  },
  {
    name: 'calls-for-next',
    description:
      'a dated statement that ends in "so" / "так что", or with an occasion\'s day ("юбилей двенадцатого"), calls for the task after it: its date goes to that task, not to the one before',
    examples: [
      atContextRule(
        'calls-for-next',
        'call Anna, the reunion is on the 14th so get a gift',
        'on the 14th',
        1,
      ),
      atContextRule('calls-for-next', 'call Anna, the reunion is on the 14th, get a gift', null, 1),
      atContextRule(
        'calls-for-next',
        'сдать смету завтра и у крёстного юбилей двенадцатого заказать торт',
        'двенадцатого',
        1,
      ),
    ],
    apply: (state) => {
      if (callsForNext(state)) state.flow = { ...state.flow, date: state.clause.date, eventDate: true };
      return state;
    },
    show: flowDate,
  },
  {
    name: 'date-after-task',
    description:
      'a day said right after a task with no date ("get a card for dad, his birthday is next sunday") also dates that task',
    examples: [
      atContextRule('date-after-task', 'get a card for Ann, her birthday is on sunday', 'on sunday'),
      atContextRule('date-after-task', 'get a card for Ann tomorrow, her birthday is on sunday', 'tomorrow'),
      atContextRule('date-after-task', 'ответить юристам, они ждут со вторника', null),
      atContextRule('date-after-task', 'купить батарейки, а на ярмарку в субботу мы не идём', null),
      atContextRule('date-after-task', "buy milk, the quiz night on friday I'm skipping", null),
      atContextRule('date-after-task', 'забрать посылку, а поход в четверг сорвался', null),
    ],
    apply: (state) => {
      const { clause, previous } = state;
      if (
        !callsForNext(state) &&
        clause.date &&
        previous &&
        previous.date === undefined &&
        clause.date.rank >= 1 &&
        // "ответить юристам, они ждут со вторника": a day since when is no day to do it by.
        !SINCE.test(fold(clause.date.text)) &&
        // "buy milk, and the gig on saturday I'm skipping": the day of a thing not to happen dates nothing.
        !NOT_HAPPENING.test(fold(clause.text).replace(/’/g, "'"))
      )
        previous.date = clause.date;
      return state;
    },
    show: previousDate,
  },
  {
    name: 'corrected-date',
    description:
      'a date said after a task as a correction ("call the plumber tomorrow, no wait, thursday") replaces its date',
    examples: [
      atContextRule(
        'corrected-date',
        'call the plumber tomorrow, no wait the visit is on thursday',
        'on thursday',
      ),
      atContextRule('corrected-date', 'call the plumber tomorrow, the boiler is on thursday', 'tomorrow'),
    ],
    apply: (state) => {
      const { clause, previous } = state;
      if (
        !callsForNext(state) &&
        clause.date &&
        previous &&
        clause.date.rank >= 1 &&
        opensWithCorrection(clause.text)
      )
        previous.date = clause.date;
      return state;
    },
    show: previousDate,
  },
  {
    name: 'note',
    description: 'a short statement ("у бабушки юбилей") is noted for a bare verb after it ("поздравить")',
    examples: [
      atContextRule('note', 'у бабушки юбилей', 'у бабушки юбилей'),
      atContextRule('note', 'ugh', null),
    ],
    apply: (state) => {
      const note = noteOf(state.clause);
      if (note) state.flow = { ...state.flow, note };
      return state;
    },
    show: (state) => state.flow.note ?? null,
  },
  {
    name: 'subject',
    description:
      'what a statement is about ("the hallway rug is filthy") is known to the tasks after it, for "it" in them',
    examples: [
      atContextRule('subject', 'the garage door is stuck again', 'the garage door'),
      atContextRule('subject', 'ugh', null),
    ],
    apply: (state) => {
      const { clause } = state;
      const subject =
        clause.kind === 'context' || clause.kind === 'other' ? statementSubject(clause.core) : undefined;
      if (subject) {
        state.flow = { ...state.flow, subject };
        state.lonely = mergeFlow(state.lonely ?? {}, { subject });
      }
      return state;
    },
    show: (state) => state.flow.subject ?? null,
  },
  {
    name: 'lonely',
    description:
      'a date, cue or note said without a task is kept for a neighbour, in case the part has no task',
    examples: [
      atContextRule('lonely', 'завтра срочно', { date: 'завтра', priority: 'high' }),
      atContextRule('lonely', 'ugh', null),
    ],
    apply: (state) => {
      const { clause } = state;
      const note = noteOf(clause);
      if (clause.date || clause.priority || note)
        state.lonely = mergeFlow(state.lonely ?? {}, { date: clause.date, priority: clause.priority, note });
      return state;
    },
    show: ({ lonely }) =>
      lonely
        ? { date: lonely.date?.text, priority: lonely.priority, note: lonely.note, subject: lonely.subject }
        : null,
  },
];
