/**
 * Reading the spec's JSON-text columns (assignment, attachments, comments). An unparsable or
 * empty-like value counts as absent and falls back to empty, so one bad row never breaks a screen.
 */
import { safeParse, type z } from 'zod/mini';

/** Text values that mean "nothing stored" (written by older clients that stringified null/undefined). */
const EMPTY_LIKE_TEXTS = new Set(['', 'null', 'undefined']);

/** True for null, undefined and the empty-like texts '', 'null', 'undefined' (after trimming). */
export function isEmptyLike(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && EMPTY_LIKE_TEXTS.has(value.trim());
}

/** Parses a JSON-text value; returns undefined when it is empty-like or unparsable. Non-strings pass through (jsonb). */
export function parseJsonText(value: unknown): unknown {
  if (isEmptyLike(value)) return undefined;
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed ?? undefined;
  } catch {
    return undefined;
  }
}

/** camelCase → snake_case for one key, so values written by camelCase clients still parse. */
function snakeCaseKey(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Copies a plain object with the spec's snake_case keys (one level); other values are returned as is. */
export function snakeCaseKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    // Own data properties only; a "__proto__" key must not change the result's prototype.
    Object.defineProperty(result, snakeCaseKey(key), {
      value: entry,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/** Parses a JSON-text object with `schema`; empty-like, unparsable or invalid → null. */
export function parseJsonTextObject<T>(value: unknown, schema: z.core.$ZodType<T>): T | null {
  const result = safeParse(schema, snakeCaseKeys(parseJsonText(value)));
  return result.success ? result.data : null;
}

/** Parses a JSON-text list with `itemSchema`, keeping the valid items; empty-like, unparsable or not a list → []. */
export function parseJsonTextList<T>(value: unknown, itemSchema: z.core.$ZodType<T>): T[] {
  const parsed = parseJsonText(value);
  if (!Array.isArray(parsed)) return [];
  const items: T[] = [];
  for (const item of parsed) {
    const result = safeParse(itemSchema, snakeCaseKeys(item));
    if (result.success) items.push(result.data);
  }
  return items;
}
