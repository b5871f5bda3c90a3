// Deadlines in ru and en, read against the user's local date. Own rules come first, for the phrases
// chrono-node misses or reads differently from the evaluation conventions ("к пятнице" = that Friday,
// "на выходных" = the coming Saturday, "на следующей неделе" = next Monday, "до конца месяца" = its
// last day, "вечером" = today, "до Нового года" = 31 December, a weekday that is today = a week later);
// chrono-node reads what is left (other calendar forms). Every match keeps its position so the title
// can drop the date words.
import * as chrono from 'chrono-node';
import {
  dayOf,
  daysInMonth,
  lastDayOfMonth,
  offsetMinutesAt,
  shiftDays,
  type Day,
  type LocalClock,
} from './clock.js';
import { WORD_END, WORD_START, fold, hasCyrillic } from './text.js';

/** A date phrase found in a text. */
export interface DateMatch {
  readonly start: number;
  readonly end: number;
  /** The local calendar date it names. */
  readonly date: Day;
  /** How specific it is: 3 a calendar date, 2 a day, 1 a period, 0 a time of today, -1 a bare clock time. */
  readonly rank: number;
}

/** What a rule needs to resolve a match. */
interface RuleContext {
  readonly today: Day;
  /** Minutes since local midnight now. */
  readonly minuteOfDay: number;
  /** Text after the match (folded), for rules that look ahead. */
  readonly after: string;
  /** True when the whole text is Russian (numeric dates read day first). */
  readonly russian: boolean;
}

interface Rule {
  readonly pattern: RegExp;
  readonly rank: number;
  resolve(match: RegExpExecArray, context: RuleContext): Day | null;
}

const RU_MONTHS: readonly [RegExp, number][] = [
  [/^январ/, 1],
  [/^феврал/, 2],
  [/^март/, 3],
  [/^апрел/, 4],
  [/^ма[йяе]/, 5],
  [/^июн/, 6],
  [/^июл/, 7],
  [/^август/, 8],
  [/^сентябр/, 9],
  [/^октябр/, 10],
  [/^ноябр/, 11],
  [/^декабр/, 12],
];
const EN_MONTHS: readonly [RegExp, number][] = [
  [/^jan/, 1],
  [/^feb/, 2],
  [/^mar/, 3],
  [/^apr/, 4],
  [/^may/, 5],
  [/^jun/, 6],
  [/^jul/, 7],
  [/^aug/, 8],
  [/^sep/, 9],
  [/^oct/, 10],
  [/^nov/, 11],
  [/^dec/, 12],
];
const RU_MONTH =
  '(?:январ[а-яёa-z]*|феврал[а-яёa-z]*|март[а-яёa-z]*|апрел[а-яёa-z]*|ма[йяе]|июн[а-яёa-z]*|июл[а-яёa-z]*|август[а-яёa-z]*|сентябр[а-яёa-z]*|октябр[а-яёa-z]*|ноябр[а-яёa-z]*|декабр[а-яёa-z]*)';
const EN_MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const RU_WEEKDAYS: readonly [RegExp, number][] = [
  [/^понедельник/, 1],
  [/^вторник/, 2],
  [/^сред/, 3],
  [/^четверг/, 4],
  [/^пятниц/, 5],
  [/^суббот/, 6],
  [/^воскресень/, 7],
  [/^пн$/, 1],
  [/^вт$/, 2],
  [/^ср$/, 3],
  [/^чт$/, 4],
  [/^пт$/, 5],
  [/^сб$/, 6],
  [/^вс$/, 7],
];
const EN_WEEKDAYS: readonly [RegExp, number][] = [
  [/^mon/, 1],
  [/^tue/, 2],
  [/^wed/, 3],
  [/^thu/, 4],
  [/^fri/, 5],
  [/^sat/, 6],
  [/^sun/, 7],
];
// Singular case forms only: a plural ("ненавижу понедельники", "по пятницам") names no one day.
const RU_WEEKDAY =
  '(?:(?:понедельник|вторник|четверг)(?:а|у|ом|е)?|сред[аыуе]|(?:пятниц|суббот)(?:а|ы|у|е|ей|ой)|воскресень[еяю]|воскресеньем)(?![а-яё])';
const EN_WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  один: 1,
  одну: 1,
  одна: 1,
  два: 2,
  две: 2,
  пару: 2,
  пара: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  couple: 2,
  'a couple': 2,
  'a couple of': 2,
  'couple of': 2,
};
const RU_NUMBER = '(?:\\d{1,2}|один|одну|одна|два|две|пару|три|четыре|пять|шесть|семь|восемь|девять|десять)';
const EN_NUMBER =
  '(?:\\d{1,2}|a\\s+couple(?:\\s+of)?|couple(?:\\s+of)?|an?|one|two|three|four|five|six|seven|eight|nine|ten)';

function lookup(table: readonly [RegExp, number][], word: string): number | undefined {
  return table.find(([pattern]) => pattern.test(word))?.[1];
}

function numberOf(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const normalised = text.trim().replace(/\s+/g, ' ');
  if (/^\d+$/.test(normalised)) return Number(normalised);
  return NUMBER_WORDS[normalised] ?? fallback;
}

/** The next `weekday` after today (today itself → a week later). */
function nextWeekday(today: Day, weekday: number): Day {
  const ahead = (weekday - today.weekday + 7) % 7;
  return shiftDays(today, ahead === 0 ? 7 : ahead);
}

/** `weekday` of next week (Monday to Sunday). */
function weekdayOfNextWeek(today: Day, weekday: number): Day {
  return shiftDays(today, 7 - today.weekday + weekday);
}

/** The coming Saturday: today on a Saturday, the next one on a Sunday. */
function comingSaturday(today: Day): Day {
  if (today.weekday === 6) return today;
  return shiftDays(today, today.weekday === 7 ? 6 : 6 - today.weekday);
}

function endOfWeek(today: Day): Day {
  return shiftDays(today, 7 - today.weekday);
}

function firstOfNextMonth(today: Day): Day {
  return today.month === 12
    ? dayOf({ year: today.year + 1, month: 1, day: 1 })
    : dayOf({ year: today.year, month: today.month + 1, day: 1 });
}

function addMonths(today: Day, months: number): Day {
  const index = today.month - 1 + months;
  const year = today.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return dayOf({ year, month, day: Math.min(today.day, daysInMonth(year, month)) });
}

function compare(a: Day, b: Day): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A day and month from today on: this year, or next year when it has passed; null when not a real date. */
function nextDate(today: Day, month: number, day: number, year?: number): Day | null {
  if (month < 1 || month > 12 || day < 1) return null;
  if (year !== undefined) {
    const full = year < 100 ? 2000 + year : year;
    if (day > daysInMonth(full, month)) return null;
    const date = dayOf({ year: full, month, day });
    return compare(date, today) < 0 ? null : date;
  }
  for (const candidateYear of [today.year, today.year + 1]) {
    if (day > daysInMonth(candidateYear, month)) continue;
    const date = dayOf({ year: candidateYear, month, day });
    if (compare(date, today) >= 0) return date;
  }
  return null;
}

/** The next day-of-month `day` from today (this month, else the next month that has it). */
function nextDayOfMonth(today: Day, day: number): Day | null {
  if (day < 1 || day > 31) return null;
  for (let step = 0; step < 3; step++) {
    const month = addMonths(dayOf({ ...today, day: 1 }), step);
    if (day > daysInMonth(month.year, month.month)) continue;
    const date = dayOf({ year: month.year, month: month.month, day });
    if (compare(date, today) >= 0) return date;
  }
  return null;
}

function relative(today: Day, amount: number, unit: string): Day | null {
  if (amount < 0 || amount > 366) return null;
  if (/^(?:д|сут|day)/.test(unit)) return shiftDays(today, amount);
  if (/^(?:недел|week)/.test(unit)) return shiftDays(today, amount * 7);
  if (/^(?:месяц|month)/.test(unit)) return addMonths(today, amount);
  if (/^(?:год|year)/.test(unit)) return addMonths(today, amount * 12);
  return null;
}

function rule(source: string, rank: number, resolve: Rule['resolve']): Rule {
  return { pattern: new RegExp(`${WORD_START}(?:${source})${WORD_END}`, 'g'), rank, resolve };
}

const RU_PREP = '(?:(?:до|к|ко|на|в|во|с|со|не\\s+позже|не\\s+позднее)\\s+)?';
const EN_PREP = '(?:(?:on|by|before|b4|until|till|til|due|for|no\\s+later\\s+than)\\s+)?';

/** The weekday rule shared by both languages: "next" → next week's, "this" → the coming one (today allowed). */
/**
 * "понедельник утро, а я уже без сил", "saturday and it's raining": today's weekday named bare (no
 * preposition, no "next") says what day it is, not when something is due. As a header ("Monday:") it
 * is today.
 */
function isTodayNamed(match: RegExpExecArray, weekday: number | undefined, today: Day): boolean {
  return (
    match[1] === undefined &&
    weekday === today.weekday &&
    /^[a-zа-яё]/.test(match[0]) &&
    !PREPOSITION_START.test(match[0])
  );
}
const PREPOSITION_START =
  /^(?:до|к|ко|в|во|на|с|со|on|by|before|b4|until|till|til|due|for|no\s+later\s+than|не\s+позже|не\s+позднее)\s/;

function resolveWeekday(modifier: string | undefined, weekday: number | undefined, today: Day): Day | null {
  if (weekday === undefined) return null;
  if (modifier !== undefined && /^(?:следующ|будущ|next)/.test(modifier))
    return weekdayOfNextWeek(today, weekday);
  if (modifier !== undefined && /^(?:эт|this)/.test(modifier) && weekday === today.weekday) return today;
  return nextWeekday(today, weekday);
}

function clockTime(
  hourText: string | undefined,
  minuteText: string | undefined,
  meridiem: string | undefined,
) {
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return hour * 60 + minute;
}

/** A bare clock time means today, or tomorrow when that time has already passed. */
function todayOrTomorrow(context: RuleContext, minutes: number | null): Day | null {
  if (minutes === null) return null;
  return minutes > context.minuteOfDay ? context.today : shiftDays(context.today, 1);
}

const RULES: readonly Rule[] = [
  // ── Russian ──
  rule('послезавтра', 2, (_, { today }) => shiftDays(today, 2)),
  rule(
    '(?:(?:до|к)\\s+)?(?:завтра|завтро|зафтра|заавтра)(?:шн[а-яёa-z]*)?(?:\\s+(?:утром|вечером|днем|ночью|с\\s+утра|в\\s+обед))?',
    2,
    (_, { today }) => shiftDays(today, 1),
  ),
  rule(
    '(?:(?:до|к)\\s+)?(?:сегодня|седня|сегодн[а-яёa-z]*|прямо\\s+сейчас)(?:\\s+(?:утром|вечером|днем|ночью|с\\s+утра|в\\s+обед|до\\s+вечера|к\\s+вечеру))?',
    2,
    (_, { today }) => today,
  ),
  rule('(?:до|к)\\s+конц[ау]\\s+(?:рабочего\\s+)?дня', 2, (_, { today }) => today),
  rule(
    'вечером|к\\s+вечеру|до\\s+вечера|этим\\s+вечером|ночью|в\\s+обед|к\\s+обеду|до\\s+обеда|к\\s+ужину|до\\s+ужина|by\\s+(?:dinner|lunch)(?:\\s*time)?|before\\s+(?:dinner|lunch|work)|after\\s+work',
    0,
    (_, { today }) => today,
  ),
  rule(
    `через\\s+(${RU_NUMBER})?\\s*(день|дня|дней|сутки|суток|недел[а-яёa-z]*|месяц[а-яёa-z]*|год|года|лет)`,
    2,
    (match, { today }) => relative(today, numberOf(match[1], 1), match[2] ?? ''),
  ),
  rule(
    `в\\s+течение\\s+(${RU_NUMBER})?\\s*(дня|дней|суток|недел[а-яёa-z]*|месяц[а-яёa-z]*)`,
    2,
    (match, { today }) => relative(today, numberOf(match[1], 1), match[2] ?? ''),
  ),
  rule(
    `(?:(?:до|к|ко|в|во|на|с|со)\\s+)?(?:(следующ[а-яёa-z]*|будущ[а-яёa-z]*|эт[а-яёa-z]*|ближайш[а-яёa-z]*)\\s+)?(${RU_WEEKDAY})(?:\\s+(?:утром|вечером|днем|ночью|с\\s+утра))?`,
    2,
    (match, { today, after }) => {
      const weekday = lookup(RU_WEEKDAYS, match[2] ?? '');
      if (isTodayNamed(match, weekday, today)) return /^\s*(?::|$)/.test(after) ? today : null;
      return resolveWeekday(match[1], weekday, today);
    },
  ),
  rule('(?:(в|во|к|ко|до)\\s+)?(пн|вт|ср|чт|пт|сб|вс)\\.?', 2, (match, { today, after }) => {
    if (match[1] === undefined && !/^\s*(?:[:,)]|$)/.test(after)) return null;
    return nextWeekday(today, lookup(RU_WEEKDAYS, match[2] ?? '') ?? 0);
  }),
  rule(
    '(?:на|в|к|до|ко)\\s+(?:(следующ[а-яёa-z]*|будущ[а-яёa-z]*)\\s+|(?:эт[а-яёa-z]*|ближайш[а-яёa-z]*)\\s+)?выходн[а-яёa-z]*',
    1,
    (match, { today }) => (match[1] !== undefined ? weekdayOfNextWeek(today, 6) : comingSaturday(today)),
  ),
  rule(
    '(?:(?:на|в\\s+течение|к|ко|со?|до)\\s+)?(?:(?:в\\s+)?начале\\s+)?(?:следующ[а-яёa-z]*|будущ[а-яёa-z]*|след\\.?)\\s+недел[а-яёa-z]*',
    1,
    (_, { today }) => shiftDays(today, 8 - today.weekday),
  ),
  rule(
    '(?:на\\s+)?(?:этой|текущей)\\s+неделе|(?:до|к)\\s+конц[ау]\\s+(?:этой\\s+|текущей\\s+)?недели|в\\s+конце\\s+(?:этой\\s+)?недели',
    1,
    (_, { today }) => endOfWeek(today),
  ),
  rule(
    '(?:в|на)\\s+следующем\\s+месяце|(?:в\\s+начале|с\\s+начала|к\\s+началу)\\s+следующего\\s+месяца|(?:со?|к)\\s+следующему?\\s+месяцу?',
    1,
    (_, { today }) => firstOfNextMonth(today),
  ),
  rule(
    '(?:до|к)\\s+конц[ау]\\s+(?:этого\\s+|текущего\\s+)?месяца|в\\s+конце\\s+(?:этого\\s+|текущего\\s+)?месяца',
    1,
    (_, { today }) => lastDayOfMonth(today),
  ),
  rule(`(?:до|к|в)\\s+конц[ауе]\\s+(${RU_MONTH})`, 1, (match, { today }) => {
    const month = lookup(RU_MONTHS, match[1] ?? '');
    if (month === undefined) return null;
    const year = month < today.month ? today.year + 1 : today.year;
    return dayOf({ year, month, day: daysInMonth(year, month) });
  }),
  rule(
    '(?:до|к)\\s+конц[ау]\\s+(?:этого\\s+|текущего\\s+)?года|в\\s+конце\\s+(?:этого\\s+)?года|(?:до|к|ко|перед)\\s+(?:нов[а-яёa-z]*\\s+год[а-яёa-z]*|новогодн[а-яёa-z]*\\s+праздник[а-яёa-z]*)',
    1,
    (_, { today }) => dayOf({ year: today.year, month: 12, day: 31 }),
  ),
  rule(
    `${RU_PREP}(\\d{1,2})(?:-?(?:го|е|ое))?\\s+(${RU_MONTH})(?:\\s+(\\d{4}))?(?:\\s+(?:года|г\\.?))?`,
    3,
    (match, { today }) => {
      const month = lookup(RU_MONTHS, match[2] ?? '');
      if (month === undefined) return null;
      return nextDate(today, month, Number(match[1]), match[3] === undefined ? undefined : Number(match[3]));
    },
  ),
  rule('(?:(?:к|до|на|ко)\\s+)?(\\d{1,2})(?:-?(?:го|му|е|ое))?\\s+числ[а-яёa-z]*', 3, (match, { today }) =>
    nextDayOfMonth(today, Number(match[1])),
  ),
  // "поздравить с юбилеем 31-го": a day of the month with its ending, closing the sentence.
  rule('(\\d{1,2})-го(?=\\s*(?:[.,;!?)]|$))', 3, (match, { today }) =>
    nextDayOfMonth(today, Number(match[1])),
  ),
  // "31го утром", "5-го вечером": a day of the month said with a time of day.
  rule('(\\d{1,2})-?го(?=\\s+(?:утром|утра|вечером|днем|ночью|с\\s+утра|в\\s+\\d))', 3, (match, { today }) =>
    nextDayOfMonth(today, Number(match[1])),
  ),
  // "до 4-го", "к 10-му": a day of the month with its ending and no month named.
  rule('(?:до|к|ко|не\\s+позже|не\\s+позднее)\\s+(\\d{1,2})-?(?:го|му)', 3, (match, { today }) =>
    nextDayOfMonth(today, Number(match[1])),
  ),
  // ── English ──
  rule('(?:the\\s+)?day\\s+after\\s+tomorrow', 2, (_, { today }) => shiftDays(today, 2)),
  rule(
    '(?:(?:by|before|until|till|for)\\s+)?(?:tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow|2morrow|2moro)(?:\\s+(?:morning|afternoon|evening|night|am|pm|noon|midday|lunchtime))?',
    2,
    (_, { today }) => shiftDays(today, 1),
  ),
  rule(
    '(?:(?:by|before|until|till|for)\\s+)?(?:today|tonight|tonite|2nite|this\\s+(?:morning|afternoon|evening)|later\\s+today|(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:work\\s*|business\\s+)?day|eod|cob|close\\s+of\\s+business|right\\s+now)',
    2,
    (_, { today }) => today,
  ),
  rule(
    `(?:in|within)\\s+(?:the\\s+next\\s+)?(${EN_NUMBER})?\\s*(days?|weeks?|months?|years?)`,
    2,
    (match, { today }) => relative(today, numberOf(match[1], 1), match[2] ?? ''),
  ),
  rule(
    `${EN_PREP}(?:(next|this|coming)\\s+)?(${EN_WEEKDAY})(?:['’]s)?(?:\\s+(next\\s+week))?(?:\\s+(?:morning|afternoon|evening|night))?`,
    2,
    (match, { today, after }) => {
      const weekday = lookup(EN_WEEKDAYS, match[2] ?? '');
      if (match[3] === undefined && isTodayNamed(match, weekday, today))
        return /^\s*(?::|$)/.test(after) ? today : null;
      return resolveWeekday(match[3] !== undefined ? 'next' : match[1], weekday, today);
    },
  ),
  rule(
    '(?:(on|by|before|b4|until|till|due|for)\\s+)?(?:(next|this|coming)\\s+)?(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\\.?',
    2,
    (match, { today, after }) => {
      if (match[1] === undefined && match[2] === undefined && !/^\s*:/.test(after)) return null;
      return resolveWeekday(match[2], lookup(EN_WEEKDAYS, match[3] ?? ''), today);
    },
  ),
  rule(
    // "a weekend getaway", "my weekend shift": "weekend" describes a thing, it is no date.
    // "swap shifts for the weekend": what the task is for, not when it is due.
    '(?<!(?:^|\\s)(?:a|an|my|our|your|his|her|their|for|for\\s+the|for\\s+this)\\s+)(?:(?:on|by|before|until|till|during|over|at|this|in)\\s+)*(?:the\\s+)?(?:(next|this|coming)\\s+)?weekend(?!\\s+(?:getaway|trip|break|bag|job|shift|course|class|market|away)s?(?![a-z]))',
    1,
    (match, { today }) => (match[1] === 'next' ? weekdayOfNextWeek(today, 6) : comingSaturday(today)),
  ),
  rule(
    "(?:(?:by|before|until|till|for|during|in)\\s+)?(?:early\\s+|the\\s+beginning\\s+of\\s+|the\\s+start\\s+of\\s+|sometime\\s+)?(?:next|the\\s+following)\\s+week(?!['’]s)",
    1,
    (_, { today }) => shiftDays(today, 8 - today.weekday),
  ),
  rule(
    "(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?week|(?:(?:by|before|later)\\s+)?this\\s+week(?!['’]s)|eow",
    1,
    (_, { today }) => endOfWeek(today),
  ),
  rule(
    "(?:(?:by|before|until|till|in|for)\\s+)?(?:early\\s+|the\\s+beginning\\s+of\\s+|the\\s+start\\s+of\\s+)?next\\s+month(?!['’]s)",
    1,
    (_, { today }) => firstOfNextMonth(today),
  ),
  rule(
    '(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?month|eom|month[-\\s]end',
    1,
    (_, { today }) => lastDayOfMonth(today),
  ),
  rule(`(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(${EN_MONTH})`, 1, (match, { today }) => {
    const month = lookup(EN_MONTHS, match[1] ?? '');
    if (month === undefined) return null;
    const year = month < today.month ? today.year + 1 : today.year;
    return dayOf({ year, month, day: daysInMonth(year, month) });
  }),
  rule(
    "(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?year|(?:(?:by|before|until|till|for)\\s+)(?:the\\s+)?new\\s+year(?:['’]s)?(?:\\s+(?:eve|day))?|new\\s+year(?:['’]s)?\\s+eve",
    1,
    (_, { today }) => dayOf({ year: today.year, month: 12, day: 31 }),
  ),
  rule(
    `${EN_PREP}(?:the\\s+)?(${EN_MONTH})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`,
    3,
    (match, { today }) => {
      const month = lookup(EN_MONTHS, match[1] ?? '');
      if (month === undefined) return null;
      return nextDate(today, month, Number(match[2]), match[3] === undefined ? undefined : Number(match[3]));
    },
  ),
  rule(
    `${EN_PREP}(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${EN_MONTH})\\.?(?:,?\\s+(\\d{4}))?`,
    3,
    (match, { today }) => {
      const month = lookup(EN_MONTHS, match[2] ?? '');
      if (month === undefined) return null;
      return nextDate(today, month, Number(match[1]), match[3] === undefined ? undefined : Number(match[3]));
    },
  ),
  rule(
    '(?:(?:on|by|before|until|till|due|for)\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)|(?:on|by|before|until|till|due)\\s+(\\d{1,2})(?:st|nd|rd|th)',
    3,
    (match, { today }) => nextDayOfMonth(today, Number(match[1] ?? match[2])),
  ),
  // ── Numeric dates: 25.11, 25.11.2026, 11/25 (en: month first unless it cannot be) ──
  rule(
    '(?:(?:до|к|ко|на|в|с|со|by|before|on|until|till|due)\\s+)?(?<![\\d.\\/])(\\d{1,2})([./])(\\d{1,2})(?:\\2(\\d{4}|\\d{2}))?(?![\\d]|[./]\\d)',
    3,
    (match, { today, russian }) => {
      const [first, second] = [Number(match[1]), Number(match[3])];
      const year = match[4] === undefined ? undefined : Number(match[4]);
      if (match[2] === '.') {
        if ((match[3] ?? '').length !== 2 && year === undefined) return null;
        return nextDate(today, second, first, year);
      }
      const dayFirst = russian || first > 12;
      return dayFirst ? nextDate(today, second, first, year) : nextDate(today, first, second, year);
    },
  ),
  // ── Clock times: today, or tomorrow once the time has passed ──
  rule(
    '(?:(?:в|во|к|ко|до|с|at|by|before|around|until|till)\\s+)?(\\d{1,2}):(\\d{2})(?:\\s*(am|pm|a\\.m\\.|p\\.m\\.))?',
    -1,
    (match, context) => todayOrTomorrow(context, clockTime(match[1], match[2], match[3])),
  ),
  rule(
    '(?:(?:at|by|before|around|until|till)\\s+)?(\\d{1,2})\\s*(am|pm|a\\.m\\.|p\\.m\\.)',
    -1,
    (match, context) => todayOrTomorrow(context, clockTime(match[1], undefined, match[2])),
  ),
  rule(
    '(?:в|к|ко|до)\\s+(\\d{1,2})\\s*(?:час[а-яёa-z]*|ч\\.?)(?:\\s+(утра|дня|вечера|ночи))?|(?:в|к|ко|до)\\s+(\\d{1,2})\\s+(утра|дня|вечера|ночи)',
    -1,
    (match, context) => {
      const hour = Number(match[1] ?? match[3]);
      const part = match[2] ?? match[4];
      const pm = part === 'дня' || part === 'вечера';
      return todayOrTomorrow(
        context,
        clockTime(String(pm && hour < 12 ? hour + 12 : hour), undefined, undefined),
      );
    },
  ),
];

/** Spans that are not dates but are dropped from titles (a bare hour: "в 18 забрать", "at 3"). */
const TITLE_ONLY_TIME = new RegExp(
  [
    '@\\s*\\d{1,2}(?::\\d{2})?(?:\\s*(?:am|pm))?',
    `${WORD_START}(?:at|around)\\s+\\d{1,2}(?![\\d:./])(?!\\s*(?:st|nd|rd|th|%|km|k|miles?|min|minutes?|hours?|people|percent)${WORD_END})${WORD_END}`,
  ].join('|'),
  'g',
);

/** A digit, a month or a weekday: what a chrono-node reading must contain to be used. */
const CALENDAR_WORD = new RegExp(`\\d|${EN_MONTH}|${RU_MONTH}|${EN_WEEKDAY}|${RU_WEEKDAY}`);
/** Durations chrono-node reads as "from now" ("20 minute run", "через час"): not deadlines here. */
const DURATION = /(?:minute|min|hour|hr|second|sec|мин|час|сек)/i;
/** A bare length of time ("45 days", "for 2 weeks", "2 недели") says how long, not when. */
const BARE_DURATION =
  /^(?:for\s+)?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|few|couple\s+of)\s+(?:days?|weeks?|months?|years?|дн[а-яё]*|день|сут[а-яё]*|недел[а-яё]*|месяц[а-яё]*|год[а-яё]*|лет)$/;
/** A date the text places in the past: "since the 12th", "it's been 3 days", "2 weeks ago", "неделю назад". */
const PAST_BEFORE = /\b(?:since|been|last|past)\s+$/;
const BARE_WEEKDAY_WORD = new RegExp(`^(?:${RU_WEEKDAY}|${EN_WEEKDAY})$`);
const PAST_AFTER = /^\s*(?:ago\b|назад)/;

function chronoMatches(text: string, clock: LocalClock, today: Day): DateMatch[] {
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
const EVENT_AFTER =
  /^\s+(?:meeting|class|session|appointment|deadline|lesson|standup|stand-up|party|presentation|interview|встреч|созвон|собрани|совещани|планерк|презентаци)/;
/** A noun after "the <date>" ("the july 4th cookout"), not a preposition or a verb of the sentence. */
const EVENT_NOUN_AFTER =
  /^\s+(?!(?:at|by|and|or|to|for|in|on|of|is|was|will|from|with|until|till|deadline|due|then|so|but)(?![a-z]))[a-z]{3,}/;
/** A relative day written with "the": it names when to act, not an event. */
const RELATIVE_DAY = /^(?:the\s+)?(?:day\s+after\s+tomorrow|end\s+of\s)/;
/** A bare weekday ("wed", "for Friday"), the only date that can describe an event noun after it. */
const BARE_WEEKDAY = new RegExp(`^(?:for\\s+)?(?:${EN_WEEKDAY}|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)$`);

/** What findDates reports: every date phrase (best first) and the spans a title should drop. */
export interface DateReading {
  /** Date phrases, the one that counts first (most specific, then earliest). */
  readonly dates: readonly DateMatch[];
  /** Spans of dates and clock times to drop from a title. */
  readonly spans: readonly { start: number; end: number }[];
}

/** Minutes since local midnight of the clock's instant. */
function minuteOfDay(clock: LocalClock): number {
  const local = new Date(clock.now.getTime() + offsetMinutesAt(clock.now, clock.timeZone) * 60_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
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
  // A day that names an event ("before tomorrow's pitch", "plan the july 4th cookout") is part of the
  // object: the title keeps it, and it yields to a date said for the task ("… tonight", "by thursday").
  const namesEvent = ({ start, end }: DateMatch) =>
    /'s$/.test(folded.slice(0, end)) ||
    ((/(?:^|\s)the\s+$/.test(folded.slice(0, start)) || /^the\s/.test(folded.slice(start, end))) &&
      // "the day after tomorrow pay the bill": a relative day is said for the task, never an event's.
      !RELATIVE_DAY.test(folded.slice(start, end)) &&
      EVENT_NOUN_AFTER.test(folded.slice(end)));
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
