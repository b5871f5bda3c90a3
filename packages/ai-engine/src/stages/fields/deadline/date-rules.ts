// Stage fields, deadlines: the own date rules in ru and en, for the phrases chrono-node misses or reads
// differently from the conventions ("к пятнице" = that Friday, "на выходных" = the coming Saturday,
// "на следующей неделе" = next Monday, "до конца месяца" = its last day, "вечером" = today, a weekday
// that is today = a week later). `DATE_RULES` is their ordered list: each rule is named, says what it reads
// and carries its examples. The time words are in lexicon/time-words.ts.
import { AM_PM, RU_CLOCK_HOUR, RU_CLOCK_HOURS } from '../../../lexicon/time-words.js';
import { clockTime, nextDate, type DateRule, example, rule, todayOrTomorrow } from './date-rule.js';
import { MONDAY, WEDNESDAY_EVENING } from './example-clocks.js';
import { EN_DATE_RULES } from './date-rules-en.js';
import { RU_DATE_RULES } from './date-rules-ru.js';

/**
 * The start of a span of time before its end ("from 10am to", "between 9:30 and", «между 10:00 и»): the
 * span is one time, read at its end, so no "from … to" is left in a title.
 */
const CLOCK_SPAN_START = `(?:(?:from|between|между)\\s+\\d{1,2}(?::\\d{2})?\\s*(?:${AM_PM})?\\s*(?:-|–|to|and|till|until|и|до)\\s*)`;

/** The own date rules, in the order they run (of overlapping phrases the longer wins, then the earlier rule). */
export const DATE_RULES: readonly DateRule[] = [
  ...RU_DATE_RULES,
  ...EN_DATE_RULES,
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
    `(?:${CLOCK_SPAN_START}|(?:в|во|к|ко|до|с|at|by|before|around|until|till|from)\\s+)?(\\d{1,2}):(\\d{2})(?:\\s*(${AM_PM}))?`,
    -1,
    (match, context) => todayOrTomorrow(context, clockTime(match[1], match[2], match[3])),
  ),
  rule(
    {
      name: 'clock-hour-am-pm',
      description: '"at 4pm", "by 7 a.m.": today, or tomorrow once the hour has passed',
      examples: [example('at 4pm', MONDAY, '2026-11-23'), example('by 7am', MONDAY, '2026-11-24')],
    },
    `(?:${CLOCK_SPAN_START}|(?:at|by|before|around|until|till|from)\\s+)?(\\d{1,2})\\s*(${AM_PM})`,
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
