import { sessionResponseSchema, type SessionResponse } from '@fokus/core';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /api/auth/get-session` (better-auth's own endpoint): the session and its user, or null. Read
 * with a plain fetch and core's schema, so the first screen needs none of better-auth's client; that
 * loads only to sign in, up or out.
 */
export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiFetch('/api/auth/get-session', sessionResponseSchema, { signal });
}

/** The query key of the session. */
export const sessionKey = ['auth', 'session'] as const;
