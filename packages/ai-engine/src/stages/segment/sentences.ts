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
export const TIME_OF_DAY_WORDS =
  /(?<![\p{L}])(?:с\s+утра|утром|первым\s+делом|first\s+thing(?:\s+in\s+the\s+morning)?|in\s+the\s+(?:morning|afternoon|evening))(?![\p{L}])/gu;

/** Language of a piece of text: Cyrillic → ru, else en (an explicit language wins when the text has no letters). */
export function languageOf(text: string, fallback: TaskLanguage): TaskLanguage {
  if (hasCyrillic(text)) return 'ru';
  return /[a-z]/i.test(text) ? 'en' : fallback;
}

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
      // An acronym ("RSVP", "PR") is a word of the sentence, not a new sentence's verb.
      if (!isVerbWord(fold(next), true) || /^\p{Lu}{2,}$/u.test(next)) continue;
    } else if (
      match[0].startsWith('.') &&
      (ABBREVIATION.test(line.slice(Math.max(0, match.index - 6), match.index + 1)) ||
        (numbered && /(?:^|[\s:(])\d{1,2}$/.test(line.slice(Math.max(0, match.index - 3), match.index))))
    ) {
      // An abbreviation ("т.е.") or a list number ("1. отчёт 2. письмо") does not end a sentence.
      continue;
    }
    sentences.push(piece);
    start = end;
  }
  sentences.push(line.slice(start));
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
