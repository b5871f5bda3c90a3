// The HTTP baseline every route inherits: security headers, the origin check, body limits, the error shape,
// the static web app, health and client configuration.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '@fokus/db';
import { testDatabaseKinds } from '@fokus/db/testing';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from '../src/app.js';
import { TEST_PUBLIC_URL, startTestApp, testConfig, type TestApp } from './helpers.js';

const [firstKind] = testDatabaseKinds();
const EXPECTED_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "connect-src 'self';font-src 'self' data:;object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe(EXPECTED_CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe.each(testDatabaseKinds())('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers 200 with the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { state: 'up', latencyMs: expect.any(Number) },
    });
    expectSecurityHeaders(response.headers);
  });
});

describe('health without a database', () => {
  it('answers 503 with the database down', async () => {
    // Nothing listens on port 1: every query fails at once.
    const unreachable = createDatabase('postgres://fokus:x@127.0.0.1:1/fokus', { onError: () => undefined });
    const app = await buildApp({
      config: testConfig(),
      db: unreachable.db,
      pool: unreachable.pool,
      logger: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        database: { state: 'down', latencyMs: expect.any(Number) },
      });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('HTTP baseline', () => {
  let t: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'fokus-web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Fokus</title>');
    await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("fokus")');
    await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js.br'), 'pretend-brotli');
    t = await startTestApp(firstKind ?? 'embedded', {
      webDistDir,
      extend(app) {
        app.get('/api/test/boom', async () => {
          throw new Error('secret detail: connection string postgres://u:p@h/db');
        });
        app.post('/api/test/echo', async (request) => ({ received: request.body }));
        app.post('/api/test/validate', async (request) =>
          z.object({ title: z.string().min(1) }).parse(request.body),
        );
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('are sent with the web app', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response.headers);
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });

    it('allow the OpenID provider as a form target and upgrade requests on https', async () => {
      const secure = await startTestApp(firstKind ?? 'embedded', {
        env: {
          PUBLIC_URL: 'https://fokus.example.com',
          OIDC_ISSUER: 'https://id.example.com/realms/fokus',
          OIDC_CLIENT_ID: 'fokus',
          OIDC_CLIENT_SECRET: 'secret',
        },
      });
      try {
        const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("form-action 'self' https://id.example.com;");
        expect(csp).toContain('upgrade-insecure-requests');
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      } finally {
        await secure.close();
      }
    });
  });

  describe('origin check', () => {
    const write = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { a: 1 }, headers });

    it('refuses a cookie-authenticated write from a foreign origin', async () => {
      const response = await write({ cookie: 'better-auth.session_token=x', origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN_ORIGIN', message: 'Cross-origin request refused' });
    });

    it('refuses a cookie-authenticated write with neither Origin nor Referer', async () => {
      expect((await write({ cookie: 'a=b' })).statusCode).toBe(403);
    });

    it('falls back to the Referer when there is no Origin', async () => {
      expect((await write({ cookie: 'a=b', referer: 'https://evil.example/page' })).statusCode).toBe(403);
      expect((await write({ cookie: 'a=b', referer: `${TEST_PUBLIC_URL}/tasks` })).statusCode).toBe(200);
    });

    it('allows a same-origin write, a write without cookies, and reads', async () => {
      expect((await write({ cookie: 'a=b', origin: TEST_PUBLIC_URL })).statusCode).toBe(200);
      expect((await write({ origin: 'https://evil.example' })).statusCode).toBe(200);
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { cookie: 'a=b', origin: 'https://evil.example' },
      });
      expect(read.statusCode).toBe(200);
    });

    it('also guards the auth routes', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: 'better-auth.session_token=x', origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
    });

    it('on the default PUBLIC_URL, accepts each loopback name of its port and no other origin', async () => {
      const local = await startTestApp(firstKind ?? 'embedded', { env: { PUBLIC_URL: '' } });
      try {
        const port = local.config.port;
        const signUp = (origin: string, n: number) =>
          local.app.inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            headers: { origin },
            payload: { email: `loopback-${n}@example.test`, password: 'Fokus-loopback-pass', name: 'L' },
          });
        const loopbacks = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
        for (const [n, origin] of loopbacks.entries()) {
          const response = await signUp(origin, n);
          expect(response.statusCode, origin).toBe(200);
          const signOut = await local.app.inject({
            method: 'POST',
            url: '/api/auth/sign-out',
            headers: { origin, cookie: String(response.headers['set-cookie']).split(';', 1)[0] ?? '' },
          });
          expect(signOut.statusCode, origin).toBe(200);
        }
        for (const [n, origin] of [`http://localhost:${port + 1}`, 'https://evil.example'].entries()) {
          expect((await signUp(origin, 10 + n)).statusCode, origin).toBe(403);
          const write = await local.app.inject({
            method: 'POST',
            url: '/api/auth/sign-out',
            headers: { origin, cookie: 'better-auth.session_token=x' },
          });
          expect(write.statusCode, origin).toBe(403);
        }
      } finally {
        await local.close();
      }
    });
  });

  describe('errors', () => {
    it('answers 413 to a body over the limit', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    });

    it('answers 413 on the auth routes too', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
        payload: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES), password: 'p' }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('answers 400 with { code, message } to malformed JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_JSON', message: expect.any(String) });
    });

    it('answers 400 VALIDATION_ERROR to input its schema refuses', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/validate',
        payload: { title: '' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('title'),
      });
    });

    it('answers 415 to an unsupported content type', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('answers 404 { code, message } to an unknown API path, whatever the method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: '/api/nope', headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      }
    });

    it('hides the details of a 500 from the client and logs them', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
      expect(response.body).not.toContain('secret detail');
      expect(t.logs.text).toContain('secret detail');
    });
  });

  describe('client configuration', () => {
    it('says OpenID sign-in is off when not configured', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(response.json()).toEqual({
        auth: { oidc: { enabled: false, providerId: 'oidc', name: 'OpenID' } },
      });
    });
  });

  describe('static web app', () => {
    it('serves index.html for / without caching', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.body).toContain('<title>Fokus</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('serves hashed assets as immutable, precompressed when the client accepts it', async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe('console.log("fokus")');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const brotli = await t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body).toBe('pretend-brotli');
    });

    it('falls back to index.html for page navigations the SPA routes itself', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/tasks/123',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Fokus</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response.headers);
    });

    it('answers 404 to a missing asset rather than with the page', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/missing.js',
        headers: { accept: '*/*' },
      });
      expect(response.statusCode).toBe(404);
    });

    it('explains a missing build with a 503', async () => {
      const unbuilt = await startTestApp(firstKind ?? 'embedded', {
        webDistDir: path.join(webDistDir, 'none'),
      });
      try {
        const response = await unbuilt.app.inject({ method: 'GET', url: '/' });
        expect(response.statusCode).toBe(503);
        expect(response.body).toContain('web app not built: run npm run build');
        const api = await unbuilt.app.inject({ method: 'GET', url: '/api/health' });
        expect(api.statusCode).toBe(200);
      } finally {
        await unbuilt.close();
      }
    });
  });
});
