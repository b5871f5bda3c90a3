// The reader at a clause that makes a task: the task found (`findTask`: its date, cue and the task it
// refers to), then what becomes of it beside the task before it — `FOUND_RULES`, walked by the reader
// rule 'task' until one reads the clause (the last one always does). See docs/ai-local.md.
import { type Found } from '../model.js';
import { isUncategorised, namesObject } from '../stages/classify/category.js';
import {
  CALL_PURPOSE,
  CALL_TASK,
  EXPIRY_SAID,
  FOLLOW_UP,
  MOTION_ONLY,
  NOT_MISS_ALONE,
  OBJECT_PRONOUN,
  PLACE_FOLLOW_UP,
  UNDATED,
} from '../stages/classify/patterns.js';
import { capitalise, fold, hasCyrillic } from '../stages/normalise/text.js';
import { dueThing } from '../stages/titles/rewrites.js';
import { rewriteTitle } from '../stages/titles/rules.js';
import { SPAN_DATE, THAT_DAY } from './reader-patterns.js';
import {
  done,
  type ReaderRule,
  readOn,
  type ReaderState,
  type TaskInHand,
  taskList,
} from './reader-state.js';
import { atFoundRule } from './scenes.js';

/** The task of the clause at the state: its title (the 'no-title' rule made it), date, cue and referent. */
export function findTask(state: ReaderState): TaskInHand {
  const { clause, flow, previous, title } = state;
  // "вечером" names a time of day: with a day already said ("завтра утром …, а вечером …") that day counts.
  // A week or a month said for the task before ("на следующей неделе …, и вечером …") is no day.
  const dayBefore =
    flow.date ?? (previous?.date && !SPAN_DATE.test(fold(previous.date.text)) ? previous.date : undefined);
  const own = clause.date && clause.date.rank === 0 && dayBefore ? dayBefore : clause.date;
  const antecedent = previous ? previous.date : flow.antecedentDate;
  // "…и съездить бы на шиномонтаж": a hedged wish names its own date or none.
  const undated = UNDATED.test(fold(clause.text)) || /(?<![а-яё])бы(?![а-яё])/.test(fold(clause.text));
  // "…, пиво взять по дороге": the trip's day, a copy, so the trip is not taken for this task's context.
  const onTheWay = clause.onTheWay && antecedent ? { ...antecedent } : undefined;
  const date = undated
    ? own
    : (own ?? (clause.anaphora ? antecedent : onTheWay) ?? flow.date ?? clause.clockDate);
  const priority = clause.priority ?? flow.priority;
  // A pronoun ("согласовать его") or a title with no category words of its own ("подготовиться") takes
  // the category of the task before it in the sentence.
  // A pronoun beside an object of its own ("починить им забор", "take them to the vet") does not.
  const refersTo =
    previous !== undefined &&
    ((OBJECT_PRONOUN.test(fold(title)) && !namesObject(title)) ||
      // "позвонить Лене", "text Anna": a call to someone named is about that person, not the task before.
      (isUncategorised(title) && !(CALL_TASK.test(title) && /\s\p{Lu}\p{Ll}/u.test(title))))
      ? previous
      : undefined;
  const found: Found = {
    title,
    // "стиралка сломалась, починить": a bare verb titled from the statement before is read from both.
    source:
      flow.note && !/\s/.test(clause.core.trim())
        ? `${flow.note}, ${clause.text.trim()}`
        : clause.text.trim(),
    date,
    priority,
    topic: flow.topic,
    refersTo,
    event: clause.kind === 'noun',
    undone: clause.undone,
    due: clause.due,
  };
  return { found, last: state.tasks.at(-1), own, date, replacesLast: false };
}

/** The task in hand: the 'task' rule has found it before the found rules run. */
function inHand(state: ReaderState): TaskInHand {
  if (!state.task) throw new Error('a found rule runs on a clause with no task found');
  return state.task;
}

/** A renewal said with no object ("renew", "renew online", "extend it asap" is a pronoun's). */
const BARE_RENEWAL = /^(renew|extend|update)((?:\s+(?:online|today|asap|soon|early|now))?)$/;

/** The task in hand takes the place of the one said just before it, titled with that one's thing. */
function takePlaceOfLast(state: ReaderState, task: TaskInHand, last: Found): ReaderState {
  task.replacesLast = true;
  state.tasks.pop();
  // "Rent is due on the 1st, pay it": "it" is the rent, not "the pay rent".
  task.found.title = rewriteTitle(state.clause.core, {
    subject: last.due ? dueThing(last.title) : `the ${fold(last.title)}`,
    note: state.flow.note,
  });
  task.found.date ??= last.date;
  return state;
}

/** The tasks with the one in hand, as "title @ date". */
const withFound = (state: ReaderState) => ({
  tasks: taskList(state),
  found: state.task ? taskList({ ...state, tasks: [state.task.found] })[0] : undefined,
});

/** The found rules, walked in order until one reads the clause. */
export const FOUND_RULES: readonly ReaderRule[] = [
  {
    name: 'motion-then-task',
    description:
      'a trip said as its own task ("drive over on sunday") and then, with "and", the task it is for: the trip is the way there, and the task takes its date',
    examples: [
      atFoundRule('motion-then-task', 'go over on sunday and fix the fence', {
        tasks: [],
        found: 'Fix the fence @ on sunday',
      }),
      atFoundRule('motion-then-task', 'call Tom on sunday and fix his fence', {
        tasks: ['Call Tom @ on sunday'],
        found: 'Fix his fence',
      }),
    ],
    apply: (state) => {
      const { found, last } = inHand(state);
      if (last && MOTION_ONLY.test(last.title) && state.clause.separator === 'and') {
        state.tasks.pop();
        found.date ??= last.date;
      }
      return state;
    },
    show: withFound,
  },
  {
    name: 'expiry-dates-task',
    description:
      'an expiry said after a task ("get the car inspected, the sticker runs out on the 10th") dates that task (its own day wins over one taken from an event) and is no task of its own',
    examples: [
      atFoundRule('expiry-dates-task', 'book a car inspection, the sticker expires on the 10th', {
        tasks: ['Book a car inspection @ on the 10th'],
        read: true,
      }),
    ],
    apply: (state) => {
      const { found, last } = inHand(state);
      const { clause, tasks, previous } = state;
      if (!(clause.due && EXPIRY_SAID.test(fold(clause.text)) && last && tasks.at(-1) === previous))
        return state;
      if (found.date && (last.date === undefined || state.fromEvent.has(last))) {
        last.date = found.date;
        state.fromEvent.delete(last);
        state.dated.add(last);
      }
      return done(state);
    },
    show: (state) => ({ tasks: taskList(state), read: state.read }),
  },
  {
    name: 'renew-expiry',
    description:
      'an expiry said first is a task of its own; "renew it" (or a bare "renew online") right after it is that task, titled with the thing that expires',
    examples: [
      atFoundRule('renew-expiry', 'my passport expires on the 10th, renew it', {
        tasks: [],
        found: 'Renew the passport @ on the 10th',
      }),
      atFoundRule('renew-expiry', 'the parking permit expires on the 3rd, renew online', {
        tasks: [],
        found: 'Renew the parking permit online @ on the 3rd',
      }),
    ],
    apply: (state) => {
      const task = inHand(state);
      const { last } = task;
      const expired = last?.due === true && EXPIRY_SAID.test(fold(last.source));
      if (!expired) return state;
      if (OBJECT_PRONOUN.test(fold(state.title))) return takePlaceOfLast(state, task, last);
      // "…, renew online": a bare renewal is of the thing that expires, read as "renew it online".
      const bare = BARE_RENEWAL.exec(fold(state.clause.core).trim());
      if (!bare) return state;
      const core = `${bare[1]} it${bare[2] ?? ''}`;
      return takePlaceOfLast({ ...state, clause: { ...state.clause, core } }, task, last);
    },
    show: withFound,
  },
  {
    name: 'do-the-due-thing',
    description:
      'a thing said to be due is a task of its own; a task right after it that points back at it ("gotta finish that", "pay those") is that task, titled with the thing',
    examples: [
      atFoundRule('do-the-due-thing', 'the grant report is due friday, gotta finish that', {
        tasks: [],
        found: 'Finish the grant report @ due friday',
      }),
      atFoundRule('do-the-due-thing', 'the lab write-up is due monday, email it to Anna', {
        tasks: [],
        found: 'Email the lab write-up to Anna @ due monday',
      }),
    ],
    apply: (state) => {
      const task = inHand(state);
      const { found, last } = task;
      const pointsBack =
        last?.due === true &&
        state.tasks.at(-1) === last &&
        !hasCyrillic(state.title) &&
        // "gotta finish that", "send it to Kim", "print them out": the verb's object points back.
        /^\S+(?:\s+(?:up|out|off|over|back|in))?\s+(?:that|those|it|them)(?:[.!]*$|\s)/i.test(
          state.title.trim(),
        );
      if (!pointsBack) return state;
      found.priority ??= last.priority;
      return takePlaceOfLast(state, task, last);
    },
    show: withFound,
  },
  {
    name: 'order-one',
    description:
      'how to get the thing just named ("need a new bath mat, order one") is the verb of that task',
    examples: [
      atFoundRule('order-one', 'get a new doormat, order one', {
        tasks: ['Order a new doormat'],
        read: true,
      }),
    ],
    apply: (state) => {
      const { found, last } = inHand(state);
      const getOne = /^(order|buy|grab|pick\s+up)\s+one[.!]*$/i.exec(state.title.trim());
      if (!(last && getOne && /^Get\s/.test(last.title))) return state;
      last.title = `${capitalise(getOne[1] ?? '')} ${last.title.slice(4)}`;
      last.date ??= found.date;
      return done(state);
    },
    show: (state) => ({ tasks: taskList(state), read: state.read }),
  },
  {
    name: 'follow-up-finishes',
    description:
      'a verb on the same thing right after "and" or a comma ("weigh the parcel and label it", "распечатать договор и подписать его") finishes the task before it',
    examples: [
      atFoundRule('follow-up-finishes', 'распечатать договор и подписать его', {
        tasks: ['Распечатать договор'],
        read: true,
      }),
      atFoundRule('follow-up-finishes', 'распечатать договор и помыть окна', {
        tasks: ['Распечатать договор'],
        read: false,
      }),
    ],
    apply: (state) => {
      const { found, last, replacesLast } = inHand(state);
      const { clause } = state;
      const title = fold(state.title);
      if (
        last &&
        !replacesLast &&
        (clause.separator === 'and' || clause.separator === 'comma') &&
        (FOLLOW_UP.test(title) ||
          PLACE_FOLLOW_UP.test(title) ||
          (clause.separator === 'comma' && NOT_MISS_ALONE.test(title)) ||
          (clause.separator === 'comma' && CALL_TASK.test(last.title) && CALL_PURPOSE.test(title)))
      ) {
        last.date ??= found.date;
        return done(state);
      }
      return state;
    },
    show: (state) => ({ tasks: taskList(state), read: state.read }),
  },
  {
    name: 'new-task',
    description:
      "any other task is a new one: its date and cue, when said before the action, go on to the tasks after it; a task that only took an event's day is noted, in case its siblings name their own",
    examples: [
      atFoundRule('new-task', 'завтра купить хлеб и позвонить маме', {
        tasks: ['Купить хлеб @ завтра', 'Позвонить маме @ завтра'],
        read: true,
      }),
    ],
    apply: (state) => {
      const { found, own, date } = inHand(state);
      const { clause, flow } = state;
      state.tasks.push(found);
      // A task with a day of its own is a sibling of the event's tasks only once an event's day flows
      // ("send the invoice on monday, the fair is on saturday so bake a pie": the invoice is no sibling).
      if (own && flow.eventDate) state.dated.add(found);
      else if (
        !own &&
        flow.eventDate &&
        date === flow.date &&
        !clause.anaphora &&
        !THAT_DAY.test(fold(clause.text))
      )
        state.fromEvent.add(found);
      state.previous = found;
      if (clause.date && clause.dateLeads)
        state.flow = { ...state.flow, date: clause.date, eventDate: false };
      if (clause.priority && clause.cueLeads) state.flow = { ...state.flow, priority: clause.priority };
      return done(state);
    },
    show: (state) => ({ tasks: taskList(state), read: state.read }),
  },
];

/** Finds the task of the clause and walks the found rules over it. */
export function takeTask(state: ReaderState): ReaderState {
  state.task = findTask(state);
  return readOn(FOUND_RULES, state);
}
