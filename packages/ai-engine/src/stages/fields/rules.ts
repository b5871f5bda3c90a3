// Stage fields: what a task carries besides its title, in two ordered lists walked by their runners.
// `readClauseFields` runs CLAUSE_FIELD_RULES on a clause: its dates (deadline/: own date rules, then
// chrono-node, then a date corrected while speaking — one step here), its urgency cues and the priority
// they give. `fillFields` runs TASK_FIELD_RULES on a task the reader found: its language, priority,
// category (classify's rules), deadline, description, estimate, micro-steps and tags, each rule filling
// one field from the task and the fields before it.
import { AI_DESCRIPTION_MAX_LENGTH, type AiTaskCategory, type PriorityWord } from '@fokus/core';
import { type Day, endOfDayIso, isoDate, type LocalClock, localToday } from '../../calendar.js';
import { type Found, type RawSuggestedTask } from '../../model.js';
import { applyInOrder, type StageRule } from '../../rule.js';
import { isPurchase } from '../classify/category.js';
import { categorise } from '../classify/category-rules.js';
import { cutText, fold } from '../normalise/text.js';
import { languageOf } from '../segment/sentences.js';
import { correctedDates } from './deadline/corrections.js';
import { type DateReading, findDates } from './deadline/find-dates.js';
import { estimateMinutes, formatMinutes, kindTag, microSteps, type TaskLanguage } from './estimate.js';
import { type CueMatch, findCues, strongestCue } from './priority.js';

/** The clock the examples are read against: Tuesday 24 November 2026, 10:00 in +03:00. */
const EXAMPLE_CLOCK = { now: new Date('2026-11-24T10:00:00+03:00'), timeZone: '+03:00' };

/** What the clause field rules work on: the clause, the clock, and the fields read so far. */
export interface ClauseFields {
  readonly text: string;
  /** The clause folded (lower case, ё → е), as the patterns read it. */
  readonly folded: string;
  readonly clock: LocalClock;
  /** The user's local date. */
  readonly today: Day;
  /** The dates the clause names (best first) and the spans a title drops. */
  readonly dates: DateReading;
  /** Urgency cues, with their positions (a title drops them). */
  readonly cues: readonly CueMatch[];
  /** The priority the cues give (null when none is said). */
  readonly priority: PriorityWord | null;
}

/** The state the clause field rules start from: nothing read yet. */
function clauseSeed(text: string, clock: LocalClock, today: Day): ClauseFields {
  return {
    text,
    folded: fold(text),
    clock,
    today,
    dates: { dates: [], spans: [] },
    cues: [],
    priority: null,
  };
}

/** Example input: a clause against the example clock, its cues already read when `cuesRead`. */
const clause = (text: string, cuesRead = false): ClauseFields => {
  const seed = clauseSeed(text, EXAMPLE_CLOCK, localToday(EXAMPLE_CLOCK));
  return cuesRead ? { ...seed, cues: findCues(seed.folded) } : seed;
};
const dateOf = (text: string, expected: string[]) => ({ input: clause(text), expected });
const priorityOf = (text: string, expected: PriorityWord | null) => ({ input: clause(text, true), expected });

/** The clause field rules, in the order they run. */
export const CLAUSE_FIELD_RULES: readonly StageRule<ClauseFields, ClauseFields, unknown>[] = [
  {
    name: 'deadline',
    description:
      'relative and calendar dates read against the local date (docs/ai-local.md §4); a date corrected while speaking ("ой нет", "no wait") replaces the one before',
    examples: [
      dateOf('послезавтра сдать анализы', ['2026-11-26']),
      dateOf('к пятнице починить принтер', ['2026-11-27']),
      dateOf('fix the gate next week', ['2026-11-30']),
      dateOf('pay rent by the end of the month', ['2026-11-30']),
      dateOf('на выходных перебрать балкон', ['2026-11-28']),
      dateOf('tidy the desk', []),
      dateOf('заплатить взнос до двадцать восьмого', ['2026-11-28']),
      dateOf('абонемент сгорает пятого', ['2026-12-05']),
      dateOf('вернуть второго котёнка', []),
      dateOf('забрать шторы в среду ой нет в пятницу', ['2026-11-27']),
      dateOf('mail the forms on thursday no wait monday', ['2026-11-30']),
      dateOf('mail the forms on thursday', ['2026-11-26']),
      dateOf('the gas bill is due on the fifth no wait the sixth', ['2026-12-06']),
    ],
    apply: (state) => ({
      ...state,
      dates: correctedDates(state.text, findDates(state.text, state.clock, state.today)),
    }),
    show: (state: ClauseFields) => state.dates.dates.map((match) => isoDate(match.date)),
  },
  {
    name: 'cues',
    description:
      'urgency cues of lexicon/urgency.ts, with where they are (an explicit low cue hides the words inside it)',
    examples: [
      { input: clause('срочно перевести деньги'), expected: [{ start: 0, end: 6, priority: 'high' }] },
      { input: clause('clean the grill, no rush'), expected: [{ start: 17, end: 24, priority: 'low' }] },
      { input: clause('clean the grill'), expected: [] },
      // A word that strengthens the cue is part of it: the title drops both.
      {
        input: clause('записать кота к врачу прям срочно'),
        expected: [{ start: 22, end: 33, priority: 'high' }],
      },
      { input: clause('fix the hinge kinda urgent'), expected: [{ start: 14, end: 26, priority: 'high' }] },
    ],
    apply: (state) => ({ ...state, cues: findCues(state.folded) }),
    show: (state: ClauseFields) => state.cues,
  },
  {
    name: 'priority',
    description:
      'the strongest cue: срочно / urgent → high, важно / important → medium, не срочно / no rush → low (only when nothing stronger is said)',
    examples: [
      priorityOf('срочно перевести деньги', 'high'),
      priorityOf('important: sign the form', 'medium'),
      priorityOf('no rush, clean the grill', 'low'),
      priorityOf('перебрать специи не горит', 'low'),
      priorityOf('oil the hinges when I get a chance', 'low'),
      priorityOf('none of this is urgent: oil the hinges', 'low'),
      priorityOf('clean the grill', null),
    ],
    apply: (state) => ({ ...state, priority: strongestCue(state.cues) }),
    show: (state: ClauseFields) => state.priority,
  },
];

/** Walks the clause field rules over a clause: its dates, cues and priority. */
export function readClauseFields(text: string, clock: LocalClock, today: Day): ClauseFields {
  return applyInOrder(CLAUSE_FIELD_RULES, clauseSeed(text, clock, today));
}

/** Characters of a task's sentence and header used to help categorise it. */
export const CONTEXT_MAX_LENGTH = 300;

/** What a task's fields are read with besides the task. */
export interface FieldsContext {
  readonly clock: LocalClock;
  /** The language of the dump (asked for, or its script), for a title that shows none. */
  readonly fallback: TaskLanguage;
  /** The category of the task a pronoun in this one refers to ("согласовать его"). */
  readonly referred?: AiTaskCategory | undefined;
}

/** What the task field rules work on: the task found, its context, and the fields filled so far. */
export interface TaskFields extends FieldsContext {
  readonly found: Found;
  /** The language of the task's own words (the fallback until the language rule runs). */
  readonly language: TaskLanguage;
  readonly task: Partial<RawSuggestedTask>;
}

function taskSeed(found: Found, context: FieldsContext): TaskFields {
  return { ...context, found, language: context.fallback, task: {} };
}

/** Example input: a task with its title (and source, date, priority), fields filled by `before`. */
const task = (
  found: Partial<Found> & { title: string },
  filled: Partial<RawSuggestedTask> & { language?: TaskLanguage } = {},
  fallback: TaskLanguage = 'ru',
): TaskFields => {
  const { language, ...fields } = filled;
  return {
    ...taskSeed({ source: found.title, ...found }, { clock: EXAMPLE_CLOCK, fallback }),
    ...(language ? { language } : {}),
    task: fields,
  };
};
const fill = (rule: (state: TaskFields) => Partial<RawSuggestedTask>) => (state: TaskFields) => ({
  ...state,
  task: { ...state.task, ...rule(state) },
});

/** The task field rules, in the order they run. */
export const TASK_FIELD_RULES: readonly StageRule<TaskFields, TaskFields, unknown>[] = [
  {
    name: 'language',
    description: "the task's language is its title's (Cyrillic → ru, Latin → en), else the dump's",
    examples: [
      { input: task({ title: 'Call the landlord' }), expected: 'en' },
      { input: task({ title: 'Позвонить в ЖЭК' }, {}, 'en'), expected: 'ru' },
      { input: task({ title: '2FA' }, {}, 'en'), expected: 'en' },
    ],
    apply: (state) => ({ ...state, language: languageOf(state.found.title, state.fallback) }),
    show: (state: TaskFields) => state.language,
  },
  {
    name: 'priority',
    description: 'the priority the reader found for the task, else low',
    examples: [
      { input: task({ title: 'Перевести деньги', priority: 'high' }), expected: 'high' },
      { input: task({ title: 'Clean the grill' }), expected: 'low' },
    ],
    apply: fill((state) => ({ priority: state.found.priority ?? 'low' })),
    show: (state: TaskFields) => state.task.priority,
  },
  {
    name: 'category',
    description:
      "the category of the task a pronoun refers to (not for a purchase), else classify's category rules on the title with its sentence and header",
    examples: [
      { input: task({ title: 'Записаться к терапевту' }), expected: 'здоровье' },
      { input: { ...task({ title: 'Согласовать его' }), referred: 'работа' }, expected: 'работа' },
      { input: { ...task({ title: 'Купить его' }), referred: 'работа' }, expected: 'покупки' },
      { input: task({ title: 'Подготовиться', topic: 'отчёт для клиента' }), expected: 'работа' },
    ],
    apply: fill((state) => ({
      category:
        (isPurchase(state.found.title) ? undefined : state.referred) ??
        // The context is bounded: scoring is per word and stem, and a 10,000-character run-on is no better a hint.
        categorise(
          state.found.title,
          cutText([state.found.topic, state.found.source].filter(Boolean).join(' '), CONTEXT_MAX_LENGTH),
        ),
    })),
    show: (state: TaskFields) => state.task.category,
  },
  {
    name: 'deadline',
    description:
      "the words that named the date and the end of that day in the user's zone, or no deadline in the task's language",
    examples: [
      {
        input: task({
          title: 'Сдать анализы',
          date: { day: { year: 2026, month: 11, day: 26, weekday: 4 }, text: 'послезавтра', rank: 2 },
        }),
        expected: ['послезавтра', '2026-11-26T23:59:59+03:00'],
      },
      { input: task({ title: 'Сдать анализы' }, { language: 'ru' }), expected: ['без срока', null] },
      { input: task({ title: 'Tidy the desk' }, { language: 'en' }), expected: ['no deadline', null] },
    ],
    apply: fill((state) => ({
      deadline_text: state.found.date
        ? cutText(state.found.date.text, 50)
        : state.language === 'ru'
          ? 'без срока'
          : 'no deadline',
      deadline_date: state.found.date ? endOfDayIso(state.found.date.day, state.clock) : null,
    })),
    show: (state: TaskFields) => [state.task.deadline_text, state.task.deadline_date],
  },
  {
    name: 'description',
    description: 'the words the task was read from, on one line, at most 500 characters',
    examples: [
      {
        input: task({ title: 'Починить кран', source: 'кран\n  опять  течёт, починить' }),
        expected: 'кран опять течёт, починить',
      },
    ],
    apply: fill((state) => ({
      description: cutText(state.found.source.replace(/\s+/g, ' ').trim(), AI_DESCRIPTION_MAX_LENGTH),
    })),
    show: (state: TaskFields) => state.task.description,
  },
  {
    name: 'estimate',
    description: "minutes by the kind of task, or the time the text states, in the task's language",
    examples: [
      { input: task({ title: 'Позвонить в ЖЭК' }, { language: 'ru' }), expected: '15 мин' },
      { input: task({ title: 'Пробежка 40 минут' }, { language: 'ru' }), expected: '40 мин' },
      { input: task({ title: 'Call the landlord' }, { language: 'en' }), expected: '15 min' },
    ],
    apply: fill((state) => ({
      estimated_time: formatMinutes(estimateMinutes(state.found.title, state.found.source), state.language),
    })),
    show: (state: TaskFields) => state.task.estimated_time,
  },
  {
    name: 'micro-steps',
    description: "three to five concrete steps of 5–15 minutes for the kind of task, in the task's language",
    examples: [{ input: task({ title: 'Write the grant report' }, { language: 'en' }), expected: true }],
    apply: fill((state) => ({
      subtasks: microSteps(state.found.title, state.language).map((step) => ({
        title: step.title,
        estimated_time: formatMinutes(step.minutes, state.language),
        order: step.order,
      })),
    })),
    show: (state: TaskFields) => {
      const steps = state.task.subtasks ?? [];
      return (
        steps.length >= 3 &&
        steps.length <= 5 &&
        steps.every((step) => /^(?:[5-9]|1[0-5]) min$/.test(step.estimated_time))
      );
    },
  },
  {
    name: 'tags',
    description:
      'the kind of task, the category and, for high priority, срочно / urgent (at most five, no repeats)',
    examples: [
      {
        input: task({ title: 'Позвонить в ЖЭК' }, { language: 'ru', category: 'дом', priority: 'high' }),
        expected: ['звонок', 'дом', 'срочно'],
      },
      {
        input: task({ title: 'Call the landlord' }, { language: 'en', category: 'дом', priority: 'low' }),
        expected: ['call', 'дом'],
      },
    ],
    apply: fill((state) => {
      const tags = [kindTag(state.found.title, state.language), state.task.category];
      if (state.task.priority === 'high') tags.push(state.language === 'ru' ? 'срочно' : 'urgent');
      return { tags: [...new Set(tags)].slice(0, 5) as string[] };
    }),
    show: (state: TaskFields) => state.task.tags,
  },
];

/** A field no rule filled: a rule is missing from the list. */
function filled<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Error(`fields: no rule filled ${field}`);
  return value;
}

/** Walks the task field rules over a task the reader found: the spec's AI-suggested task fields (§3). */
export function fillFields(found: Found, context: FieldsContext): RawSuggestedTask {
  const { task: fields } = applyInOrder(TASK_FIELD_RULES, taskSeed(found, context));
  return {
    title: found.title,
    description: filled(fields.description, 'description'),
    priority: filled(fields.priority, 'priority'),
    deadline_text: filled(fields.deadline_text, 'deadline_text'),
    deadline_date: filled(fields.deadline_date, 'deadline_date'),
    category: filled(fields.category, 'category'),
    estimated_time: filled(fields.estimated_time, 'estimated_time'),
    subtasks: filled(fields.subtasks, 'subtasks'),
    tags: filled(fields.tags, 'tags'),
  };
}
