// Stage fields, deadlines: the own date rules of English phrases ("by Friday", "this weekend", "EOD
// thursday", "by the 28th", holidays with "by"), in the order they run.
import { dayOf, daysInMonth, lastDayOfMonth, shiftDays } from '../../../calendar.js';
import {
  EN_MONTH,
  EN_MONTHS,
  enOrdinalDay,
  EN_ORDINAL_DAY,
  EN_NUMBER,
  EN_WEEKDAY,
  EN_WEEKDAYS,
  lookup,
  numberOf,
} from '../../../lexicon/time-words.js';
import {
  comingSaturday,
  EN_PREP,
  endOfWeek,
  endOfWorkingWeek,
  firstOfNextMonth,
  isTodayNamed,
  nextDate,
  nextDayOfMonth,
  relative,
  resolveWeekday,
  type DateRule,
  example,
  rule,
  todayOrTomorrow,
  weekdayOfNextWeek,
} from './date-rule.js';
import { MONDAY, WEDNESDAY_EVENING, SATURDAY_UTC } from './example-clocks.js';

/** The English own date rules, in the order they run (after the Russian ones). */
export const EN_DATE_RULES: readonly DateRule[] = [
  // "EOD friday", "by COB tomorrow", "friday end of day": the end of the day of a named day.
  rule(
    {
      name: 'en-end-of-named-day',
      description: '"EOD thursday", "tomorrow end of day": the end of that day',
      examples: [
        example('EOD thursday send the invoice', MONDAY, '2026-11-26'),
        example('tomorrow end of day', WEDNESDAY_EVENING, '2027-03-11'),
      ],
    },
    `(?:(?:by|before)\\s+)?(?:eod|cob|(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:business\\s+|work\\s*)?day|close\\s+of\\s+business)\\s+(?:on\\s+)?(tomorrow|${EN_WEEKDAY})|(?:(?:on|by)\\s+)?(tomorrow|${EN_WEEKDAY})\\s+(?:by\\s+)?(?:eod|cob|(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:business\\s+)?day|close\\s+of\\s+business)`,
    2,
    (match, { today }) => {
      const day = match[1] ?? match[2] ?? '';
      return day === 'tomorrow'
        ? shiftDays(today, 1)
        : resolveWeekday(undefined, lookup(EN_WEEKDAYS, day), today);
    },
  ),
  // "next week thursday", "next week on tuesday": a weekday of next week.
  rule(
    {
      name: 'en-next-week-weekday',
      description: '"next week wednesday", "next week on friday": that day of next week',
      examples: [example('next week on wednesday', MONDAY, '2026-12-02')],
    },
    `next\\s+week\\s+(?:on\\s+)?(${EN_WEEKDAY})`,
    2,
    (match, { today }) => {
      const weekday = lookup(EN_WEEKDAYS, match[1] ?? '');
      return weekday === undefined ? null : weekdayOfNextWeek(today, weekday);
    },
  ),
  // "by the end of" next week: its Friday, like the end of this week.
  rule(
    {
      name: 'en-end-of-next-week',
      description: '"by the end of" next week: next week\'s Friday',
      examples: [example('finish by the end of next week', MONDAY, '2026-12-04')],
    },
    '(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+next\\s+week',
    1,
    (_, { today }) => shiftDays(today, 12 - today.weekday),
  ),
  // "by noon", "до полудня": noon today, or tomorrow once it has passed.
  rule(
    {
      name: 'by-noon',
      description: '"by noon", "до полудня", "до обеда": noon today, or tomorrow once it has passed',
      examples: [
        example('submit the form by noon', MONDAY, '2026-11-23'),
        example('до полудня', WEDNESDAY_EVENING, '2027-03-11'),
      ],
    },
    '(?:by|before|until|till|at|до|к)\\s+(?:noon|midday|полудня|полудню|обеда)',
    -1,
    (_, context) => todayOrTomorrow(context, 12 * 60),
  ),
  // "pay rent on the first", "due by the twenty-first (of May)": a day of the month in words, after a
  // preposition of a date ("the first thing" alone is no date).
  rule(
    {
      name: 'en-ordinal-day-in-words',
      description:
        '"on the third", "due by the tenth of january": a day of the month in words after a preposition of a date, or after "wait" / "I mean" correcting a day said before it ("on the fifth, no wait, the sixth")',
      examples: [
        example('pay the gardener on the third', MONDAY, '2026-12-03'),
        example('due by the tenth of january', MONDAY, '2027-01-10'),
        example('the first thing', MONDAY, null),
        example('pay the gardener the 3rd, no wait, the fourth', MONDAY, '2026-12-04'),
        example('the third no wait the fourth', MONDAY, '2026-12-04'),
        example('no wait the first thing is the boiler', MONDAY, null),
      ],
    },
    `(?:(?:on|by|before|until|till|due)\\s+|(?<=(?:${EN_ORDINAL_DAY}|\\d(?:st|nd|rd|th)?)[,\\s]+(?:no[,\\s]+)?(?:wait|i\\s+mean),?\\s+))the\\s+(${EN_ORDINAL_DAY})(?:\\s+of\\s+(?:the\\s+month|(${EN_MONTH})))?(?![a-z-])`,
    3,
    (match, { today }) => {
      const day = enOrdinalDay(match[1] ?? '');
      if (day === undefined) return null;
      const month = match[2] === undefined ? undefined : lookup(EN_MONTHS, match[2]);
      return month === undefined ? nextDayOfMonth(today, day) : nextDate(today, month, day);
    },
  ),
  rule(
    {
      name: 'en-day-after-tomorrow',
      description: '"day after tomorrow" (with or without "the"): two days from today',
      examples: [example('the day after tomorrow renew the library card', MONDAY, '2026-11-25')],
    },
    '(?:the\\s+)?day\\s+after\\s+tomorrow',
    2,
    (_, { today }) => shiftDays(today, 2),
  ),
  rule(
    {
      name: 'en-tomorrow',
      description: '"tomorrow" and its short and misspelled forms, with a part of the day: the next day',
      examples: [
        example('tmrw morning call the bank', MONDAY, '2026-11-24'),
        example('by tomorrow', WEDNESDAY_EVENING, '2027-03-11'),
      ],
    },
    '(?:(?:by|before|until|till|for)\\s+)?(?:tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow|2morrow|2moro)(?:\\s+(?:morning|afternoon|evening|night|am|pm|noon|midday|lunchtime))?',
    2,
    (_, { today }) => shiftDays(today, 1),
  ),
  rule(
    {
      name: 'en-today',
      description: '"today", "tonight", "this afternoon", "end of day", "right now": today',
      examples: [
        example('tonight water the plants', MONDAY, '2026-11-23'),
        example('by close of business', WEDNESDAY_EVENING, '2027-03-10'),
      ],
    },
    '(?:(?:by|before|until|till|for)\\s+)?(?:today|tonight|tonite|2nite|this\\s+(?:morning|afternoon|evening)|later\\s+today|(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:work\\s*|business\\s+)?day|eod|cob|close\\s+of\\s+business|right\\s+now)',
    2,
    (_, { today }) => today,
  ),
  rule(
    {
      name: 'en-in-n-units',
      description: '"in 10 days", "within two weeks": that far from today',
      examples: [
        example('return the drill in 10 days', MONDAY, '2026-12-03'),
        example('within two weeks', MONDAY, '2026-12-07'),
      ],
    },
    `(?:in|within)\\s+(?:the\\s+next\\s+)?(${EN_NUMBER})?\\s*(days?|weeks?|months?|years?)`,
    2,
    (match, { today }) => relative(today, numberOf(match[1], 1), match[2] ?? ''),
  ),
  rule(
    {
      name: 'en-weekday',
      description:
        'an English weekday, "next" or "… next week" for next week\'s; today\'s weekday named bare is no date unless it heads a line',
      examples: [
        example('on thursday', MONDAY, '2026-11-26'),
        example('friday next week', MONDAY, '2026-12-04'),
        example('monday and it is raining', MONDAY, null),
      ],
    },
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
    {
      name: 'en-weekday-abbreviation',
      description:
        '"by wed", "thu:", a short weekday opening a clause, inside a note or ending it ("dentist thurs", "farrier out tue for the ponies", "yoga wed evening"), or said alone or before a dash ("sun - …"): the coming weekday ("sun" before other words is a word, and so is "sat" but at a note\'s end)',
      examples: [
        example('by wed', MONDAY, '2026-11-25'),
        example('book the meeting room for weds', MONDAY, '2026-11-25'),
        example('wed pick up the keys', MONDAY, '2026-11-25'),
        example('optician thurs', MONDAY, '2026-11-26'),
        example('pilates wed evening', MONDAY, '2026-11-25'),
        example('collect the parcel sat', MONDAY, '2026-11-28'),
        example('sun hat for the beach', MONDAY, null),
        example('sun - batch cooking', MONDAY, '2026-11-29'),
        example('sat', MONDAY, '2026-11-28'),
        example('where the cat sat all day', MONDAY, null),
        example('farrier out tue for the ponies', MONDAY, '2026-11-24'),
        example('plumber thu at 10', MONDAY, '2026-11-26'),
        example('they got wed in june', MONDAY, null),
        example('sun cream and a hat', MONDAY, null),
        example('move the thu/fri pm slots', MONDAY, null),
      ],
    },
    '(?:(on|by|before|b4|until|till|due|for)\\s+)?(?:(next|this|coming)\\s+)?(mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\\.?',
    2,
    (match, { today, after }) => {
      // "thu collect the dry cleaning", "fri send the timesheet": a short weekday opening a clause or a list item dates it
      // (not "sat" or "sun", which are words of their own).
      const opens =
        match.index === 0 &&
        /^(?:mon|tues?|weds?|thu(?:rs?)?|fri)$/.test(match[3] ?? '') &&
        /^\s+[a-z]/.test(after);
      // "dentist thurs", "yoga wed evening", "groomer sat": a short weekday ending a note (a time of day may follow).
      const ends =
        match.index > 0 &&
        /^(?:mon|tues?|weds?|thu(?:rs?)?|fri|sat)$/.test(match[3] ?? '') &&
        /^\s*(?:[,.;!)]|$|(?:morning|afternoon|evening|night|am|pm|\d{1,2}(?::\d{2})?\s*(?:am|pm)?)(?:\s*[,.;!)]|\s*$))/.test(
          after,
        );
      // "sat - gym, laundry", a head "sun" before its list: a short weekday said alone, or before a dash, is that day.
      const alone = match.index === 0 && /^\s*(?:[-–—]\s|$)/.test(after);
      // "farrier out tue for the ponies", "plumber thu at 10": inside a note, a short weekday that is no word of its
      // own ("sat", "sun" are; "wed" is after "get", "be": "getting wed in june").
      const before = match.input.slice(0, match.index);
      const inside =
        match.index > 0 &&
        /^(?:mon|tues?|weds?|thu(?:rs?)?|fri)$/.test(match[3] ?? '') &&
        // "c'mon"; "thu/fri" is a choice of days, not one.
        !/['’/]$/.test(before) &&
        !(
          /^wed/.test(match[3] ?? '') &&
          /(?:^|\s)(?:get|gets|got|getting|be|been|being|was|were|newly)\s+$/.test(before)
        ) &&
        /^\s+[a-z]/.test(after);
      if (
        match[1] === undefined &&
        match[2] === undefined &&
        !/^\s*:/.test(after) &&
        !opens &&
        !ends &&
        !alone &&
        !inside
      )
        return null;
      return resolveWeekday(match[2], lookup(EN_WEEKDAYS, match[3] ?? ''), today);
    },
  ),
  rule(
    {
      name: 'en-weekend',
      description:
        '"at the weekend", "next weekend": the coming Saturday, or next week\'s; "a weekend trip" is no date',
      examples: [
        example('over the weekend clean the gutters', MONDAY, '2026-11-28'),
        example('next weekend', MONDAY, '2026-12-05'),
        example('a weekend trip', MONDAY, null),
      ],
    },
    // "a weekend getaway", "my weekend shift": "weekend" describes a thing, it is no date.
    // "swap shifts for the weekend": what the task is for, not when it is due.
    '(?<!(?:^|\\s)(?:a|an|my|our|your|his|her|their|for|for\\s+the|for\\s+this)\\s+)(?:(?:on|by|before|until|till|during|over|at|this|in)\\s+)*(?:the\\s+)?(?:(next|this|coming)\\s+)?weekend(?!\\s+(?:getaway|trip|break|bag|job|shift|course|class|market|away)s?(?![a-z]))',
    1,
    (match, { today }) => (match[1] === 'next' ? weekdayOfNextWeek(today, 6) : comingSaturday(today)),
  ),
  rule(
    {
      name: 'en-next-week',
      description: '"next week", "early next week": next Monday ("next week\'s" describes a thing)',
      examples: [
        example('sometime next week', MONDAY, '2026-11-30'),
        example("next week's menu", MONDAY, null),
      ],
    },
    "(?:(?:by|before|until|till|for|during|in)\\s+)?(?:early\\s+|the\\s+beginning\\s+of\\s+|the\\s+start\\s+of\\s+|sometime\\s+)?(?:next|the\\s+following)\\s+week(?!['’]s)",
    1,
    (_, { today }) => shiftDays(today, 8 - today.weekday),
  ),
  // "by the end of" the week, "end of this week": the end of the working week, its Friday.
  rule(
    {
      name: 'en-end-of-working-week',
      description:
        '"by the end of" the week, "end of this week": this week\'s Friday (on a weekend, its Sunday)',
      examples: [
        example('send the draft by the end of the week', MONDAY, '2026-11-27'),
        example('end of this week', SATURDAY_UTC, '2027-03-14'),
      ],
    },
    '(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?week',
    1,
    (_, { today }) => endOfWorkingWeek(today),
  ),
  rule(
    {
      name: 'en-this-week',
      description: '"this week", "eow": this week\'s Sunday',
      examples: [example('this week', MONDAY, '2026-11-29'), example('eow', WEDNESDAY_EVENING, '2027-03-14')],
    },
    "(?:(?:by|before|later)\\s+)?this\\s+week(?!['’]s)|eow",
    1,
    (_, { today }) => endOfWeek(today),
  ),
  rule(
    {
      name: 'en-next-month',
      description: '"next month", "early next month": its first day',
      examples: [example('early next month', MONDAY, '2026-12-01')],
    },
    "(?:(?:by|before|until|till|in|for)\\s+)?(?:early\\s+|the\\s+beginning\\s+of\\s+|the\\s+start\\s+of\\s+)?next\\s+month(?!['’]s)",
    1,
    (_, { today }) => firstOfNextMonth(today),
  ),
  rule(
    {
      name: 'en-end-of-month',
      description: '"by the end of" a month, "month-end", "eom": its last day',
      examples: [example('by month-end', MONDAY, '2026-11-30')],
    },
    '(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?month|eom|month[-\\s]end',
    1,
    (_, { today }) => lastDayOfMonth(today),
  ),
  rule(
    {
      name: 'en-end-of-named-month',
      description: '"by the end of march": the last day of that month, next year once it has gone by',
      examples: [example('by the end of march', MONDAY, '2027-03-31')],
    },
    `(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(${EN_MONTH})`,
    1,
    (match, { today }) => {
      const month = lookup(EN_MONTHS, match[1] ?? '');
      if (month === undefined) return null;
      const year = month < today.month ? today.year + 1 : today.year;
      return dayOf({ year, month, day: daysInMonth(year, month) });
    },
  ),
  rule(
    {
      name: 'en-end-of-year',
      description: '"by the end of the year", "before new year\'s eve": 31 December',
      examples: [
        example('by the end of the year', MONDAY, '2026-12-31'),
        example('service the boiler before the year is out', MONDAY, '2026-12-31'),
        example('by year-end', MONDAY, '2026-12-31'),
        example("wrap the gifts before new year's eve", WEDNESDAY_EVENING, '2027-12-31'),
      ],
    },
    "(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?year|(?:by|before|until|till)\\s+(?:the\\s+)?year\\s+(?:ends|is\\s+out|is\\s+over)|(?:by|before)\\s+(?:the\\s+)?year[-\\s]end|(?:(?:by|before|until|till|for)\\s+)(?:the\\s+)?new\\s+year(?:['’]s)?(?:\\s+(?:eve|day))?|new\\s+year(?:['’]s)?\\s+eve",
    1,
    (_, { today }) => dayOf({ year: today.year, month: 12, day: 31 }),
  ),
  // "by Christmas", "before Halloween": a fixed holiday said as the latest day ("for Christmas" is what
  // a task is for, and gives no date).
  rule(
    {
      name: 'en-holiday',
      description:
        '"by" / "before" / "until" a fixed holiday (Christmas, Christmas Eve, Halloween, Valentine\'s Day): that day, this year or next',
      examples: [
        example('post the cards by Christmas', MONDAY, '2026-12-25'),
        example('carve a pumpkin before Halloween', WEDNESDAY_EVENING, '2027-10-31'),
        example('a jumper for Christmas', MONDAY, null),
      ],
    },
    "(?:by|before|until|till)\\s+(?:(christmas|xmas)(\\s+eve)?|(halloween)|(valentine['’]?s)(?:\\s+day)?)(?![a-z])",
    2,
    (match, { today }) =>
      match[1] !== undefined
        ? nextDate(today, 12, match[2] === undefined ? 25 : 24)
        : match[3] !== undefined
          ? nextDate(today, 10, 31)
          : nextDate(today, 2, 14),
  ),
  rule(
    {
      name: 'en-month-then-day',
      description: '"december 3rd", "jan 5, 2027": that date, next year once it has gone by',
      examples: [
        example('on december 3rd', MONDAY, '2026-12-03'),
        example('jan 5, 2027', MONDAY, '2027-01-05'),
      ],
    },
    `${EN_PREP}(?:the\\s+)?(${EN_MONTH})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`,
    3,
    (match, { today }) => {
      const month = lookup(EN_MONTHS, match[1] ?? '');
      if (month === undefined) return null;
      return nextDate(today, month, Number(match[2]), match[3] === undefined ? undefined : Number(match[3]));
    },
  ),
  rule(
    {
      name: 'en-day-then-month',
      description: '"the 9th of december", "2 feb": that date, next year once it has gone by',
      examples: [
        example('the 9th of december', MONDAY, '2026-12-09'),
        example('2 feb', MONDAY, '2027-02-02'),
      ],
    },
    `${EN_PREP}(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${EN_MONTH})\\.?(?:,?\\s+(\\d{4}))?`,
    3,
    (match, { today }) => {
      const month = lookup(EN_MONTHS, match[2] ?? '');
      if (month === undefined) return null;
      return nextDate(today, month, Number(match[1]), match[3] === undefined ? undefined : Number(match[3]));
    },
  ),
  rule(
    {
      name: 'en-day-of-month',
      description: '"by the 28th", "on 5th": that day of this month, or the next that has it',
      examples: [example('by the 28th', MONDAY, '2026-11-28'), example('on 5th', MONDAY, '2026-12-05')],
    },
    '(?:(?:on|by|before|until|till|due|for)\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)|(?:on|by|before|until|till|due)\\s+(\\d{1,2})(?:st|nd|rd|th)',
    3,
    (match, { today }) => nextDayOfMonth(today, Number(match[1] ?? match[2])),
  ),
];
