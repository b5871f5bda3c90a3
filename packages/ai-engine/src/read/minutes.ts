// The reader: a dump read as notes of a meeting, where most lines are minutes and a few the speaker's
// own items (docs/ai-local.md, "Session 31").
import { MEETING_HEAD, MEETING_OBJECT, OWN_MARK } from '../lexicon/meetings.js';
import { fold, wordsOf } from '../stages/normalise/text.js';

/** Notes of a meeting are lines of notes: three at least, under a head of a few words. */
const MINUTES_MIN_LINES = 3;
const MINUTES_HEAD_MAX_WORDS = 12;

/**
 * Notes of a meeting: a first line naming one (not at an hour to come), or a line the speaker marks as
 * their own ("я: …"). In them a bullet without a verb is a minute ("демо норм", "budget cap $28k"), not a
 * task, and the naming line is a heading unless it is a task itself ("email the school about the meeting").
 */
export function minutesOf(lines: readonly { text: string }[]): { minutes: boolean; head?: number } {
  const filled = lines.map((line, index) => ({ text: line.text.trim(), index })).filter((line) => line.text);
  if (filled.length < MINUTES_MIN_LINES) return { minutes: false };
  const first = filled[0] ?? { text: '', index: -1 };
  const folded = fold(first.text);
  const named =
    wordsOf(first.text).length <= MINUTES_HEAD_MAX_WORDS &&
    MEETING_HEAD.test(folded) &&
    // "созвон с юристом в 16:30": a meeting at an hour to come heads an ordinary list.
    !/\d{1,2}:\d{2}|(?:^|\s)(?:в|at)\s+\d{1,2}(?:\s|$)/u.test(folded);
  const marked = filled.some((line) => OWN_MARK.test(fold(line.text)));
  if (!named) return { minutes: marked };
  // "email the team about the board meeting", "к планёрке подготовить цифры": the meeting is what a task
  // is about or for, and the line is that task, heading an ordinary list.
  const before = folded.slice(0, MEETING_HEAD.exec(folded)?.index ?? 0);
  const aTask = wordsOf(before).some((word) => MEETING_OBJECT.test(word));
  return aTask ? { minutes: marked } : { minutes: true, head: first.index };
}
