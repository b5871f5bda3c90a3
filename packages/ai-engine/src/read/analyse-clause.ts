// The reader: one clause through the stages — its dates and cues (fields), the core left for a title
// once they and the fillers are off (titles), and what it is (classify).
import { type Day, type LocalClock } from '../calendar.js';
import { ON_THE_WAY } from '../lexicon/time-words.js';
import { type Clause, type NamedDate, type Separator } from '../model.js';
import { classifyClause } from '../stages/classify/kind-rules.js';
import { ANAPHORA, LAST_DAY_TO, REASON_CLAUSE, TRAILING_ANAPHORA } from '../stages/classify/patterns.js';
import { wordSpans } from '../stages/classify/verbs.js';
import { type DateMatch } from '../stages/fields/deadline/date-rule.js';
import { type CueMatch } from '../stages/fields/priority.js';
import { type ClauseFields, readClauseFields } from '../stages/fields/rules.js';
import { fold, tidy } from '../stages/normalise/text.js';
import { blank } from '../stages/segment/clauses.js';
import { TIME_OF_DAY_WORDS } from '../stages/segment/sentences.js';
import { clauseCore } from '../stages/titles/core-rules.js';
import { bareHours, firstContentIndex, indexOfWord } from '../stages/titles/title.js';

/** A cue closing a statement after other words ("the permit lapses in May, that's important"). */
function closesStatement(folded: string, cues: readonly CueMatch[]): boolean {
  const last = cues.at(-1);
  return (
    last !== undefined &&
    /[\p{L}\p{N}]/u.test(folded.slice(0, cues[0]?.start ?? 0)) &&
    !/[\p{L}\p{N}]/u.test(folded.slice(last.end))
  );
}

/** "по дороге" / "on the way" said in a task: the way of the trip before it, so that trip's day. */
const ON_THE_WAY_SAID = new RegExp(`(?<![\\p{L}])${ON_THE_WAY}(?![\\p{L}])`, 'u');
/** A date said as the latest day for something ("by friday", "before the 5th", "к пятнице", "до субботы"). */
const DUE_BY = /^(?:by|before|until|till|no\s+later\s+than|к|ко|до)\s/;

/** "at 5", "at 10" at the end of a clause or before a comma: an hour (not "at 5 percent", "at 3 places"). */
function bareEnglishHour(text: string): { start: number; end: number } | undefined {
  const match = /(?<![a-z0-9])at\s+(\d{1,2})(?=\s*(?:[,;.!?]|$))/.exec(fold(text).trimEnd());
  if (!match || Number(match[1]) > 12 || Number(match[1]) === 0) return undefined;
  return { start: match.index, end: match.index + match[0].length };
}

/**
 * What the reading under way has analysed, by clock, day (separator) and text: its clauses and the
 * fields of their texts. A dump's reading analyses the same clause more than once (a line as a possible
 * date header, then as the sentence it is), and an analysis is a pure function of these. Kept for one
 * reading only (`withClauseMemo`), so a benchmark that reads the same dump again measures the work, not
 * the memo. A clause is frozen once analysed: a change to one would throw.
 */
let memo: { clauses: Map<string, Readonly<Clause>>; fields: Map<string, ClauseFields> } | undefined;

/** Runs a reading with what it analyses remembered until it ends. */
export function withClauseMemo<T>(read: () => T): T {
  if (memo) return read();
  memo = { clauses: new Map(), fields: new Map() };
  try {
    return read();
  } finally {
    memo = undefined;
  }
}

const keyOf = (clock: LocalClock, today: Day, text: string) =>
  `${clock.now.getTime()} ${clock.timeZone} ${today.year}-${today.month}-${today.day} ${text}`;

function fieldsOf(text: string, clock: LocalClock, today: Day): ClauseFields {
  if (!memo) return readClauseFields(text, clock, today);
  const key = keyOf(clock, today, text);
  const known = memo.fields.get(key);
  if (known) return known;
  const fields = readClauseFields(text, clock, today);
  memo.fields.set(key, fields);
  return fields;
}

/** True when a text names a day (a date of rank 1 or more: not a bare clock time or a day's part). */
export function namesDay(text: string, clock: LocalClock, today: Day): boolean {
  return fieldsOf(text, clock, today).dates.dates.some((date) => date.rank >= 1);
}

/** Analyses one clause: its dates, cues, the core left for a title, and what it is. */
export function analyseClause(
  clause: { text: string; separator: Separator },
  clock: LocalClock,
  today: Day,
): Clause {
  if (!memo) return Object.freeze(readClause(clause, clock, today));
  const key = `${clause.separator} ${keyOf(clock, today, clause.text)}`;
  const known = memo.clauses.get(key);
  if (known) return known;
  const analysed = Object.freeze(readClause(clause, clock, today));
  memo.clauses.set(key, analysed);
  return analysed;
}

function readClause(clause: { text: string; separator: Separator }, clock: LocalClock, today: Day): Clause {
  const { text } = clause;
  const fields = fieldsOf(text, clock, today);
  const reading = fields.dates;
  const { cues, folded } = fields;
  const stripped = blank(blank(text, reading.spans), cues);
  const timeOfDay = [...fold(stripped).matchAll(TIME_OF_DAY_WORDS)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const withoutDates = tidy(
    blank(blank(stripped, timeOfDay), bareHours(stripped))
      .replace(REASON_CLAUSE, '')
      // "к вечеру же отнести": the particle is left once its date is gone.
      .replace(/(?<![\p{L}])же(?![\p{L}])/gu, ' ')
      // "today is the last day to submit my claim" → "submit my claim" (the date is read already).
      .replace(LAST_DAY_TO, ''),
  );
  const plain = fold(withoutDates);
  const anaphora =
    ANAPHORA.test(plain) ||
    TRAILING_ANAPHORA.test(plain) ||
    /(?:^|\s)(?:before|by)\s+then[.!]*\s*$/.test(plain);
  const onTheWay = ON_THE_WAY_SAID.test(plain);
  // "the agency wants the final logo files by monday noon": a dated request is the thing to deliver.
  const dated = reading.dates.some((date) => date.rank >= 1);
  // "the bill is due friday": the date took "due" with it ("due friday"); the statement still says it.
  const dueSaid = reading.dates.some((date) => /^due\s/.test(folded.slice(date.start, date.end)));
  const rewritten = clauseCore(withoutDates, { dated, dueSaid });
  const { core } = rewritten;
  const { kind, verbIndex, done } = classifyClause(core, {
    text,
    folded,
    separator: clause.separator,
    said: cues.length > 0 || reading.dates.length > 0,
    dated,
    requested: rewritten.requested === true,
    dueBy: reading.dates.some((date) => date.rank >= 1 && DUE_BY.test(folded.slice(date.start, date.end))),
  });
  const best = reading.dates.find((date) => date.rank >= 0);
  const clockOnly = reading.dates.find((date) => date.rank < 0);
  const named = (match: DateMatch | undefined): NamedDate | undefined =>
    match ? { day: match.date, text: tidy(text.slice(match.start, match.end)), rank: match.rank } : undefined;
  // "pick up the kids at 5", "в 7 забрать сына": an hour with no day is a time of today.
  const hour = clockOnly ? undefined : (bareHours(stripped)[0] ?? bareEnglishHour(text));
  const hourToday: NamedDate | undefined = hour
    ? { day: today, text: tidy(text.slice(hour.start, hour.end)), rank: -1 }
    : undefined;
  // Where the action starts in the original text: dates and cues before it lead the clause.
  const verbWord = verbIndex >= 0 ? (wordSpans(core)[verbIndex]?.word ?? '') : '';
  const actionAt =
    verbWord !== ''
      ? indexOfWord(folded, verbWord)
      : kind === 'noun'
        ? firstContentIndex(text, reading.spans, cues)
        : text.length;
  const priority = fields.priority ?? undefined;
  return {
    text,
    separator: clause.separator,
    kind,
    core,
    date: named(best),
    clockDate: named(clockOnly) ?? hourToday,
    dateLeads:
      best !== undefined &&
      (kind === 'other' || kind === 'context' || kind === 'empty' || best.start < actionAt),
    // In a statement a cue leads unless it closes it after other words ("it expires in May, that's
    // important"): then it is said of the task before.
    cueLeads:
      cues.length > 0 &&
      !cues[0]?.pointsBack &&
      (kind !== 'action' && kind !== 'noun'
        ? !closesStatement(folded, cues)
        : (cues[0]?.start ?? 0) < actionAt),
    priority,
    anaphora,
    ...(onTheWay ? { onTheWay } : {}),
    undone: rewritten.undone === true,
    due: rewritten.due === true,
    ...(done ? { done } : {}),
  };
}
