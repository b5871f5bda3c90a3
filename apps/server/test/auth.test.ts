// E-mail + password authentication through the real better-auth handler on each database kind.
import { testDatabaseKinds } from '@fokus/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_RATE_LIMIT, requireUser } from '../src/plugins/auth.js';
import { TEST_PUBLIC_URL, cookieHeader, startTestApp, type TestApp } from './helpers.js';

const PASSWORD = 'correct horse battery staple';

describe.each(testDatabaseKinds())('auth on %s', (kind) => {
  let t: TestApp;
  let secure: TestApp;
  let nextIp = 1;
  /** A fresh client address per test, so rate limits of one test do not leak into another. */
  const newIp = () => `203.0.113.${nextIp++}`;

  beforeAll(async () => {
    [t, secure] = await Promise.all([
      startTestApp(kind, {
        extend(app) {
          app.get('/api/test/me', { preHandler: requireUser }, async (request) => ({
            email: request.user?.email,
          }));
        },
      }),
      startTestApp(kind, { env: { PUBLIC_URL: 'https://fokus.example.com' } }),
    ]);
  });
  afterAll(() => Promise.all([t?.close(), secure?.close()]));

  function post(
    target: TestApp,
    url: string,
    payload: unknown,
    { ip = '127.0.0.1', cookie }: { ip?: string; cookie?: string } = {},
  ): Promise<LightMyRequestResponse> {
    return target.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { origin: target.config.publicOrigin, ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });
  }

  const signUp = (target: TestApp, email: string, ip = newIp()) =>
    post(target, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Ada' }, { ip });

  it('signs up, sets an httpOnly SameSite=Lax session cookie, and knows the session', async () => {
    const response = await signUp(t, `ada-${kind}@example.com`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: `ada-${kind}@example.com`, name: 'Ada' } });

    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'better-auth.session_token');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie?.secure).toBeFalsy();

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(response) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: `ada-${kind}@example.com` } });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: { cookie: cookieHeader(response) },
    });
    expect(me.json()).toEqual({ email: `ada-${kind}@example.com` });
  });

  it('uses Secure cookies with the __Secure- prefix when PUBLIC_URL is https', async () => {
    const response = await signUp(secure, `secure-${kind}@example.com`);
    expect(response.statusCode).toBe(200);
    const sessionCookie = response.cookies.find(
      (cookie) => cookie.name === '__Secure-better-auth.session_token',
    );
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
  });

  it('signs in with the right password, refuses a wrong one with 401, and signs out', async () => {
    const email = `bob-${kind}@example.com`;
    expect((await signUp(t, email)).statusCode).toBe(200);

    const wrong = await post(
      t,
      '/api/auth/sign-in/email',
      { email, password: 'wrong password' },
      { ip: newIp() },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) });

    const signIn = await post(t, '/api/auth/sign-in/email', { email, password: PASSWORD }, { ip: newIp() });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieHeader(signIn);

    // better-auth's client sends sign-out with an empty body: it must not trip the JSON parser.
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
    });
    expect(signOut.statusCode).toBe(200);

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(after.json()).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/test/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('refuses a sign-up from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: `evil-${kind}@example.com`, password: PASSWORD, name: 'Eve' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('accepts a form-encoded sign-in (no JavaScript needed)', async () => {
    const email = `form-${kind}@example.com`;
    expect((await signUp(t, email)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: newIp(),
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('rate-limits sign-in attempts per client address, not for everybody', async () => {
    const email = `carol-${kind}@example.com`;
    expect((await signUp(t, email)).statusCode).toBe(200);
    const attacker = newIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_RATE_LIMIT.max; attempt++) {
      const response = await post(
        t,
        '/api/auth/sign-in/email',
        { email, password: 'guess' },
        { ip: attacker },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max)).toEqual(Array(SIGN_IN_RATE_LIMIT.max).fill(401));
    expect(statuses.at(-1)).toBe(429);

    const limited = await post(t, '/api/auth/sign-in/email', { email, password: PASSWORD }, { ip: attacker });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
    // The standard header says when to come back: whole seconds, within the window.
    expect(limited.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_RATE_LIMIT.window);

    // Another client, even one claiming the attacker's address in a header, is not locked out.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: newIp(),
      headers: { origin: TEST_PUBLIC_URL, 'x-forwarded-for': attacker, 'x-fokus-client-ip': attacker },
      payload: { email, password: PASSWORD },
    });
    expect(other.statusCode).toBe(200);

    // And the attacker cannot escape the limit by claiming another address.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: attacker,
      headers: { origin: TEST_PUBLIC_URL, 'x-forwarded-for': newIp(), 'x-fokus-client-ip': newIp() },
      payload: { email, password: PASSWORD },
    });
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
  });

  describe('Retry-After on a limited attempt', () => {
    // The clock better-auth's limiter reads (Date.now), held still and moved by hand; timers stay real.
    afterEach(() => vi.useRealTimers());

    const attempts = {
      'sign-in': (ip: string, n: number) =>
        post(
          t,
          '/api/auth/sign-in/email',
          { email: `nobody-${kind}@example.com`, password: `guess ${n}` },
          { ip },
        ),
      'sign-up': (ip: string, n: number) => signUp(t, `retry-${kind}-${ip}-${n}@example.com`, ip),
    } as const;

    it.each(Object.keys(attempts) as (keyof typeof attempts)[])(
      'a limited %s counts the seconds until its window frees',
      async (route) => {
        const attempt = attempts[route];
        const ip = newIp();
        const started = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: started });
        let n = 0;
        for (; n < SIGN_IN_RATE_LIMIT.max; n++) expect((await attempt(ip, n)).statusCode).not.toBe(429);

        const at = async (elapsedMs: number) => {
          vi.setSystemTime(started + elapsedMs);
          return attempt(ip, n++);
        };
        const first = await at(0);
        expect(first.statusCode).toBe(429);
        expect(first.headers['retry-after']).toBe(String(SIGN_IN_RATE_LIMIT.window));
        expect((await at(20_500)).headers['retry-after']).toBe(String(SIGN_IN_RATE_LIMIT.window - 20));
        const last = await at(SIGN_IN_RATE_LIMIT.window * 1000 - 1);
        expect(last.statusCode).toBe(429);
        expect(last.headers['retry-after']).toBe('1');
        // Exactly when the header said, the window has freed.
        expect((await at(SIGN_IN_RATE_LIMIT.window * 1000)).statusCode).not.toBe(429);
      },
    );
  });
});
