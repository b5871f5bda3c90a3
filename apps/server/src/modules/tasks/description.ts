import { parseRichTextDescription, richTextToPlainText, sanitizeRichTextDoc } from '@fokus/core';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The description to store: a TipTap document (JSON text of a `doc` node) is stored as the core
 * sanitizer's output, so no stored description can carry a node, mark or link the spec does not allow;
 * anything else is plain text and stays as it is (the web app shows it as text).
 */
export function descriptionToStore(value: string | null): string | null {
  if (value === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  return isRecord(parsed) && parsed.type === 'doc' ? JSON.stringify(sanitizeRichTextDoc(parsed)) : value;
}

/** The words of a stored description, for search (a rich-text document's JSON is not its text). */
export function descriptionText(value: string | null): string {
  return value === null ? '' : richTextToPlainText(parseRichTextDescription(value));
}
