// Stage fields, deadlines: the own date rules of Russian phrases ("к пятнице", "на выходных", "до конца
// месяца", "послезавтра", dictated ordinal days), in the order they run.
import { dayOf, daysInMonth, lastDayOfMonth, shiftDays } from '../../../calendar.js';
import {
  lookup,
  numberOf,
  RU_MONTH,
  RU_MONTHS,
  RU_NUMBER,
  RU_ORDINAL_DAY,
  RU_ORDINAL_DAY_ANY,
  ruOrdinalDay,
  RU_ORDINAL_DAY_SPOKEN,
  RU_WEEKDAY,
  RU_WEEKDAYS,
  WAY_HOME,
} from '../../../lexicon/time-words.js';
import {
  comingSaturday,
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
  weekdayOfNextWeek,
} from './date-rule.js';
import { MONDAY, WEDNESDAY_EVENING, SATURDAY_UTC } from './example-clocks.js';

/** The Russian own date rules, in the order they run (first of DATE_RULES). */
export const RU_DATE_RULES: readonly DateRule[] = [
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
        'a part of today said alone ("вечером", "к обеду", "before dinner", "after work"), or the way home ("после работы", "по дороге домой", "on the way home"): today, ranked below a day',
      examples: [
        example('вечером забрать пальто у портнихи', MONDAY, '2026-11-23'),
        example('fold the laundry before dinner', WEDNESDAY_EVENING, '2027-03-10'),
        example('купить батарейки по пути домой', MONDAY, '2026-11-23'),
        example('после работы занести ключи Лене', MONDAY, '2026-11-23'),
        example('grab batteries on my way home', WEDNESDAY_EVENING, '2027-03-10'),
      ],
    },
    `вечером|к\\s+вечеру|до\\s+вечера|этим\\s+вечером|ночью|в\\s+обед|к\\s+обеду|до\\s+обеда|к\\s+ужину|до\\s+ужина|${WAY_HOME}|by\\s+(?:dinner|lunch)(?:\\s*time)?|before\\s+(?:dinner|lunch|work)`,
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
      examples: [example('до конца месяца сдать велосипед в прокат', MONDAY, '2026-11-30')],
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
  // "на восьмое марта", "к первому января", "пятнадцатого декабря": a dictated ordinal day and its month.
  rule(
    {
      name: 'ru-ordinal-day-and-month',
      description:
        'a dictated ordinal day with its month, in any case ("на первое декабря", "к третьему мая", "двадцать второго июня"): that date',
      examples: [
        example('столик на первое декабря', MONDAY, '2026-12-01'),
        example('цветы к третьему мая', MONDAY, '2027-05-03'),
        example('двадцать второго июня', WEDNESDAY_EVENING, '2027-06-22'),
      ],
    },
    `(?:(?:на|к|ко|до|в)\\s+)?(${RU_ORDINAL_DAY_ANY})\\s+(${RU_MONTH})`,
    3,
    (match, { today }) => {
      const day = ruOrdinalDay(match[1] ?? '');
      const month = lookup(RU_MONTHS, match[2] ?? '');
      return day === undefined || month === undefined ? null : nextDate(today, month, day);
    },
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
  // "в четверг двадцать девятого", "именины шестого", "…перенесли на одиннадцатое": a dictated
  // ordinal day after a weekday or an occasion, or closing the clause (mid-clause, alone, "второго" is as
  // often "the second" of something else).
  rule(
    {
      name: 'ru-ordinal-day-spoken',
      description:
        'a dictated ordinal day after a weekday or an occasion, or closing its clause ("в пятницу двадцать шестого", "юбилей у тёти седьмого", "приём перенесли на восьмое")',
      examples: [
        example('в пятницу двадцать седьмого', MONDAY, '2026-11-27'),
        example('у крёстной именины седьмого', MONDAY, '2026-12-07'),
        example('приём перенесли на восьмое', MONDAY, '2026-12-08'),
        example('купить второго попугая', MONDAY, null),
        example('с пятого этажа спустить коробки', MONDAY, null),
      ],
    },
    `(?:(?<=(?:${RU_WEEKDAY}|рождения|юбилей|именины|свадьба|свадьбу|приём|прием|запись|экзамен|встреча|созвон|праздник|утренник|концерт|выпускной|собрание)\\s+)|(?:на|в)\\s+)(${RU_ORDINAL_DAY_SPOKEN})(?=\\s*(?:[.,;!?)—-]|$|\\s(?:ну|короче|это|и|а|значит|так|нет|в\\s+\\d|утром|вечером|днем|с\\s+утра)(?![а-яё])))`,
    3,
    (match, { today }) => {
      const day = ruOrdinalDay(match[1] ?? '');
      return day === undefined ? null : nextDayOfMonth(today, day);
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
  // "20-го напомнить ему", "→ 12-го встреча": a day of the month with its ending opening a clause.
  rule(
    {
      name: 'ru-day-of-month-leading',
      description: '"20-го напомнить …" opening a clause: that day of the month (not "с 20-го", "20-го мая")',
      examples: [
        example('20-го напомнить Антону про счётчики', MONDAY, '2026-12-20'),
        example('купить хлеб, 28-го забрать посылку', MONDAY, '2026-11-28'),
        example('с 20-го в отпуске', MONDAY, null),
      ],
    },
    `(?<=^\\s*|[,;:.!?—–→]\\s*)(\\d{1,2})-?го(?=\\s+[а-яё])(?!\\s+(?:${RU_MONTH}|числ))`,
    3,
    (match, { today }) => nextDayOfMonth(today, Number(match[1])),
  ),
  // "до 4-го", "к 10-му": a day of the month with its ending and no month named.
  rule(
    {
      name: 'ru-by-day-of-month',
      description:
        '"до 7-го", "к 30-му": a day of the month with its ending after a preposition ("на 12-е" is the day of what the task is about: a shift, a delivery, a day off)',
      examples: [
        example('до 7-го', MONDAY, '2026-12-07'),
        example('к 30-му', MONDAY, '2026-11-30'),
        example('поменяться дежурством на 12-е', MONDAY, null),
      ],
    },
    '(?:до|к|ко|не\\s+позже|не\\s+позднее)\\s+(\\d{1,2})-?(?:го|му)',
    3,
    (match, { today }) => nextDayOfMonth(today, Number(match[1])),
  ),
];
