// Text helpers shared by the engine: case and ё folding that keep string positions, word tests that
// work for Cyrillic (JavaScript's \b does not), and title casing.

/** Lower case with ё → е; the result has the same length and positions as the input. */
export function fold(text: string): string {
  // Lowering never shortens a letter, so the same length means every position is kept (the engine's
  // most frequent call: a native pass, not a loop over the letters).
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower.includes('ё') ? lower.replace(/ё/g, 'е') : lower;
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const folded = lower === 'ё' ? 'е' : lower;
    // A few letters change length when lowered (İ); keep positions by falling back to the original.
    out += folded.length === char.length ? folded : char;
  }
  return out;
}

/**
 * The end of the text before a position, from a space at most `reach` characters back (the whole text
 * when it is shorter): what a pattern anchored at its end ("about " before a day) needs to read. Such a
 * pattern is tried from every position of what it is given, so testing the whole text before each of a
 * long line's matches is quadratic. Starting at a space keeps `^`, `\s` and `\b` meaning what they mean
 * in the whole text, for any pattern that reads less than `reach` characters.
 */
export function textBefore(text: string, end: number, reach = 80): string {
  if (end <= reach) return text.slice(0, end);
  const space = text.slice(end - reach, end).search(/\s/);
  return space < 0 ? '' : text.slice(end - reach + space, end);
}

/**
 * Letters of folded ru/en text as a plain class: patterns built on it compile far faster than \p{L}
 * ones (the engine's first call paid ~100 ms for Unicode classes), and folded text has no capitals.
 */
export const LETTER = '[a-zа-яё]';
/** Start of a word in folded text (nothing word-like before). */
export const WORD_START = '(?<![a-zа-яё0-9])';
/** End of a word in folded text (nothing word-like after). */
export const WORD_END = '(?![a-zа-яё0-9])';

/** Words of a text (folded), apostrophes kept inside words ("mark's" → "mark's"). */
export function wordsOf(text: string): string[] {
  return fold(text)
    .replace(/[’`]/g, "'")
    .split(/[^\p{L}\p{N}':]+/u)
    .map((word) => word.replace(/^[':]+|[':]+$/g, ''))
    .filter((word) => word !== '');
}

/** True when the text holds Cyrillic letters. */
export function hasCyrillic(text: string): boolean {
  return /[а-яё]/i.test(text);
}

/** The text with its first letter in upper case. */
export function capitalise(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

/** Collapses whitespace and trims separators and stray punctuation from both ends. */
export function tidy(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, ' ') // brackets emptied by taking a date out ("(due thurs)")
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/^[\s,.;:!?\-–—+&/]+/, '')
    .replace(/[\s,;:\-–—+&/(]+$/, '')
    .replace(/[.!?…]+$/, '')
    .trim();
}

/** Cuts a text to `max` characters on a word boundary where possible. */
export function cutText(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

/** An emoji with its variation selectors, skin tones and joined parts ("🧹", "✅", "👨‍👩‍👧"). */
export const EMOJI =
  '(?:\\p{Extended_Pictographic}(?:\\uFE0F|\\p{Emoji_Modifier}|\\u200D\\p{Extended_Pictographic})*)';
