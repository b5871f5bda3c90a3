/** Which text every part of Fokus can keep: the rule behind both zod builds of the text schema. */

/** What a request is told about a text holding U+0000 or an unpaired surrogate. */
export const UNSAFE_TEXT_MESSAGE = 'Text cannot contain NUL characters (U+0000) or unpaired surrogates';

/**
 * True when `value` is text every part of Fokus can keep: no NUL character (PostgreSQL refuses it in
 * text and jsonb) and no unpaired UTF-16 surrogate (not Unicode at all: it cannot be encoded as UTF-8,
 * so it would be stored as U+FFFD). A surrogate pair (an emoji) is fine.
 */
export function isSafeText(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit === 0) return false;
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(index + 1);
    // A high surrogate followed by a low one is one character; anything else is unpaired.
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    index += 1;
  }
  return true;
}
