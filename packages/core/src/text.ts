/** Small text helpers shared by the normalisers. */

/** Cuts `text` to at most `max` UTF-16 units without leaving half of a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Reads an own property (never one inherited through `__proto__`) of a value that may not be an object. */
export function ownProperty(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The first own property present among `keys` (AI answers mix snake_case and camelCase). */
export function firstOwnProperty(value: unknown, keys: readonly string[]): unknown {
  for (const key of keys) {
    const found = ownProperty(value, key);
    if (found !== undefined && found !== null) return found;
  }
  return undefined;
}

/** A trimmed string from a string or finite number; anything else is ''. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
