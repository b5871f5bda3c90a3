// The reader: a dump read as notes of a meeting, where most lines are minutes and a few the speaker's
// own items (docs/ai-local.md, "Session 31").
import { MEETING_HEAD, MEETING_OBJECT, OWN_MARK } from '../lexicon/meetings.js';
import { EN_GIVEN_NAMES, RU_GIVEN_NAMES } from '../lexicon/people.js';
import { RU_PRESENT_OF_ONESELF } from '../lexicon/verbs-ru.js';
import { EN_VERBS } from '../lexicon/verbs-en.js';
import { enBaseOfIng } from '../stages/classify/clause-kind-en.js';
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

/** "я отправляю …", "I send …", "I'm sending …" opening a line of notes, and the verb after it. */
const OWN_PRESENT = /^(?:я|i|i'm|i\s+am)\s+(\p{L}+)(.*)$/isu;

/**
 * A line of notes of a meeting where the speaker says what they do, in the present ("я присылаю ей
 * выписки", "I send the invite", "I'm booking the venue"): in notes that is a promise, said as the task
 * it is («прислать ей выписки», "send the invite", "book the venue"). Any other line is as written.
 */
export function ownPresentItem(line: string): string {
  const said = OWN_PRESENT.exec(line.trim());
  if (!said) return line;
  const verb = fold(said[1] ?? '');
  const rest = said[2] ?? '';
  const russian = Object.hasOwn(RU_PRESENT_OF_ONESELF, verb) ? RU_PRESENT_OF_ONESELF[verb] : undefined;
  if (russian) return `${russian}${rest}`;
  const english = englishBase(verb);
  return english ? `${english}${rest}` : line;
}

/** Pieces of a line of notes: its clauses after ";" and its parts after a dash. */
const PIECE_BREAK = /\s*;\s*|\s+[—–]\s+/;

/**
 * The pieces of another person's line in notes of a meeting where the speaker says what they do
 * themselves ("МК: баннер до 20-го; я даю размеры стенда" → «дать размеры стенда»), as tasks; '' when
 * there are none.
 */
export function ownPieces(text: string): string {
  return text
    .split(PIECE_BREAK)
    .filter((piece) => OWN_PRESENT.test(piece.trim()))
    .map(ownPresentItem)
    .filter((piece) => !OWN_PRESENT.test(piece.trim()))
    .join('; ');
}

/** Verbs after "I" that say a wish, a need or a thought, not a deed ("I need to …", "I think …"). */
const EN_NOT_DEED =
  /^(?:need|want|have|will|should|must|can|could|would|think|guess|hope|know|feel|do|did|got|get)$/;

/** The base of an English verb said in the present of oneself ("send", "sending"), if it is a deed. */
function englishBase(word: string): string | undefined {
  const base = EN_VERBS.has(word) ? word : enBaseOfIng(word);
  return base === undefined || EN_NOT_DEED.test(base) ? undefined : base;
}

/** An English verb said of another person ("builds", "sends", "fixes"). */
const isThirdPerson = (word: string): boolean =>
  word.endsWith('s') && [word.slice(0, -1), word.slice(0, -2)].some((base) => EN_VERBS.has(base));

/** A person's name, then what they do in the present or will do ("Оля пишет …", "Tom sends …", "Raj will …"). */
const OTHERS_DEED = /^(\p{L}+)\s+(\p{L}+)/u;

/**
 * A line of notes of a meeting that says what another person does ("Оля пишет тексты до среды", "Tom
 * sends the minutes", "Raj will chase legal"): their item, not the speaker's. A name in another case
 * («Оле позвонить») is whom the speaker's task is for.
 */
export function othersItem(line: string): boolean {
  const said = OTHERS_DEED.exec(fold(line.trim()));
  if (!said) return false;
  const [, name = '', verb = ''] = said;
  if (RU_GIVEN_NAMES.has(name)) return /^[а-я]{2,}(?:ет|ит|ут|ют|ат|ят)(?:ся)?$/.test(verb);
  if (EN_GIVEN_NAMES.has(name)) return verb === 'will' || verb === 'to' || isThirdPerson(verb);
  return false;
}
