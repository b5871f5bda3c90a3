import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth client for our same-origin server (`/api/auth/*`). It keeps the session in a
 * shared store, refetches it on window focus and after sign-in/sign-out calls.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    // better-auth captures `fetch` when the client is created; looking it up per request instead lets
    // the network boundary be replaced later (tests, instrumentation).
    customFetchImpl: (input, init) => fetch(input, init),
  },
});

/** Signed-in user as better-auth reports it. */
export type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'];
