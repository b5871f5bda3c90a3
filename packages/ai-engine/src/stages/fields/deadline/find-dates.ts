// Stage fields, deadlines: every date phrase of a text, read against the user's local date. The own rules
// (date-rules.ts) come first; chrono-node reads the calendar forms they leave, less the readings one of
// CHRONO_SKIPS drops. Every match keeps its position so the title can drop the date words.
import * as chrono from 'chrono-node';
import {
  type Day,
  dayOf,
  type LocalClock,
  localToday,
  offsetMinutesAt,
  shiftDays,
} from '../../../calendar.js';
import { type RuleExample, type StageRule } from '../../../rule.js';
import { EN_MONTH, EN_WEEKDAY, RU_MONTH, RU_WEEKDAY, WAY_HOME } from '../../../lexicon/time-words.js';
import { fold, hasCyrillic, textBefore, WORD_END, WORD_START } from '../../normalise/text.js';
import {
  clockOf,
  compare,
  type DateMatch,
  type DatePhrase,
  example,
  foldForDates,
  minuteOfDay,
  type Rule,
  ruleMatches,
} from './date-rule.js';
import { DATE_RULES } from './date-rules.js';

/** The way home after work dates a task today, yet says where it is done: the title keeps it («Купить хлеб по дороге домой»). */
const WAY_HOME_ONLY = new RegExp(`^${WAY_HOME}$`);

/** Spans that are not dates but are dropped from titles (a bare hour: "в 18 забрать", "at 3"). */
export const TITLE_ONLY_TIME = new RegExp(
  [
    '@\\s*\\d{1,2}(?::\\d{2})?(?:\\s*(?:am|pm))?',
    `${WORD_START}(?:at|around)\\s+\\d{1,2}(?![\\d:./])(?!\\s*(?:st|nd|rd|th|%|km|k|miles?|min|minutes?|hours?|people|percent)${WORD_END})${WORD_END}`,
  ].join('|'),
  'g',
);

/** A digit, a month or a weekday: what a chrono-node reading must contain to be used. */
export const CALENDAR_WORD = new RegExp(`\\d|${EN_MONTH}|${RU_MONTH}|${EN_WEEKDAY}|${RU_WEEKDAY}`);
/** Durations chrono-node reads as "from now" ("20 minute run", "через час"): not deadlines here. */
export const DURATION = /(?:minute|min|hour|hr|second|sec|мин|час|сек)/i;
/** A bare length of time ("45 days", "for 2 weeks", "2 недели") says how long, not when. */
export const BARE_DURATION =
  /^(?:for\s+)?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|few|couple\s+of)\s+(?:days?|weeks?|months?|years?|дн[а-яё]*|день|сут[а-яё]*|недел[а-яё]*|месяц[а-яё]*|год[а-яё]*|лет)$/;
/** A date the text places in the past: "since the 12th", "it's been 3 days", "2 weeks ago", "неделю назад". */
export const PAST_BEFORE = /\b(?:since|been|last|past)\s+$/;
export const BARE_WEEKDAY_WORD = new RegExp(`^(?:${RU_WEEKDAY}|${EN_WEEKDAY})$`);
export const PAST_AFTER = /^\s*(?:ago\b|назад)/;

/** A reading of chrono-node, as the skips see it. */
export interface ChronoReading {
  readonly text: string;
  /** Where the words it read start in the text. */
  readonly index: number;
  /** The words it read, folded. */
  readonly matched: string;
  /** Where they end. */
  readonly end: number;
  /** The text after them, as written. */
  readonly after: string;
  readonly known: chrono.ParsedComponents;
  readonly today: Day;
}

/** Every reading chrono-node makes of a text that has a calendar word (none otherwise). */
export function chronoReadings(text: string, clock: LocalClock, today: Day): ChronoReading[] {
  if (!CALENDAR_WORD.test(fold(text))) return [];
  const parser = hasCyrillic(text) ? chrono.ru : chrono.en;
  const reference = { instant: clock.now, timezone: offsetMinutesAt(clock.now, clock.timeZone) };
  return parser.parse(text, reference, { forwardDate: true }).map((result) => ({
    text,
    index: result.index,
    matched: fold(result.text),
    end: result.index + result.text.length,
    after: text.slice(result.index + result.text.length),
    known: result.start,
    today,
  }));
}

/**
 * A reason a chrono-node reading is no deadline here. `skips` decides on a reading; `apply` tells whether
 * the rule skips the first reading of a phrase read at `now`, for its examples.
 */
export interface ChronoSkip extends StageRule<DatePhrase, boolean> {
  skips(reading: ChronoReading): boolean;
}

/** The name, description and examples of a skip. */
interface ChronoSkipAbout {
  readonly name: string;
  readonly description: string;
  readonly examples: readonly RuleExample<DatePhrase, boolean>[];
}

function skip(about: ChronoSkipAbout, skips: ChronoSkip['skips']): ChronoSkip {
  return {
    ...about,
    skips,
    apply({ text, now }) {
      const clock = clockOf(now);
      const first = chronoReadings(text, clock, localToday(clock))[0];
      return first !== undefined && skips(first);
    },
  };
}

/** Monday 23 November 2026, 09:00 in +03:00: the clock of the skips' examples. */
const MONDAY = '2026-11-23T09:00:00+03:00';

/** Why a chrono-node reading is dropped, in the order they are asked; a reading none skips is a date. */
export const CHRONO_SKIPS: readonly ChronoSkip[] = [
  skip(
    {
      name: 'no-day',
      description:
        'a reading with no certain day or weekday ("at 5", "in May"), or one that owns a thing ("friday\'s")',
      examples: [
        example('call the plumber at 5', MONDAY, true),
        example("review friday's minutes", MONDAY, true),
        example('call the plumber on 12/9', MONDAY, false),
      ],
    },
    ({ known, after }) => !(known.isCertain('day') || known.isCertain('weekday')) || /^['’]s/.test(after),
  ),
  // Relative words (неделю, month) are the own rules' business; chrono is trusted with calendar forms only.
  skip(
    {
      name: 'no-calendar-form',
      description: 'words with no digit, month or weekday, or a length in minutes or hours ("20 minute jog")',
      examples: [
        example('do a 20 minute jog on 12/9', MONDAY, true),
        example('sell the bike on 12/9', MONDAY, false),
      ],
    },
    ({ matched }) => !CALENDAR_WORD.test(matched) || DURATION.test(matched),
  ),
  skip(
    {
      name: 'part-of-day-word',
      description: 'a word for a day or a part of it alone ("день", "night", "morning")',
      examples: [example('отдежурить сутки 2 раза', MONDAY, true), example('5 december', MONDAY, false)],
    },
    ({ matched }) => /^(?:день|дня|дни|сутки|now|day|night|morning|evening)$/.test(matched),
  ),
  // A bare number is not a date here ("1099s", "2-ндфл"); lengths of time and past dates are no deadlines.
  skip(
    {
      name: 'bare-number-or-length',
      description: 'a bare number ("1099s") or a bare length of time ("45 days", "2 недели")',
      examples: [
        example('store the seeds for 3 weeks 5 december', MONDAY, true),
        example('buy seeds 5 december', MONDAY, false),
      ],
    },
    ({ matched }) => /^\d+s?$/.test(matched) || BARE_DURATION.test(matched),
  ),
  // "приготовить на два дня", "pack for two days": how long, not when.
  skip(
    {
      name: 'length-for',
      description: 'a reading after or starting with "на" / "for": how long something is for, not when',
      examples: [
        example('book the cabin for 3 days', MONDAY, true),
        example('book the cabin by 3 december', MONDAY, false),
      ],
    },
    ({ text, index, matched }) =>
      /(?:^|\s)(?:на|for)\s+$/.test(fold(textBefore(text, index))) || /^(?:на|for)\s/.test(matched),
  ),
  // Today's weekday named bare is no deadline (see isTodayNamed).
  skip(
    {
      name: 'today-weekday-bare',
      description: "today's weekday named alone says what day it is",
      examples: [example('monday', MONDAY, true), example('tuesday', MONDAY, false)],
    },
    ({ matched, known, today }) =>
      BARE_WEEKDAY_WORD.test(matched) && ((known.get('weekday') ?? -1) + 6) % 7 === today.weekday - 1,
  ),
  skip(
    {
      name: 'past',
      description: 'a date the text places in the past ("since the 3rd", "5 days ago", "2 дня назад")',
      examples: [
        example("haven't called since 5 december", MONDAY, true),
        example('call on 5 december', MONDAY, false),
      ],
    },
    ({ text, index, after }) =>
      PAST_BEFORE.test(fold(textBefore(text, index))) || PAST_AFTER.test(fold(after)),
  ),
];

/** The chrono-node readings no skip drops, each as the day it names from today on (rank 1). */
export function chronoMatches(text: string, clock: LocalClock, today: Day): DateMatch[] {
  const results: DateMatch[] = [];
  for (const reading of chronoReadings(text, clock, today)) {
    if (CHRONO_SKIPS.some((rule) => rule.skips(reading))) continue;
    const { known, index, end } = reading;
    const year = known.get('year');
    const month = known.get('month');
    const day = known.get('day');
    if (year === null || month === null || day === null) continue;
    let date = dayOf({ year, month, day });
    if (!known.isCertain('day') && compare(date, today) === 0) date = shiftDays(today, 7);
    if (compare(date, today) < 0) continue;
    results.push({ start: index, end, date, rank: 1 });
  }
  return results;
}

/** A day named right before an event is part of the object ("slides for wed meeting"): kept in the title. */
export const EVENT_AFTER =
  /^\s+(?:meeting|class|session|appointment|deadline|lesson|standup|stand-up|party|presentation|interview|встреч|созвон|собрани|совещани|планерк|презентаци)/;
/** A noun after "the <date>" ("the may 1st picnic"), not a preposition or a verb of the sentence. */
export const EVENT_NOUN_AFTER =
  /^\s+(?!(?:at|by|and|or|to|for|in|on|of|is|was|will|from|with|until|till|deadline|due|then|so|but)(?![a-z]))[a-z]{3,}/;
/** A relative day written with "the": it names when to act, not an event. */
export const RELATIVE_DAY = /^(?:the\s+)?(?:day\s+after\s+tomorrow|end\s+of\s)/;
/** A bare weekday ("wed", "for Friday"), the only date that can describe an event noun after it. */
export const BARE_WEEKDAY = new RegExp(
  `^(?:for\\s+)?(?:${EN_WEEKDAY}|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)$`,
);

/** A verb of planning right before a date phrase ("plan out the", "распланировать"). */
export const PLAN_VERB_BEFORE =
  /(?:^|\s)(?:plan|plan\s+out|map\s+out|organi[sz]e|распланировать|спланировать|планировать|продумать|расписать)\s+(?:(?:the|my|our|this|next)\s+)?$/;
/** A stretch of time that can be what is planned (weekend, week, month, holidays; ru and en). */
export const PLANNED_PERIOD =
  /^(?:the\s+|this\s+|next\s+|эти\s+|следующ[а-яё]+\s+)?(?:weekend|week|month|holidays|выходные|неделю|месяц|каникулы|праздники)$/;

/** What findDates reports: every date phrase (best first) and the spans a title should drop. */
export interface DateReading {
  /** Date phrases, the one that counts first (most specific, then earliest). */
  readonly dates: readonly DateMatch[];
  /** Spans of dates and clock times to drop from a title. */
  readonly spans: readonly { start: number; end: number }[];
}

/** "про", "насчёт", "about", "regarding" right before a day: the day is the topic, not a date. */
const TOPIC_BEFORE = /(?:^|\s)(?:про|насчет|about|regarding|re:?)\s+$/;

/**
 * "from", "to", "until" right before a day the title drops ("moved from Wednesday", "push it to Monday"):
 * left behind, they dangle at the title's end ("Dentist moved to").
 */
const LEADS_TO_DAY = /(?<![\p{L}'])(?:from|to|until|till|til)\s+$/u;

/** Reads every date phrase of `text` against the user's local today (with the own date rules `rules`). */
export function findDates(
  text: string,
  clock: LocalClock,
  today: Day,
  russian = hasCyrillic(text),
  rules: readonly Rule[] = DATE_RULES,
): DateReading {
  const folded = foldForDates(text);
  const minutes = minuteOfDay(clock);
  const found: (DateMatch & { order: number })[] = [];
  let order = 0;
  for (const { pattern, rank, resolve } of rules) {
    for (const { match, start, end } of ruleMatches(pattern, folded)) {
      if (PAST_BEFORE.test(textBefore(folded, start)) || PAST_AFTER.test(folded.slice(end))) continue;
      const date = resolve(match, { today, minuteOfDay: minutes, after: folded.slice(end), russian });
      if (date) found.push({ start, end, date, rank, order: order++ });
    }
  }
  // Overlaps: the longer phrase wins ("завтра утром" over "утром"), then the earlier rule.
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.order - b.order);
  const kept: (DateMatch & { order: number })[] = [];
  for (const match of found) {
    if (!kept.some((other) => match.start < other.end && match.end > other.start)) kept.push(match);
  }
  if (!kept.some((match) => match.rank >= 0)) {
    for (const match of chronoMatches(text, clock, today)) {
      if (!kept.some((other) => match.start < other.end && match.end > other.start))
        kept.push({ ...match, order: order++ });
    }
  }
  // A day that names an event ("before tomorrow's pitch", "plan the may 1st picnic") is part of the
  // object: the title keeps it, and it yields to a date said for the task ("… tonight", "by thursday").
  const namesEvent = ({ start, end }: DateMatch) =>
    folded.endsWith("'s", end) ||
    ((/(?:^|\s)the\s+$/.test(textBefore(folded, start)) || /^the\s/.test(folded.slice(start, end))) &&
      // "the day after tomorrow pay the bill": a relative day is said for the task, never an event's.
      !RELATIVE_DAY.test(folded.slice(start, end)) &&
      EVENT_NOUN_AFTER.test(folded.slice(end)));
  // "plan next weekend", "спланировать неделю": a stretch of time after a verb of planning is what is
  // planned, not when — the title keeps it and it dates nothing.
  const planned = ({ start, end }: DateMatch) =>
    PLAN_VERB_BEFORE.test(textBefore(folded, start)) && PLANNED_PERIOD.test(folded.slice(start, end));
  // "написать Лене про субботу", "ask Tom about friday": a day after "about" is what the task is about.
  const topic = ({ start }: DateMatch) => TOPIC_BEFORE.test(textBefore(folded, start));
  for (let index = kept.length - 1; index >= 0; index--) {
    const match = kept[index];
    if (match && (planned(match) || topic(match))) kept.splice(index, 1);
  }
  const own = kept.filter((match) => !namesEvent(match) && match.rank >= 0);
  const dates = kept
    .filter((match) => own.length === 0 || !namesEvent(match))
    .sort((a, b) => b.rank - a.rank || a.start - b.start);
  const spans = kept
    .filter(
      (match) =>
        !namesEvent(match) &&
        !WAY_HOME_ONLY.test(folded.slice(match.start, match.end)) &&
        !(
          BARE_WEEKDAY.test(folded.slice(match.start, match.end)) && EVENT_AFTER.test(folded.slice(match.end))
        ),
    )
    // "moved from Wednesday to Friday", "push it to Monday": the word that led to the day goes with it.
    .map(({ start, end }) => ({
      start: start - (LEADS_TO_DAY.exec(textBefore(folded, start, 8))?.[0].length ?? 0),
      end,
    }));
  TITLE_ONLY_TIME.lastIndex = 0;
  for (const match of folded.matchAll(TITLE_ONLY_TIME)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!spans.some((span) => start < span.end && end > span.start)) spans.push({ start, end });
  }
  return { dates, spans: spans.sort((a, b) => a.start - b.start) };
}
