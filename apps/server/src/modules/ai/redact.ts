// Keys never reach a log line or an error: every text the AI module logs passes through `redact`.

const REDACTED = '[redacted]';
/** Shapes of API keys and bearer tokens, redacted even when they are not the configured key. */
const KEY_PATTERNS = [
  /\bsk-[A-Za-z0-9_-]{8,}/g,
  /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi,
  /\bx-api-key:\s*\S+/gi,
];
/** Shorter configured values are not searched for: they would redact ordinary words. */
const MIN_SECRET_LENGTH = 8;

/** `text` with every configured secret and anything shaped like an API key replaced by [redacted]. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH)
      result = result.split(secret).join(REDACTED);
  }
  for (const pattern of KEY_PATTERNS) result = result.replace(pattern, REDACTED);
  return result;
}

/** A short, redacted description of anything thrown, for the log. */
export function describeError(error: unknown, secrets: readonly (string | undefined)[]): string {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : 'unknown error';
  return redact(text, secrets).slice(0, 1000);
}

/** The class name of anything thrown, and nothing it says (production logs: no text of the request or answer). */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
