// Stage titles: leading and trailing fillers (lexicon/fillers.ts) and pronoun + modal openings taken off
// a folded text. All patterns work on folded text.
import {
  DANGLING_COPULAS,
  DANGLING_END_WORDS,
  DANGLING_BOTH_WORDS,
  EN_LEADING,
  RU_LEADING,
  TRAILING,
} from '../../lexicon/fillers.js';
import { WORD_END } from '../normalise/text.js';

export function alternation(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');
}

/** Interjections: "ааа", "ооо", "ugh", "omg", "argh". */
export const INTERJECTION = '(?:а{2,}|о{2,}|ох|ух|уф|фух|ugh+|omg|argh+|a{2,}h*|oh\\s+no|oops)';
export const LEADING = new RegExp(
  `^\\s*(?:${INTERJECTION}|${alternation([...RU_LEADING, ...EN_LEADING])})${WORD_END}[\\s,:;.!?\\-–—]*`,
  'u',
);
export const TRAILING_PATTERN = new RegExp(`[\\s,]+(?:${alternation(TRAILING)})${WORD_END}[\\s.!?]*$`, 'u');
/**
 * The dangling words a title can end on once what followed was cut (lexicon/fillers.ts); a copula after a
 * question word ("find out what the fee is") or just after a pronoun ("check where it is") stays.
 */
export const DANGLING_END = new RegExp(
  `(?:[\\s,]+(?:${alternation(DANGLING_END_WORDS)}|(?<!(?<![\\p{L}])(?:for|to|with|of|для|у|с|про|на)[\\s,]+)(?:${alternation(DANGLING_BOTH_WORDS)})|(?<!(?<![\\p{L}])(?:what|where|who|how|when|which|whether|if)\\s.*|(?<![\\p{L}])(?:it|this|that|there|here|they|he|she)\\s+)(?:${alternation(DANGLING_COPULAS)})))+[\\s,.]*$`,
  'iu',
);

/** Pronoun + modal openings ("мне нужно", "I'll", "we should really"): taken off like fillers. */
export const PRONOUN_MODAL = new RegExp(
  `^\\s*(?:i|we|я|мы|мне|нам)(?:\\s+(?:also|really|still|just|definitely|probably|then|finally|тоже|еще|очень|бы|срочно|обязательно))*` +
    `(?:\\s+(?:need\\s+to|needa|have\\s+to|have\\s+got\\s+to|got\\s+to|gotta|should|must|will|am\\s+going\\s+to|want\\s+to|wanna|would\\s+like\\s+to|need|надо|нужно|хочу|хотелось\\s+бы|должен|должна|должны|бы|пора|стоит|придется|предстоит|забыла\\s+что|забыл\\s+что|забыла|забыл|forgot\\s+that|forgot\\s+to|also\\s+need\\s+to|better|had\\s+better` +
    // "I keep forgetting to water the plants", "я вечно забываю полить цветы": the forgotten thing is the task.
    `|(?:keep|always|constantly)\\s+forget(?:ting)?\\s+to|(?:keep|been|have\\s+been)\\s+meaning\\s+to|(?:вечно|постоянно|всегда|вс[её]\\s+время)\\s+забываю|забываю)` +
    `|'ll|'ve\\s+got\\s+to|'ve\\s+been\\s+meaning\\s+to|'m\\s+going\\s+to|'m\\s+gonna|'d\\s+like\\s+to|'d\\s+better)` +
    `(?:\\s+(?:really|also|still|definitely|to|бы))*${WORD_END}[\\s,]*`,
  'u',
);

/** Subject pronouns that open a statement ("I keep thinking…", "я опять не успеваю", "it's late"). */
export const SUBJECT_PRONOUN =
  /^\s*(?:i|i'm|im|i've|we|we're|he|she|they|it|it's|its|this|that|there|я|мы|он|она|они|оно|это|все|всё)(?![\p{L}\p{N}'])/u;

/** Takes leading fillers and pronoun + modal openings off a folded text; returns the number of characters removed. */
export function leadingFillerLength(folded: string): number {
  let rest = folded;
  for (;;) {
    const match = LEADING.exec(rest) ?? PRONOUN_MODAL.exec(rest);
    if (!match || match[0].length === 0) break;
    rest = rest.slice(match[0].length);
  }
  return folded.length - rest.length;
}

/** Length of the trailing fillers of a folded text (0 when none). */
export function trailingFillerLength(folded: string): number {
  let rest = folded;
  for (;;) {
    const match = TRAILING_PATTERN.exec(rest);
    if (!match) break;
    rest = rest.slice(0, match.index);
  }
  return folded.length - rest.length;
}

/** Desire markers: a verb after them is a wish; with a feeling verb, the sentence is a feeling. */
export const DESIRE_MARKER =
  /(?<![\p{L}])(?:хочу|хочется|хочеться|хотелось\s+бы|want\s+to|wanna|wish\s+i\s+could|would\s+love\s+to|'d\s+love\s+to)(?![\p{L}])/u;
