// Stage fields, deadlines: the own date rules in ru and en, for the phrases chrono-node misses or reads
// differently from the conventions ("к пятнице" = that Friday, "на выходных" = the coming Saturday,
// "на следующей неделе" = next Monday, "до конца месяца" = its last day, "вечером" = today, a weekday
// that is today = a week later). The time words are in lexicon/time-words.ts.
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
  RU_CLOCK_HOUR,
  RU_CLOCK_HOURS,
  RU_MONTH,
  RU_MONTHS,
  RU_NUMBER,
  RU_ORDINAL_DAY,
  ruOrdinalDay,
  RU_WEEKDAY,
  RU_WEEKDAYS,
} from '../../../lexicon/time-words.js';
import {
  clockTime,
  comingSaturday,
  EN_PREP,
  endOfWeek,
  firstOfNextMonth,
  isTodayNamed,
  nextDate,
  nextDayOfMonth,
  nextWeekday,
  relative,
  resolveWeekday,
  RU_PREP,
  rule,
  type Rule,
  todayOrTomorrow,
  weekdayOfNextWeek,
} from './date-rule.js';

export const RULES: readonly Rule[] = [
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
  // "оплатить кружок 25-го": a day of the month with its ending, closing the sentence.
  rule('(\\d{1,2})-?го(?=\\s*(?:[.,;!?)]|$))', 3, (match, { today }) =>
    nextDayOfMonth(today, Number(match[1])),
  ),
  // "до тридцать первого", "истекает пятого": a dictated ordinal day, after a preposition of a deadline or a
  // verb of expiry (alone, "второго" is as often "the second" of something else).
  rule(
    `(?:(?:до|к|ко)\\s+|(?<=(?:истекает|истекают|кончается|кончаются|заканчивается|заканчиваются|сгорает|дедлайн|срок)\\s+))(${RU_ORDINAL_DAY})(?:\\s+(${RU_MONTH}))?`,
    3,
    (match, { today }) => {
      const day = ruOrdinalDay(match[1] ?? '');
      if (day === undefined) return null;
      const month = match[2] === undefined ? undefined : lookup(RU_MONTHS, match[2]);
      return month === undefined ? nextDayOfMonth(today, day) : nextDate(today, month, day);
    },
  ),
  // "в <день> на следующей неделе", "на следующей неделе в <день>": a weekday of next week.
  rule(
    `(?:(?:в|во|к|ко|до)\\s+)?(${RU_WEEKDAY})\\s+(?:на\\s+)?следующей\\s+недел[а-яё]*|(?:на\\s+)?следующей\\s+неделе\\s+(?:в|во|к|ко|до)\\s+(${RU_WEEKDAY})`,
    2,
    (match, { today }) => {
      const weekday = lookup(RU_WEEKDAYS, match[1] ?? match[2] ?? '');
      return weekday === undefined ? null : weekdayOfNextWeek(today, weekday);
    },
  ),
  // "к концу" or "в конце" of "следующей недели": its Sunday, like "к концу недели".
  rule('(?:(?:до|к)\\s+конц[ау]|в\\s+конце)\\s+следующей\\s+недели', 1, (_, { today }) =>
    shiftDays(endOfWeek(today), 7),
  ),
  // "третьего числа", "к двадцать пятому числу": a dictated ordinal day with "числа".
  rule(`(?:(?:к|до|ко|на)\\s+)?(${RU_ORDINAL_DAY})\\s+числ[а-яёa-z]*`, 3, (match, { today }) => {
    const day = ruOrdinalDay(match[1] ?? '');
    return day === undefined ? null : nextDayOfMonth(today, day);
  }),
  // "31го утром", "5-го вечером": a day of the month said with a time of day.
  rule('(\\d{1,2})-?го(?=\\s+(?:утром|утра|вечером|днем|ночью|с\\s+утра|в\\s+\\d))', 3, (match, { today }) =>
    nextDayOfMonth(today, Number(match[1])),
  ),
  // "до 4-го", "к 10-му": a day of the month with its ending and no month named.
  rule('(?:до|к|ко|не\\s+позже|не\\s+позднее)\\s+(\\d{1,2})-?(?:го|му)', 3, (match, { today }) =>
    nextDayOfMonth(today, Number(match[1])),
  ),
  // ── English ──
  // "EOD friday", "by COB tomorrow", "friday end of day": the end of the day of a named day.
  rule(
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
  rule(`next\\s+week\\s+(?:on\\s+)?(${EN_WEEKDAY})`, 2, (match, { today }) => {
    const weekday = lookup(EN_WEEKDAYS, match[1] ?? '');
    return weekday === undefined ? null : weekdayOfNextWeek(today, weekday);
  }),
  // "by the end of next week": its Sunday, like "by the end of the week".
  rule('(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+next\\s+week', 1, (_, { today }) =>
    shiftDays(endOfWeek(today), 7),
  ),
  // "by noon", "до полудня": noon today, or tomorrow once it has passed.
  rule('(?:by|before|until|till|at|до|к)\\s+(?:noon|midday|полудня|полудню|обеда)', -1, (_, context) =>
    todayOrTomorrow(context, 12 * 60),
  ),
  // "pay rent on the first", "due by the twenty-first (of May)": a day of the month in words, after a
  // preposition of a date ("the first thing" alone is no date).
  rule(
    `(?:on|by|before|until|till|due)\\s+the\\s+(${EN_ORDINAL_DAY})(?:\\s+of\\s+(?:the\\s+month|(${EN_MONTH})))?(?![a-z-])`,
    3,
    (match, { today }) => {
      const day = enOrdinalDay(match[1] ?? '');
      if (day === undefined) return null;
      const month = match[2] === undefined ? undefined : lookup(EN_MONTHS, match[2]);
      return month === undefined ? nextDayOfMonth(today, day) : nextDate(today, month, day);
    },
  ),
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
      // "thu collect the dry cleaning", "fri send the timesheet": a short weekday opening a clause or a list item dates it
      // (not "sat" or "sun", which are words of their own).
      const opens =
        match.index === 0 &&
        /^(?:mon|tues?|wed|thu(?:rs?)?|fri)$/.test(match[3] ?? '') &&
        /^\s+[a-z]/.test(after);
      if (match[1] === undefined && match[2] === undefined && !/^\s*:/.test(after) && !opens) return null;
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
  // "забрать справку до пяти", "к двум дня": an hour in words closing the clause (not "до трёх задач");
  // without a part of the day, an hour up to seven is in the afternoon, as working hours go.
  rule(
    `(?:до|к|ко)\\s+(${RU_CLOCK_HOUR})(?:\\s+(утра|дня|вечера|ночи)(?![а-яё])|(?=\\s*(?:[.,;!?]|$)|\\s+(?:часов|и|а|потом|сегодня|завтра)(?![а-яё])))`,
    -1,
    (match, context) => {
      const hour = RU_CLOCK_HOURS[match[1] ?? ''] ?? 0;
      const part = match[2];
      const pm = part === 'дня' || part === 'вечера' || (part === undefined && hour <= 7);
      return todayOrTomorrow(
        context,
        clockTime(String(pm && hour < 12 ? hour + 12 : hour), undefined, undefined),
      );
    },
  ),
];
