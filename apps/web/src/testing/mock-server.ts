import { vi } from 'vitest';
import { FakeNetworkError, answerSync } from './fake-sync';

/** What the fake server answers for one request. */
export interface MockResponse {
  status?: number;
  body?: unknown;
  /** Simulates a network failure (fetch rejects). */
  networkError?: boolean;
}

type Handler = (request: Request) => MockResponse | Promise<MockResponse>;

export interface MockServer {
  /** Every request the app made, in order (copies: their bodies can still be read). */
  requests: Request[];
  /** Replaces the answer for requests whose path matches (`METHOD /path` or `/path`). */
  on: (route: string, handler: Handler | MockResponse) => void;
}

export const SIGNED_OUT: MockResponse = { body: null };

export function signedInSession(email = 'ada@example.com'): MockResponse {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  return {
    body: {
      session: { id: 's1', userId: 'u1', token: 't', expiresAt: expires, createdAt: now, updatedAt: now },
      user: {
        id: 'u1',
        email,
        name: 'Ada',
        emailVerified: false,
        image: null,
        createdAt: now,
        updatedAt: now,
      },
    },
  };
}

/**
 * Replaces `fetch` — the network boundary — with a fake server, so the app's own modules and
 * better-auth's client run unmocked. Unknown routes answer 404 like a real server would.
 */
export function mockServer(routes: Record<string, Handler | MockResponse> = {}): MockServer {
  const table = new Map<string, Handler>();
  const on = (route: string, handler: Handler | MockResponse) =>
    table.set(route, typeof handler === 'function' ? handler : () => handler);
  on('GET /api/auth/get-session', SIGNED_OUT);
  on('GET /api/client-config', {
    body: { auth: { oidc: { enabled: false, providerId: 'oidc', name: '' } } },
  });

  const requests: Request[] = [];

  /** Answers one request from the route table (recorded, with its body still readable, in `requests`). */
  const dispatch = async (request: Request): Promise<MockResponse> => {
    requests.push(request.clone());
    const path = new URL(request.url).pathname;
    const handler = table.get(`${request.method} ${path}`) ?? table.get(path);
    return handler ? handler(request) : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  };

  // The offline queue's endpoint replays each operation through the REST routes above, unless a test
  // replaces it.
  on('POST /api/sync', async (request) => {
    try {
      return {
        body: await answerSync(await request.json(), async (call) => {
          const answer = await dispatch(
            new Request(new URL(call.path, window.location.origin), {
              method: call.method,
              ...(call.body === undefined
                ? {}
                : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(call.body) }),
            }),
          );
          return {
            status: answer.status ?? 200,
            body: answer.body ?? null,
            networkError: answer.networkError,
          };
        }),
      };
    } catch (error) {
      if (error instanceof FakeNetworkError) return { networkError: true };
      throw error;
    }
  });

  Object.entries(routes).forEach(([route, handler]) => on(route, handler));

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : input, window.location.origin),
      init,
    );
    const answer = await dispatch(request);
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    // A 204 has no body, as a real server's (the Response constructor refuses one).
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, on };
}
