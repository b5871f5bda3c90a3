// The reader: a dump that is, or holds, a message someone else wrote (pasted from a letter, a chat or a
// voicemail): its greeting and sign-off are no tasks, and what its sender says they will do is theirs
// (docs/ai-local.md, "Session 31").
import {
  CHAT_LINE,
  FROM_LINE,
  GREETING,
  LETTER_HEADER,
  OPENS_WITH_GREETING,
  SIGN_OFF,
} from '../lexicon/messages.js';
import { isVerbWord } from '../stages/classify/verbs.js';
import { fold, wordsOf } from '../stages/normalise/text.js';

/** The most words a line of greeting or sign-off alone has ("С уважением, Игорь Петрович"). */
const FORMULA_MAX_WORDS = 5;
/** The most words of a signature line under a sign-off ("Отдел кадров", "Dr. Alvarez's office"). */
const SIGNATURE_MAX_WORDS = 4;
/** A copied chat has two lines of senders at least. */
const CHAT_MIN_LINES = 2;

/** A line that is only a greeting or a sign-off, and a name: a few words, no verb after the formula. */
function isFormula(line: string): boolean {
  const folded = fold(line);
  if (!GREETING.test(folded) && !SIGN_OFF.test(folded)) return false;
  const words = wordsOf(line);
  return words.length <= FORMULA_MAX_WORDS && !words.slice(1).some((word) => isVerbWord(word));
}

/**
 * Whether the dump is a message someone else wrote — a first line saying whom from, a greeting or a
 * sign-off of a few words on a line of its own, or two lines of a copied chat — and the lines that are
 * only its greeting, its sign-off and signature, or a letter's header.
 */
export function messageOf(lines: readonly { text: string }[]): { message: boolean; formulas: Set<number> } {
  const formulas = new Set<number>();
  let chat = 0;
  let from = false;
  let first = true;
  let previousFilled = -1;
  lines.forEach(({ text }, index) => {
    const said = text.trim();
    if (said === '') return;
    const folded = fold(said);
    // "от начальника:", or a letter opening on its first line ("Hi Tom, could you …").
    if (first && (FROM_LINE.test(folded) || OPENS_WITH_GREETING.test(folded))) from = true;
    first = false;
    if (LETTER_HEADER.test(folded) || isFormula(said)) formulas.add(index);
    // The signature under a sign-off ("С уважением,\nОтдел кадров"): a short line with no verb.
    else if (
      formulas.has(previousFilled) &&
      SIGN_OFF.test(fold(lines[previousFilled]?.text.trim() ?? '')) &&
      wordsOf(said).length <= SIGNATURE_MAX_WORDS &&
      !wordsOf(said).some((word) => isVerbWord(word))
    )
      formulas.add(index);
    previousFilled = index;
    if (CHAT_LINE.test(said)) chat++;
  });
  return { message: from || formulas.size > 0 || chat >= CHAT_MIN_LINES, formulas };
}
