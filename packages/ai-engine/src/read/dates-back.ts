// The reader: a line or a sentence that dates what was said before it — a day for a whole list after its
// items ("Всё это нужно к 20-му"), and a day said again to correct the one before ("нет, давай завтра").
import { type Day, type LocalClock } from '../calendar.js';
import { type Found } from '../model.js';
import { OBJECT_PRONOUN } from '../stages/classify/patterns.js';
import { findDates } from '../stages/fields/deadline/find-dates.js';
import { fold, tidy, wordsOf } from '../stages/normalise/text.js';
import { opensWithCorrection } from './reader-patterns.js';

/**
 * Words that take in a whole list said before («всё», «их», "them", "all of it", "everything"): a date said
 * with them after a list ("Всё это нужно к 20-му", "upload them by Friday") is every item's.
 */
const WHOLE_LIST =
  /(?<![\p{L}])(?:вс[её](?:\s+это)?|это\s+вс[её]|их|всех|them(?:\s+all)?|all\s+of\s+(?:it|this|them|these|the\s+above)|everything(?:\s+above)?|the\s+above|these|it\s+all)(?![\p{L}])/u;

/**
 * A line after a list that dates the whole list ("Всё это нужно к 20-му, иначе никак"): its day, said
 * with a word for all of it, when the line makes no task of its own but one about "them", goes to each
 * item of the list (two or more) without a day of its own.
 */
export function datesWholeList(
  line: string,
  read: readonly Found[],
  listed: readonly Found[],
  clock: LocalClock,
  today: Day,
): void {
  if (listed.length < 2) return;
  const whole = WHOLE_LIST.exec(fold(line).replace(/’/g, "'"));
  if (!whole) return;
  if (read.some((task) => !OBJECT_PRONOUN.test(fold(task.title)) && !WHOLE_LIST.test(fold(task.title))))
    return;
  // The words for the list come before its day ("всё нужно до 15-го"); said after another thing's day
  // ("днюха в субботу — Маша всё организует") they are not about the list.
  const day = findDates(line, clock, today).dates.find((date) => date.rank >= 1 && date.start > whole.index);
  if (!day) return;
  const date = { day: day.date, text: tidy(line.slice(day.start, day.end)), rank: day.rank };
  for (const task of listed) task.date ??= date;
}

/** Words that say a day again in place of the one before ("…, tomorrow then", «тогда завтра», «лучше в пятницу»). */
const DAY_AGAIN = /(?:^|\s)(?:then|instead|тогда|лучше|давай)(?:\s|[.!]*$)/;

/** A sentence that corrects the day said before: it opens with a correction, or says a day "then". */
export function correctsDay(sentence: string): boolean {
  const folded = fold(sentence).replace(/’/g, "'");
  return (opensWithCorrection(sentence) || DAY_AGAIN.test(folded)) && wordsOf(folded).length <= 6;
}
