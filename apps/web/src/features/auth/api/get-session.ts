import { sessionResponseSchema, type SessionResponse } from '@fokus/core';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /api/auth/get-session` (better-auth's own endpoint): the session and its user, or null. Read
 * with a plain fetch and core's schema, so the first screen needs none of better-auth's client; that
 * loads only to sign in, up or out.
 */
export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  const started = early;
  early = null;
  return started ?? apiFetch('/api/auth/get-session', sessionResponseSchema, { signal });
}

let early: Promise<SessionResponse> | null = null;

/**
 * Sends the first session check at start-up, while the first render is still being built (it would
 * otherwise go out only once the session query mounts); that query's first fetch takes its answer.
 */
export function startSessionCheck(): void {
  early ??= apiFetch('/api/auth/get-session', sessionResponseSchema);
  // Its failure is the first fetch's to report; until then it is not an unhandled rejection.
  early.catch(() => undefined);
}

/** The query key of the session. */
export const sessionKey = ['auth', 'session'] as const;
