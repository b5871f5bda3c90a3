// PostgreSQL errors that say something about the data a request sent rather than about the server.

/**
 * SQLSTATEs of a value PostgreSQL cannot take as text: 22021 character_not_in_repertoire (NUL, or
 * bytes that are not UTF-8), 22P05 untranslatable_character (`\u0000` in jsonb), 22P02
 * invalid_text_representation (text that does not parse as its type: malformed JSON, an unpaired
 * surrogate escape in jsonb). Retrying the same data fails the same way.
 */
export const INVALID_TEXT_SQLSTATES: ReadonlySet<string> = new Set(['22021', '22P05', '22P02']);

/** The SQLSTATE of a PostgreSQL error, also when it is wrapped (drizzle keeps the driver's as `cause`). */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return null;
}

/** True when PostgreSQL refused a value's text (`INVALID_TEXT_SQLSTATES`): bad input, not a fault. */
export function isInvalidTextError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && INVALID_TEXT_SQLSTATES.has(state);
}
