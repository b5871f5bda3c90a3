// Stage segment: a line cut into sentences at . ! ? … ; and emoticons (not inside numbers, dates or
// abbreviations), and before a capitalised verb in a list typed without punctuation.
import { isVerbWord } from '../classify/verbs.js';
import { type TaskLanguage } from '../fields/estimate.js';
import { fold, hasCyrillic } from '../normalise/text.js';
import { ENUMERATION } from './clauses.js';

export const BULLET = /^\s*(?:[-*•·▪►✓✔☐□–—]+|\d{1,2}[.)]|\[[ xXхХ]?\])\s+/;
export const EN_COPULA = /(?:^|\s)(?:is|are|was|were|am|feel|feels|felt|seems|seem|looks)(?:\s|$)/;
export const ABBREVIATION =
  /(?:^|[\s(])(?:т\.\s?[едкпн]|и\.\s?т|e\.g|i\.e|etc|dr|mr|mrs|ms|st|vs|approx|ул|г|д|тел|им|др|пр)\.$/i;
/**
 * A unit or a money word cut short after a number ("500 руб.", "2 тыс.", "10 шт.", "каб. 312"): the
 * sentence goes on unless the next word is capitalised or a verb ("10 шт. позвонить маме").
 */
const UNIT_ABBREVIATION = /(?:^|[\s\d(])(?:руб|р|коп|тыс|млн|млрд|шт|кг|км|мин|стр|каб|кв|экз|п)\.$/i;
export const TIME_OF_DAY_WORDS =
  /(?<![\p{L}])(?:с\s+утра|утром|первым\s+делом|first\s+thing(?:\s+in\s+the\s+morning)?|in\s+the\s+(?:morning|afternoon|evening))(?![\p{L}])/gu;

/** Language of a piece of text: Cyrillic → ru, else en (an explicit language wins when the text has no letters). */
export function languageOf(text: string, fallback: TaskLanguage): TaskLanguage {
  if (hasCyrillic(text)) return 'ru';
  return /[a-z]/i.test(text) ? 'en' : fallback;
}

/** The word that ends the name of an event or a place ("… Day", "… Fair", "… Centre"), after a space. */
const NAME_END =
  /^\s+(?:Day|Night|Week|Weekend|Month|Club|Fair|Party|Festival|Sale|Show|Service|Centre|Center|Store|Shop|Market|Office|Trust|League|Awards?)(?![\p{L}])/u;

/** What follows a name rather than a verb: a stop, or a word of when or where ("Best Buy on Friday"). */
const AFTER_A_NAME =
  /^(?:\s*(?:[:;,.!?)]|$)|\s+(?:on|at|in|by|near|before|after|until|till|tomorrow|today|tonight|next|this)(?![\p{L}]))/u;

/** Splits a line into sentences at . ! ? … ; (not inside numbers, dates or abbreviations) and before a capitalised verb in a list typed without punctuation. */
export function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  // "…забыла(( забронировать столик": an emoticon ends a sentence like a full stop.
  const boundary =
    /[.!?…;]+(?=\s|$)|(?<=\S)(?:[()]{2,}|\s[:;]-?[()DP])(?=\s|$)|(?<=[\p{Ll}\d)])\s+(?=\p{Lu})/gu;
  const numbered = ENUMERATION.test(line);
  for (const match of line.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const piece = line.slice(start, end);
    if (/^\s/.test(match[0]) || match[0] === '') {
      // A capital letter after a lower-case word: split only before a verb ("молоко Купить хлеб").
      const next = /^\s+([\p{L}']+)/u.exec(line.slice(match.index))?.[1] ?? '';
      // An acronym ("RSVP", "PR") is a word of the sentence, not a new sentence's verb; so is a capital
      // word inside the name of an event or a place ("Red Nose Day", "Pay Day party"): after a capital
      // word and before the word that ends such a name.
      const previous = /\p{Lu}[\p{L}']*$/u.test(line.slice(start, match.index));
      const after = line.slice(match.index + match[0].length + next.length);
      // So is the second word of a two-word name in English ("at Royal Mail tomorrow", "Best Buy:"):
      // a capital verb after a capital word, with no object after it, only a stop or when or where.
      const named = NAME_END.test(after) || (/^[A-Za-z']+$/.test(next) && AFTER_A_NAME.test(after));
      if (!isVerbWord(fold(next), true) || /^\p{Lu}{2,}$/u.test(next) || (previous && named)) continue;
    } else if (
      match[0].startsWith('.') &&
      (ABBREVIATION.test(line.slice(Math.max(0, match.index - 6), match.index + 1)) ||
        (numbered && /(?:^|[\s:(])\d{1,2}$/.test(line.slice(Math.max(0, match.index - 3), match.index))))
    ) {
      // An abbreviation ("т.е.") or a list number ("1. отчёт 2. письмо") does not end a sentence.
      continue;
    } else if (
      match[0] === '.' &&
      UNIT_ABBREVIATION.test(line.slice(Math.max(0, match.index - 6), match.index + 1)) &&
      /^\s+\p{Ll}/u.test(line.slice(end)) &&
      !isVerbWord(fold(/^\s+([\p{L}']+)/u.exec(line.slice(end))?.[1] ?? ''), true)
    ) {
      // "сдать 500 руб. на экскурсию": the unit's dot is no full stop.
      continue;
    }
    sentences.push(piece);
    start = end;
  }
  sentences.push(line.slice(start));
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
