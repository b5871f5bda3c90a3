// OpenID Connect sign-in end to end: Fokus (in-process) ↔ a real provider on 127.0.0.1.
import { testDatabaseKinds } from '@fokus/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, startTestApp, type TestApp } from './helpers.js';
import { startTestOidcProvider, type TestOidcProvider } from './oidc-provider.js';

const [kind] = testDatabaseKinds();
const REDIRECT_URI = `${TEST_PUBLIC_URL}/api/auth/callback/oidc`;

/** A minimal cookie jar: name → value, paths and expiry ignored (each test flow is short and linear). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';', 1);
      const separator = pair.indexOf('=');
      if (separator > 0) this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }
  storeInjected(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    this.store(header === undefined ? [] : Array.isArray(header) ? header : [header]);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

describe(`OpenID Connect sign-in on ${kind}`, () => {
  let provider: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startTestOidcProvider({
      redirectUri: REDIRECT_URI,
      account: { sub: 'idp-user-1', email: 'olga@example.com', name: 'Olga' },
    });
    t = await startTestApp(kind ?? 'embedded', {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: 'Test ID',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Starts a sign-in at Fokus and follows the provider's redirects until it sends the browser back. */
  async function signInAtProvider(fokusJar: CookieJar): Promise<URL> {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { provider: 'oidc', callbackURL: '/' },
    });
    expect(start.statusCode).toBe(200);
    fokusJar.storeInjected(start);
    const { url } = start.json<{ url: string; redirect: boolean }>();
    expect(url.startsWith(`${provider.issuer}/`)).toBe(true);
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');

    const providerJar = new CookieJar();
    let location = new URL(url);
    for (let hop = 0; hop < 10 && location.origin === provider.issuer; hop++) {
      const response = await fetch(location, {
        redirect: 'manual',
        headers: { cookie: providerJar.header() },
      });
      providerJar.store(response.headers.getSetCookie());
      const next = response.headers.get('location');
      if (!next)
        throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
      location = new URL(next, location);
    }
    expect(location.origin).toBe(TEST_PUBLIC_URL);
    return location;
  }

  async function currentSession(jar: CookieJar): Promise<{ user: { email: string; name: string } } | null> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: jar.header() },
    });
    return response.json();
  }

  it('tells the web app to show the button', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.json()).toEqual({
      auth: { oidc: { enabled: true, providerId: 'oidc', name: 'Test ID' } },
    });
  });

  it('signs in through the provider and creates a session for its e-mail', async () => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(jar);
    expect(callback.pathname).toBe('/api/auth/callback/oidc');

    const response = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: jar.header() },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    jar.storeInjected(response);
    expect(jar.has('better-auth.session_token')).toBe(true);

    expect(await currentSession(jar)).toMatchObject({ user: { email: 'olga@example.com', name: 'Olga' } });
  });

  it('refuses a callback whose state was tampered with', async () => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(jar);
    const state = callback.searchParams.get('state') ?? '';
    callback.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);

    const response = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: jar.header() },
    });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toContain('error=');
    jar.storeInjected(response);
    expect(jar.has('better-auth.session_token')).toBe(false);
    expect(await currentSession(jar)).toBeNull();
  });
});
