import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth client for our same-origin server (`/api/auth/*`). It keeps the session in a
 * shared store; the app reads the session itself (`get-session.ts`), so this client is loaded only to
 * sign in, up or out.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    // better-auth captures `fetch` when the client is created; looking it up per request instead lets
    // the network boundary be replaced later (tests, instrumentation).
    customFetchImpl: (input, init) => fetch(input, init),
  },
});

/** Signed-in user as the session endpoint reports it (core's schema). */
export type { SessionUser } from '@fokus/core';
