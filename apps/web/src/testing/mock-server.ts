import { vi } from 'vitest';

/** What the fake server answers for one request. */
export interface MockResponse {
  status?: number;
  body?: unknown;
  /** Simulates a network failure (fetch rejects). */
  networkError?: boolean;
}

type Handler = (request: Request) => MockResponse | Promise<MockResponse>;

export interface MockServer {
  /** Every request the app made, in order. */
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
  Object.entries(routes).forEach(([route, handler]) => on(route, handler));

  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : input, window.location.origin),
      init,
    );
    requests.push(request);
    const path = new URL(request.url).pathname;
    const handler = table.get(`${request.method} ${path}`) ?? table.get(path);
    const answer = handler
      ? await handler(request)
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    if (answer.networkError) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, on };
}
