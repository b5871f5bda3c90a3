// Stage fields, deadlines: the own date rules in ru and en, for the phrases chrono-node misses or reads
// differently from the conventions ("к пятнице" = that Friday, "на выходных" = the coming Saturday,
// "на следующей неделе" = next Monday, "до конца месяца" = its last day, "вечером" = today, a weekday
// that is today = a week later). `DATE_RULES` is their ordered list: each rule is named, says what it reads
// and carries its examples. The time words are in lexicon/time-words.ts.
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
  endOfWorkingWeek,
  firstOfNextMonth,
  isTodayNamed,
  nextDate,
  nextDayOfMonth,
  nextWeekday,
  relative,
  resolveWeekday,
  RU_PREP,
  type DateRule,
  example,
  rule,
  todayOrTomorrow,
  weekdayOfNextWeek,
} from './date-rule.js';

// The clocks the examples are read at.
/** Monday 23 November 2026, 09:00 in +03:00. */
const MONDAY = '2026-11-23T09:00:00+03:00';
/** Wednesday 10 March 2027, 18:30 in -05:00. */
const WEDNESDAY_EVENING = '2027-03-10T18:30:00-05:00';
/** Saturday 13 March 2027, 10:00 UTC. */
const SATURDAY_UTC = '2027-03-13T10:00:00Z';

/** The own date rules, in the order they run (of overlapping phrases the longer wins, then the earlier rule). */
export const DATE_RULES: readonly DateRule[] = [
  // ── Russian ──
  rule(
    {
      name: 'ru-day-after-tomorrow',
      description: '"послезавтра": two days from today',
      examples: [example('послезавтра отвезти кота к ветеринару', MONDAY, '2026-11-25')],
    },
    'послезавтра',
    2,
    (_, { today }) => shiftDays(today, 2),
  ),
  rule(
    {
      name: 'ru-tomorrow',
      description: '"завтра" and its misspellings, with a part of the day or "до" / "к": the next day',
      examples: [
        example('завтра утром позвонить сантехнику', MONDAY, '2026-11-24'),
        example('зафтра купить хлеб', WEDNESDAY_EVENING, '2027-03-11'),
      ],
    },
    '(?:(?:до|к)\\s+)?(?:завтра|завтро|зафтра|заавтра)(?:шн[а-яёa-z]*)?(?:\\s+(?:утром|вечером|днем|ночью|с\\s+утра|в\\s+обед))?',
    2,
    (_, { today }) => shiftDays(today, 1),
  ),
  rule(
    {
      name: 'ru-today',
      description: '"сегодня", "прямо сейчас", with a part of the day: today',
      examples: [
        example('сегодня вечером полить цветы', MONDAY, '2026-11-23'),
        example('прямо сейчас выключить утюг', WEDNESDAY_EVENING, '2027-03-10'),
      ],
    },
    '(?:(?:до|к)\\s+)?(?:сегодня|седня|сегодн[а-яёa-z]*|прямо\\s+сейчас)(?:\\s+(?:утром|вечером|днем|ночью|с\\s+утра|в\\s+обед|до\\s+вечера|к\\s+вечеру))?',
    2,
    (_, { today }) => today,
  ),
  rule(
    {
      name: 'ru-end-of-day',
      description: '"до конца (рабочего) дня": today',
      examples: [example('отправить счёт до конца рабочего дня', MONDAY, '2026-11-23')],
    },
    '(?:до|к)\\s+конц[ау]\\s+(?:рабочего\\s+)?дня',
    2,
    (_, { today }) => today,
  ),
  rule(
    {
      name: 'part-of-today',
      description:
        'a part of today said alone ("вечером", "к обеду", "before dinner", "after work"): today, ranked below a day',
      examples: [
        example('вечером забрать куртку из химчистки', MONDAY, '2026-11-23'),
        example('fold the laundry before dinner', WEDNESDAY_EVENING, '2027-03-10'),
      ],
    },
    'вечером|к\\s+вечеру|до\\s+вечера|этим\\s+вечером|ночью|в\\s+обед|к\\s+обеду|до\\s+обеда|к\\s+ужину|до\\s+ужина|by\\s+(?:dinner|lunch)(?:\\s*time)?|before\\s+(?:dinner|lunch|work)|after\\s+work',
    0,
    (_, { today }) => today,
  ),
  rule(
    {
      name: 'ru-in-n-units',
      description:
        '"через N дней / недель / месяцев / лет" (N in digits or words, one when left out): that far from today',
      examples: [
        example('через три дня продлить парковку', MONDAY, '2026-11-26'),
        example('через месяц сменить фильтр', MONDAY, '2026-12-23'),
      ],
    },
    `через\\s+(${RU_NUMBER})?\\s*(день|дня|дней|сутки|суток|недел[а-яёa-z]*|месяц[а-яёa-z]*|год|года|лет)`,
    2,
    (match, { today }) => relative(today, numberOf(match[1], 1), match[2] ?? ''),
  ),
  rule(
    {
      name: 'ru-within-n-units',
      description: '"в течение N дней / недели / месяца": the end of that stretch',
      examples: [example('в течение недели ответить юристу', MONDAY, '2026-11-30')],
    },
    `в\\s+течение\\s+(${RU_NUMBER})?\\s*(дня|дней|суток|недел[а-яёa-z]*|месяц[а-яёa-z]*)`,
    2,
    (match, { today }) => relative(today, numberOf(match[1], 1), match[2] ?? ''),
  ),
  rule(
    {
      name: 'ru-weekday',
      description:
        'a Russian weekday, with "следующий" for next week\'s; today\'s weekday named bare is no date unless it heads a line',
      examples: [
        example('в среду записаться к стоматологу', MONDAY, '2026-11-25'),
        example('в следующий четверг', MONDAY, '2026-12-03'),
        example('понедельник, опять пробки', MONDAY, null),
      ],
    },
    `(?:(?:до|к|ко|в|во|на|с|со)\\s+)?(?:(следующ[а-яёa-z]*|будущ[а-яёa-z]*|эт[а-яёa-z]*|ближайш[а-яёa-z]*)\\s+)?(${RU_WEEKDAY})(?:\\s+(?:утром|вечером|днем|ночью|с\\s+утра))?`,
    2,
    (match, { today, after }) => {
      const weekday = lookup(RU_WEEKDAYS, match[2] ?? '');
      if (isTodayNamed(match, weekday, today)) return /^\s*(?::|$)/.test(after) ? today : null;
      return resolveWeekday(match[1], weekday, today);
    },
  ),
  rule(
    {
      name: 'ru-weekday-abbreviation',
      description: '"пн" … "вс" after a preposition or as a list head ("чт:"): the coming weekday',
      examples: [
        example('чт: сдать отчёт', MONDAY, '2026-11-26'),
        example('к пт', WEDNESDAY_EVENING, '2027-03-12'),
        example('вт купить молоко', MONDAY, null),
      ],
    },
    '(?:(в|во|к|ко|до)\\s+)?(пн|вт|ср|чт|пт|сб|вс)\\.?',
    2,
    (match, { today, after }) => {
      if (match[1] === undefined && !/^\s*(?:[:,)]|$)/.test(after)) return null;
      return nextWeekday(today, lookup(RU_WEEKDAYS, match[2] ?? '') ?? 0);
    },
  ),
  rule(
    {
      name: 'ru-weekend',
      description: '"на выходных", "к следующим выходным": the coming Saturday, or next week\'s',
      examples: [
        example('на выходных перебрать зимние вещи', MONDAY, '2026-11-28'),
        example('на следующих выходных', MONDAY, '2026-12-05'),
        example('на выходных', SATURDAY_UTC, '2027-03-13'),
      ],
    },
    '(?:на|в|к|до|ко)\\s+(?:(следующ[а-яёa-z]*|будущ[а-яёa-z]*)\\s+|(?:эт[а-яёa-z]*|ближайш[а-яёa-z]*)\\s+)?выходн[а-яёa-z]*',
    1,
    (match, { today }) => (match[1] !== undefined ? weekdayOfNextWeek(today, 6) : comingSaturday(today)),
  ),
  rule(
    {
      name: 'ru-next-week',
      description: '"на следующей неделе", "в начале следующей недели": next Monday',
      examples: [example('на следующей неделе заказать шины', MONDAY, '2026-11-30')],
    },
    '(?:(?:на|в\\s+течение|к|ко|со?|до)\\s+)?(?:(?:в\\s+)?начале\\s+)?(?:следующ[а-яёa-z]*|будущ[а-яёa-z]*|след\\.?)\\s+недел[а-яёa-z]*',
    1,
    (_, { today }) => shiftDays(today, 8 - today.weekday),
  ),
  // "к концу недели", "в конце недели": the end of the working week, its Friday (a Saturday or a
  // Sunday that says it means that day's week's Sunday).
  rule(
    {
      name: 'ru-end-of-working-week',
      description: '"к концу недели", "в конце недели": this week\'s Friday (on a weekend, its Sunday)',
      examples: [
        example('к концу недели отправить смету', MONDAY, '2026-11-27'),
        example('в конце недели забрать куртку', SATURDAY_UTC, '2027-03-14'),
      ],
    },
    '(?:к\\s+концу|в\\s+конце)\\s+(?:этой\\s+|текущей\\s+)?недели',
    1,
    (_, { today }) => endOfWorkingWeek(today),
  ),
  rule(
    {
      name: 'ru-this-week',
      description: '"на этой неделе", "до конца недели": this week\'s Sunday',
      examples: [
        example('до конца недели дочитать книгу', MONDAY, '2026-11-29'),
        example('на этой неделе заменить батарейку в часах', WEDNESDAY_EVENING, '2027-03-14'),
      ],
    },
    '(?:на\\s+)?(?:этой|текущей)\\s+неделе|(?:до|к)\\s+конц[ау]\\s+(?:этой\\s+|текущей\\s+)?недели|в\\s+конце\\s+(?:этой\\s+)?недели',
    1,
    (_, { today }) => endOfWeek(today),
  ),
  rule(
    {
      name: 'ru-next-month',
      description: '"в следующем месяце", "с начала следующего месяца": its first day',
      examples: [example('в следующем месяце сменить тариф', MONDAY, '2026-12-01')],
    },
    '(?:в|на)\\s+следующем\\s+месяце|(?:в\\s+начале|с\\s+начала|к\\s+началу)\\s+следующего\\s+месяца|(?:со?|к)\\s+следующему?\\s+месяцу?',
    1,
    (_, { today }) => firstOfNextMonth(today),
  ),
  rule(
    {
      name: 'ru-end-of-month',
      description: '"до конца месяца", "в конце текущего месяца": its last day',
      examples: [example('до конца месяца оплатить страховку', MONDAY, '2026-11-30')],
    },
    '(?:до|к)\\s+конц[ау]\\s+(?:этого\\s+|текущего\\s+)?месяца|в\\s+конце\\s+(?:этого\\s+|текущего\\s+)?месяца',
    1,
    (_, { today }) => lastDayOfMonth(today),
  ),
  rule(
    {
      name: 'ru-end-of-named-month',
      description: '"к концу января": the last day of that month, next year once it has gone by',
      examples: [
        example('к концу января сдать декларацию', MONDAY, '2027-01-31'),
        example('до конца ноября', MONDAY, '2026-11-30'),
      ],
    },
    `(?:до|к|в)\\s+конц[ауе]\\s+(${RU_MONTH})`,
    1,
    (match, { today }) => {
      const month = lookup(RU_MONTHS, match[1] ?? '');
      if (month === undefined) return null;
      const year = month < today.month ? today.year + 1 : today.year;
      return dayOf({ year, month, day: daysInMonth(year, month) });
    },
  ),
  rule(
    {
      name: 'ru-end-of-year',
      description: '"до конца года", "перед Новым годом": 31 December',
      examples: [
        example('до конца года закрыть кредит', MONDAY, '2026-12-31'),
        example('перед новогодними праздниками', WEDNESDAY_EVENING, '2027-12-31'),
      ],
    },
    '(?:до|к)\\s+конц[ау]\\s+(?:этого\\s+|текущего\\s+)?года|в\\s+конце\\s+(?:этого\\s+)?года|(?:до|к|ко|перед)\\s+(?:нов[а-яёa-z]*\\s+год[а-яёa-z]*|новогодн[а-яёa-z]*\\s+праздник[а-яёa-z]*)',
    1,
    (_, { today }) => dayOf({ year: today.year, month: 12, day: 31 }),
  ),
  rule(
    {
      name: 'ru-day-and-month',
      description: '"12 декабря", "3 марта 2027 года": that date, next year once it has gone by',
      examples: [
        example('12 декабря забрать паспорт', MONDAY, '2026-12-12'),
        example('20 ноября', MONDAY, '2027-11-20'),
        example('к 3 марта 2027 года', MONDAY, '2027-03-03'),
      ],
    },
    `${RU_PREP}(\\d{1,2})(?:-?(?:го|е|ое))?\\s+(${RU_MONTH})(?:\\s+(\\d{4}))?(?:\\s+(?:года|г\\.?))?`,
    3,
    (match, { today }) => {
      const month = lookup(RU_MONTHS, match[2] ?? '');
      if (month === undefined) return null;
      return nextDate(today, month, Number(match[1]), match[3] === undefined ? undefined : Number(match[3]));
    },
  ),
  rule(
    {
      name: 'ru-day-of-month-chisla',
      description: '"к 10 числу", "25-го числа": that day of this month, or the next that has it',
      examples: [
        example('к 10 числу внести платёж', MONDAY, '2026-12-10'),
        example('25-го числа', MONDAY, '2026-11-25'),
      ],
    },
    '(?:(?:к|до|на|ко)\\s+)?(\\d{1,2})(?:-?(?:го|му|е|ое))?\\s+числ[а-яёa-z]*',
    3,
    (match, { today }) => nextDayOfMonth(today, Number(match[1])),
  ),
  // "забрать справку 19-го": a day of the month with its ending, closing the sentence.
  rule(
    {
      name: 'ru-day-of-month-closing',
      description: '"27-го" closing a sentence: that day of the month',
      examples: [
        example('день рождения брата 27-го', MONDAY, '2026-11-27'),
        example('27-го числа', MONDAY, null),
      ],
    },
    '(\\d{1,2})-?го(?=\\s*(?:[.,;!?)]|$))',
    3,
    (match, { today }) => nextDayOfMonth(today, Number(match[1])),
  ),
  // "до тридцать первого", "истекает пятого": a dictated ordinal day, after a preposition of a deadline or a
  // verb of expiry (alone, "второго" is as often "the second" of something else).
  rule(
    {
      name: 'ru-ordinal-day',
      description:
        'a dictated ordinal day after "до" / "к" or a verb of expiry ("до пятнадцатого", "истекает девятого"), with a month or not',
      examples: [
        example('до пятнадцатого сдать проект', MONDAY, '2026-12-15'),
        example('страховка истекает девятого', MONDAY, '2026-12-09'),
        example('купить второго попугая', MONDAY, null),
      ],
    },
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
    {
      name: 'ru-weekday-next-week',
      description: '"во вторник на следующей неделе", "на следующей неделе в пятницу": that day of next week',
      examples: [
        example('во вторник на следующей неделе', MONDAY, '2026-12-01'),
        example('на следующей неделе в пятницу', WEDNESDAY_EVENING, '2027-03-19'),
      ],
    },
    `(?:(?:в|во|к|ко|до)\\s+)?(${RU_WEEKDAY})\\s+(?:на\\s+)?следующей\\s+недел[а-яё]*|(?:на\\s+)?следующей\\s+неделе\\s+(?:в|во|к|ко|до)\\s+(${RU_WEEKDAY})`,
    2,
    (match, { today }) => {
      const weekday = lookup(RU_WEEKDAYS, match[1] ?? match[2] ?? '');
      return weekday === undefined ? null : weekdayOfNextWeek(today, weekday);
    },
  ),
  // "к концу" or "в конце" of "следующей недели": its Friday, like "к концу недели"; "до конца" its Sunday.
  rule(
    {
      name: 'ru-end-of-next-week',
      description: '"к концу" of "следующей недели": next week\'s Friday; "до конца" of it: its Sunday',
      examples: [
        example('отчёт к концу следующей недели', MONDAY, '2026-12-04'),
        example('до конца следующей недели', MONDAY, '2026-12-06'),
      ],
    },
    '(?:(до)\\s+конца|к\\s+концу|в\\s+конце)\\s+следующей\\s+недели',
    1,
    (match, { today }) =>
      match[1] === undefined ? shiftDays(today, 12 - today.weekday) : shiftDays(endOfWeek(today), 7),
  ),
  // "третьего числа", "к двадцать пятому числу": a dictated ordinal day with "числа".
  rule(
    {
      name: 'ru-ordinal-day-chisla',
      description: '"двадцатого числа", "к третьему числу": that day of the month',
      examples: [
        example('оплатить интернет двадцатого числа', MONDAY, '2026-12-20'),
        example('к третьему числу', WEDNESDAY_EVENING, '2027-04-03'),
      ],
    },
    `(?:(?:к|до|ко|на)\\s+)?(${RU_ORDINAL_DAY})\\s+числ[а-яёa-z]*`,
    3,
    (match, { today }) => {
      const day = ruOrdinalDay(match[1] ?? '');
      return day === undefined ? null : nextDayOfMonth(today, day);
    },
  ),
  // "31го утром", "5-го вечером": a day of the month said with a time of day.
  rule(
    {
      name: 'ru-day-of-month-with-time',
      description: '"12го вечером", "28-го в 9": a day of the month said with a time of day',
      examples: [
        example('12го вечером', MONDAY, '2026-12-12'),
        example('28-го в 9 встреча', MONDAY, '2026-11-28'),
      ],
    },
    '(\\d{1,2})-?го(?=\\s+(?:утром|утра|вечером|днем|ночью|с\\s+утра|в\\s+\\d))',
    3,
    (match, { today }) => nextDayOfMonth(today, Number(match[1])),
  ),
  // "до 4-го", "к 10-му": a day of the month with its ending and no month named.
  rule(
    {
      name: 'ru-by-day-of-month',
      description: '"до 7-го", "к 30-му": a day of the month with its ending after a preposition',
      examples: [example('до 7-го', MONDAY, '2026-12-07'), example('к 30-му', MONDAY, '2026-11-30')],
    },
    '(?:до|к|ко|не\\s+позже|не\\s+позднее)\\s+(\\d{1,2})-?(?:го|му)',
    3,
    (match, { today }) => nextDayOfMonth(today, Number(match[1])),
  ),
  // ── English ──
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
        '"on the third", "due by the tenth of january": a day of the month in words after a preposition of a date',
      examples: [
        example('pay the gardener on the third', MONDAY, '2026-12-03'),
        example('due by the tenth of january', MONDAY, '2027-01-10'),
        example('the first thing', MONDAY, null),
      ],
    },
    `(?:on|by|before|until|till|due)\\s+the\\s+(${EN_ORDINAL_DAY})(?:\\s+of\\s+(?:the\\s+month|(${EN_MONTH})))?(?![a-z-])`,
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
        '"by wed", "thu:", a short weekday opening a clause: the coming weekday ("sat" and "sun" alone are words)',
      examples: [
        example('by wed', MONDAY, '2026-11-25'),
        example('wed pick up the keys', MONDAY, '2026-11-25'),
        example('sun hat for the beach', MONDAY, null),
      ],
    },
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
        example("wrap the gifts before new year's eve", WEDNESDAY_EVENING, '2027-12-31'),
      ],
    },
    "(?:(?:by|before|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?year|(?:(?:by|before|until|till|for)\\s+)(?:the\\s+)?new\\s+year(?:['’]s)?(?:\\s+(?:eve|day))?|new\\s+year(?:['’]s)?\\s+eve",
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
  // ── Numeric dates: 25.11, 25.11.2026, 11/25 (en: month first unless it cannot be) ──
  rule(
    {
      name: 'numeric-date',
      description:
        '"14.12", "by 1/15", "03.04.2027": day first in Russian and with a dot, month first in English unless it cannot be',
      examples: [
        example('14.12', MONDAY, '2026-12-14'),
        example('by 1/15', MONDAY, '2027-01-15'),
        example('3.5 kg', MONDAY, null),
      ],
    },
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
    {
      name: 'clock-time',
      description: '"в 14:30", "at 8:15 pm": today, or tomorrow once the time has passed',
      examples: [example('в 14:30', MONDAY, '2026-11-23'), example('at 8:15', MONDAY, '2026-11-24')],
    },
    '(?:(?:в|во|к|ко|до|с|at|by|before|around|until|till)\\s+)?(\\d{1,2}):(\\d{2})(?:\\s*(am|pm|a\\.m\\.|p\\.m\\.))?',
    -1,
    (match, context) => todayOrTomorrow(context, clockTime(match[1], match[2], match[3])),
  ),
  rule(
    {
      name: 'clock-hour-am-pm',
      description: '"at 4pm", "by 7 a.m.": today, or tomorrow once the hour has passed',
      examples: [example('at 4pm', MONDAY, '2026-11-23'), example('by 7am', MONDAY, '2026-11-24')],
    },
    '(?:(?:at|by|before|around|until|till)\\s+)?(\\d{1,2})\\s*(am|pm|a\\.m\\.|p\\.m\\.)',
    -1,
    (match, context) => todayOrTomorrow(context, clockTime(match[1], undefined, match[2])),
  ),
  rule(
    {
      name: 'ru-clock-hour',
      description: '"к 11 часам", "в 8 утра", "в 7 вечера": today, or tomorrow once the hour has passed',
      examples: [
        example('к 11 часам', MONDAY, '2026-11-23'),
        example('разбудить Сашу в 8 утра', MONDAY, '2026-11-24'),
        example('в 7 вечера', WEDNESDAY_EVENING, '2027-03-10'),
      ],
    },
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
    {
      name: 'ru-clock-hour-in-words',
      description:
        '"до пяти", "к девяти утра": an hour in words closing the clause (up to seven without a part of the day is afternoon)',
      examples: [
        example('сдать табель до пяти', MONDAY, '2026-11-23'),
        example('к девяти утра', MONDAY, '2026-11-24'),
        example('до трех задач', MONDAY, null),
      ],
    },
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
