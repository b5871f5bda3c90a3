// The per-request session check (src/plugins/session-check.ts) answers exactly what better-auth's
// getSession answers for the same cookie, and leaves a session's sliding refresh to better-auth.
import { testDatabaseKinds } from '@fokus/db/testing';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCookieHeader, verifySignedValue } from '../src/plugins/session-check.js';
import { TEST_AUTH_SECRET } from './helpers.js';
import { startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

const DAY_MS = 24 * 3600 * 1000;

describe('cookie reading', () => {
  it('reads a Cookie header like better-call: first of each name, quotes dropped, %-decoded', () => {
    const cookies = parseCookieHeader('a=1; b="x%2By"; a=2;c=%E0%A4%A; d');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'x+y'],
      ['c', '%E0%A4%A'],
    ]);
  });

  it('accepts only the HMAC-SHA256 of the token under the secret', () => {
    const sign = (token: string, secret = TEST_AUTH_SECRET) =>
      `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
    expect(verifySignedValue(sign('abc'), TEST_AUTH_SECRET)).toBe('abc');
    expect(
      verifySignedValue(sign('abc', 'another secret of the same good length'), TEST_AUTH_SECRET),
    ).toBeNull();
    expect(verifySignedValue(sign('abc').replace('abc', 'abd'), TEST_AUTH_SECRET)).toBeNull();
    expect(verifySignedValue('abc', TEST_AUTH_SECRET)).toBeNull();
    expect(verifySignedValue(`abc.${'A'.repeat(43)}=`, TEST_AUTH_SECRET)).toBeNull();
  });
});

describe.each(testDatabaseKinds())('the session check on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada');
  });
  afterAll(() => t?.close());

  /** What the fast check and better-auth's own getSession say of a cookie: the user id or null. */
  async function both(cookie: string): Promise<[string | null, string | null]> {
    const headers = () => new Headers({ cookie });
    const fast = await t.app.checkSession(cookie, headers);
    const own = await t.app.auth.api.getSession({ headers: headers() });
    return [fast?.user.id ?? null, own?.user.id ?? null];
  }

  const tokenOf = (cookie: string) =>
    decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

  it('agrees with better-auth on good, tampered, unknown and absent cookies', async () => {
    expect(await both(ada.cookie)).toEqual([ada.id, ada.id]);
    const tampered = ada.cookie.replace(
      /session_token=([^.;]+)/,
      (_match, token: string) => `session_token=${token}x`,
    );
    expect(await both(tampered)).toEqual([null, null]);
    const unknown = `better-auth.session_token=${encodeURIComponent(
      `nosuchtoken.${createHmac('sha256', TEST_AUTH_SECRET).update('nosuchtoken').digest('base64')}`,
    )}`;
    expect(await both(unknown)).toEqual([null, null]);
    expect(await both('theme=dark')).toEqual([null, null]);
    const response = await t.request('GET', '/api/mvd', ada);
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired session, and one signed out', async () => {
    const bob = await t.signUp('bob');
    await t.database.pool.query(
      `update session set expires_at = now() - interval '1 minute' where token = $1`,
      [tokenOf(bob.cookie)],
    );
    expect(
      (await t.app.checkSession(bob.cookie, () => new Headers({ cookie: bob.cookie })))?.user.id ?? null,
    ).toBeNull();
    expect((await t.request('GET', '/api/mvd', bob)).statusCode).toBe(401);

    const carol = await t.signUp('carol');
    expect((await t.request('GET', '/api/mvd', carol)).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: carol.cookie, origin: t.config.publicOrigin },
    });
    expect(signOut.statusCode).toBe(200);
    expect(await both(carol.cookie)).toEqual([null, null]);
    expect((await t.request('GET', '/api/mvd', carol)).statusCode).toBe(401);
  });

  it('lets better-auth extend a session due for its refresh, as before', async () => {
    const dave = await t.signUp('dave');
    const token = tokenOf(dave.cookie);
    // Seven-day sessions are extended once a day has passed: two days left is overdue.
    await t.database.pool.query(
      `update session set expires_at = now() + interval '2 days' where token = $1`,
      [token],
    );
    expect((await t.request('GET', '/api/mvd', dave)).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ expires_at: Date }>(
      'select expires_at from session where token = $1',
      [token],
    );
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });
});
