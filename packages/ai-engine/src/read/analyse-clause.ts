// The reader: one clause through the stages — its dates and cues (fields), the core left for a title
// once they and the fillers are off (titles), and what it is (classify).
import { type Day, type LocalClock } from '../calendar.js';
import { type Clause, type Kind, type NamedDate, type Separator } from '../model.js';
import { classify, leadingSubordinateLength } from '../stages/classify/clause-kind.js';
import {
  ANAPHORA,
  EMPTY_STATEMENT,
  LAST_DAY_TO,
  MODAL,
  OCCASION,
  REASON_CLAUSE,
  REMINDER,
} from '../stages/classify/patterns.js';
import { wordSpans } from '../stages/classify/verbs.js';
import { type DateMatch } from '../stages/fields/deadline/date-rule.js';
import { correctedDates } from '../stages/fields/deadline/corrections.js';
import { findDates } from '../stages/fields/deadline/find-dates.js';
import { findCues, strongestCue } from '../stages/fields/priority.js';
import { fold, hasCyrillic, tidy } from '../stages/normalise/text.js';
import { blank } from '../stages/segment/clauses.js';
import { TIME_OF_DAY_WORDS } from '../stages/segment/sentences.js';
import { leadingFillerLength, trailingFillerLength } from '../stages/titles/fillers.js';
import {
  dueToTask,
  haveEventToTask,
  leadingEventToTask,
  needsDoingToTask,
  neededThingToTask,
  requestToTask,
  undoneToTask,
} from '../stages/titles/rewrites.js';
import { bareHours, firstContentIndex, indexOfWord } from '../stages/titles/title.js';

/** Analyses one clause: its dates, cues, the core left for a title, and what it is. */
export function analyseClause(
  clause: { text: string; separator: Separator },
  clock: LocalClock,
  today: Day,
): Clause {
  const { text } = clause;
  const reading = correctedDates(text, findDates(text, clock, today));
  const folded = fold(text);
  const cues = findCues(folded);
  const stripped = blank(blank(text, reading.spans), cues);
  const timeOfDay = [...fold(stripped).matchAll(TIME_OF_DAY_WORDS)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const withoutDates = tidy(
    blank(blank(stripped, timeOfDay), bareHours(stripped))
      .replace(REASON_CLAUSE, '')
      // "до завтра же забрать": the particle is left once its date is gone.
      .replace(/(?<![\p{L}])же(?![\p{L}])/gu, ' ')
      // "today is the last day to submit my claim" → "submit my claim" (the date is read already).
      .replace(LAST_DAY_TO, ''),
  );
  const anaphora =
    ANAPHORA.test(fold(withoutDates)) || /(?:^|\s)(?:before|by)\s+then[.!]*\s*$/.test(fold(withoutDates));
  const lead = leadingFillerLength(fold(withoutDates));
  let core = withoutDates.slice(lead);
  core = core.slice(0, core.length - trailingFillerLength(fold(core)));
  const dangling = /\s+(?:в|во|к|ко|до|на|с|со|by|on|at|before|b4|until|till|for|in|the)$/.exec(fold(core));
  core = tidy(dangling ? core.slice(0, dangling.index) : core);
  core = tidy(core.slice(leadingSubordinateLength(core)));
  const undone = undoneToTask(core);
  if (undone !== null) core = tidy(undone);
  const needed = hasCyrillic(core) ? null : needsDoingToTask(core);
  if (needed !== null) core = tidy(needed);
  const event = haveEventToTask(core) ?? leadingEventToTask(core);
  if (event !== null) core = tidy(event);
  // "the client wants the revised mockups by tomorrow noon": a dated request is the thing to deliver.
  const dated = reading.dates.some((date) => date.rank >= 1);
  // "the bill is due friday": the date took "due" with it ("due friday"); the statement still says it.
  const dueSaid = reading.dates.some((date) => /^due\s/.test(folded.slice(date.start, date.end)));
  const asked = (dated ? requestToTask(core) : null) ?? (hasCyrillic(core) ? null : neededThingToTask(core));
  const due = dated && asked === null ? dueToTask(dueSaid ? `${core} due` : core) : null;
  const requested = asked ?? due;
  if (requested !== null) core = tidy(requested);
  const classified = requested !== null ? { kind: 'noun' as Kind, verbIndex: -1 } : classify(core, text);
  const { verbIndex } = classified;
  let kind: Kind =
    (classified.kind === 'context' || classified.kind === 'other') &&
    (cues.length > 0 || reading.dates.length > 0) &&
    EMPTY_STATEMENT.test(fold(core))
      ? 'empty'
      : classified.kind;
  // "don't forget the parent-teacher conference": a thing to remember is a task — but not a birthday,
  // which is the occasion for one ("dont forget mom's bday - get flowers").
  if (kind === 'other' && REMINDER.test(folded.replace(/’/g, "'")) && !OCCASION.test(fold(core)))
    kind = 'noun';
  // "надо в банк", "потом в аптеку": a trip written without its verb (makeTitle adds "сходить").
  if (
    kind === 'other' &&
    /^(?:в|во|к|ко)\s+[а-яё]/.test(fold(core)) &&
    (MODAL.test(folded) || clause.separator === 'then' || reading.dates.some((date) => date.rank >= 1))
  ) {
    kind = 'action';
  }
  const best = reading.dates.find((date) => date.rank >= 0);
  const clockOnly = reading.dates.find((date) => date.rank < 0);
  const named = (match: DateMatch | undefined): NamedDate | undefined =>
    match ? { day: match.date, text: tidy(text.slice(match.start, match.end)), rank: match.rank } : undefined;
  // Where the action starts in the original text: dates and cues before it lead the clause.
  const verbWord = verbIndex >= 0 ? (wordSpans(core)[verbIndex]?.word ?? '') : '';
  const actionAt =
    verbWord !== ''
      ? indexOfWord(folded, verbWord)
      : kind === 'noun'
        ? firstContentIndex(text, reading.spans, cues)
        : text.length;
  const priority = strongestCue(cues) ?? undefined;
  return {
    text,
    separator: clause.separator,
    kind,
    core,
    date: named(best),
    clockDate: named(clockOnly),
    dateLeads:
      best !== undefined &&
      (kind === 'other' || kind === 'context' || kind === 'empty' || best.start < actionAt),
    cueLeads:
      cues.length > 0 && (kind !== 'action' && kind !== 'noun' ? true : (cues[0]?.start ?? 0) < actionAt),
    priority,
    anaphora,
    undone: undone !== null,
    due: due !== null,
  };
}
