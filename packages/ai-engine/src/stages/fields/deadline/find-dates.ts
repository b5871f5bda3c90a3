// Stage fields, deadlines: every date phrase of a text, read against the user's local date. The own rules
// (date-rules.ts) come first; chrono-node reads the calendar forms they leave. Every match keeps its
// position so the title can drop the date words.
import * as chrono from 'chrono-node';
import { type Day, dayOf, type LocalClock, localNow, offsetMinutesAt, shiftDays } from '../../../calendar.js';
import { EN_MONTH, EN_WEEKDAY, RU_MONTH, RU_WEEKDAY } from '../../../lexicon/time-words.js';
import { fold, hasCyrillic, WORD_END, WORD_START } from '../../normalise/text.js';
import { compare, type DateMatch } from './date-rule.js';
import { RULES } from './date-rules.js';

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

export function chronoMatches(text: string, clock: LocalClock, today: Day): DateMatch[] {
  if (!CALENDAR_WORD.test(fold(text))) return [];
  const parser = hasCyrillic(text) ? chrono.ru : chrono.en;
  const reference = { instant: clock.now, timezone: offsetMinutesAt(clock.now, clock.timeZone) };
  const results: DateMatch[] = [];
  for (const result of parser.parse(text, reference, { forwardDate: true })) {
    const known = result.start;
    const hasDay = known.isCertain('day') || known.isCertain('weekday');
    const matched = fold(result.text);
    const after = text.slice(result.index + result.text.length);
    if (!hasDay || /^['’]s/.test(after)) continue;
    // Relative words (неделю, month) are the own rules' business; chrono is trusted with calendar forms only.
    if (!CALENDAR_WORD.test(matched) || DURATION.test(matched)) continue;
    if (/^(?:день|дня|дни|сутки|now|day|night|morning|evening)$/.test(matched)) continue;
    // A bare number is not a date here ("1099s", "2-ндфл"); lengths of time and past dates are no deadlines.
    if (/^\d+s?$/.test(matched) || BARE_DURATION.test(matched)) continue;
    // "приготовить на два дня", "pack for two days": how long, not when.
    if (/(?:^|\s)(?:на|for)\s+$/.test(fold(text.slice(0, result.index))) || /^(?:на|for)\s/.test(matched))
      continue;
    // Today's weekday named bare is no deadline (see isTodayNamed).
    if (BARE_WEEKDAY_WORD.test(matched) && ((known.get('weekday') ?? -1) + 6) % 7 === today.weekday - 1)
      continue;
    if (PAST_BEFORE.test(fold(text.slice(0, result.index))) || PAST_AFTER.test(fold(after))) continue;
    const year = known.get('year');
    const month = known.get('month');
    const day = known.get('day');
    if (year === null || month === null || day === null) continue;
    let date = dayOf({ year, month, day });
    if (!known.isCertain('day') && compare(date, today) === 0) date = shiftDays(today, 7);
    if (compare(date, today) < 0) continue;
    results.push({ start: result.index, end: result.index + result.text.length, date, rank: 1 });
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

/** Minutes since local midnight of the clock's instant. */
export function minuteOfDay(clock: LocalClock): number {
  const local = localNow(clock);
  return local.hour * 60 + local.minute;
}

/** Reads every date phrase of `text` against the user's local today. */
export function findDates(
  text: string,
  clock: LocalClock,
  today: Day,
  russian = hasCyrillic(text),
): DateReading {
  const folded = fold(text).replace(/[’`]/g, "'");
  const minutes = Number.isFinite(clock.now.getTime()) ? minuteOfDay(clock) : 0;
  const found: (DateMatch & { order: number })[] = [];
  let order = 0;
  for (const { pattern, rank, resolve } of RULES) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
      const start = match.index;
      // "before tomorrow's pitch": the possessive goes with the date, which then stays in the title.
      const end =
        start + match[0].length + (/^'s(?![a-z])/.test(folded.slice(start + match[0].length)) ? 2 : 0);
      if (end === start) {
        pattern.lastIndex++;
        continue;
      }
      if (PAST_BEFORE.test(folded.slice(0, start)) || PAST_AFTER.test(folded.slice(end))) continue;
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
    /'s$/.test(folded.slice(0, end)) ||
    ((/(?:^|\s)the\s+$/.test(folded.slice(0, start)) || /^the\s/.test(folded.slice(start, end))) &&
      // "the day after tomorrow pay the bill": a relative day is said for the task, never an event's.
      !RELATIVE_DAY.test(folded.slice(start, end)) &&
      EVENT_NOUN_AFTER.test(folded.slice(end)));
  // "plan next weekend", "спланировать неделю": a stretch of time after a verb of planning is what is
  // planned, not when — the title keeps it and it dates nothing.
  const planned = ({ start, end }: DateMatch) =>
    PLAN_VERB_BEFORE.test(folded.slice(0, start)) && PLANNED_PERIOD.test(folded.slice(start, end));
  for (let index = kept.length - 1; index >= 0; index--) {
    const match = kept[index];
    if (match && planned(match)) kept.splice(index, 1);
  }
  const own = kept.filter((match) => !namesEvent(match) && match.rank >= 0);
  const dates = kept
    .filter((match) => own.length === 0 || !namesEvent(match))
    .sort((a, b) => b.rank - a.rank || a.start - b.start);
  const spans = kept
    .filter(
      (match) =>
        !namesEvent(match) &&
        !(
          BARE_WEEKDAY.test(folded.slice(match.start, match.end)) && EVENT_AFTER.test(folded.slice(match.end))
        ),
    )
    .map(({ start, end }) => ({ start, end }));
  TITLE_ONLY_TIME.lastIndex = 0;
  for (const match of folded.matchAll(TITLE_ONLY_TIME)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!spans.some((span) => start < span.end && end > span.start)) spans.push({ start, end });
  }
  return { dates, spans: spans.sort((a, b) => a.start - b.start) };
}
