// The offline shell's files as the browser must get them: the service worker and index.html always
// revalidated, manifests with their media type, hashed assets cached for good.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web.js';

describe('static web app: PWA files', () => {
  let app: FastifyInstance;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'fokus-web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Fokus</title>');
    await writeFile(path.join(webDistDir, 'sw.js'), 'self.skipWaiting();');
    await writeFile(path.join(webDistDir, 'sw.js.br'), 'pretend-brotli');
    await writeFile(path.join(webDistDir, 'manifest.ru.webmanifest'), '{"lang":"ru"}');
    await writeFile(path.join(webDistDir, 'manifest.en.webmanifest'), '{"lang":"en"}');
    await writeFile(path.join(webDistDir, 'manifest.en.webmanifest.gz'), 'pretend-gzip');
    await writeFile(path.join(webDistDir, 'icon-192.png'), 'png');
    await writeFile(path.join(webDistDir, 'assets', 'app-screen-abc123.js'), 'export {}');
    app = Fastify({ logger: false });
    await registerStaticWeb(app, webDistDir);
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('serves the service worker at the root, as JavaScript, revalidated on every load', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('self.skipWaiting();');
  });

  it('serves the precompressed service worker with the same headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { accept: '*/*', 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['ru', 'en'])('serves the %s manifest as application/manifest+json, revalidated', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/manifest.${lang}.webmanifest` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ lang });
  });

  it('keeps the manifest type when the precompressed copy is sent', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/manifest.en.webmanifest',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
  });

  it('revalidates icons (not content-hashed) and caches hashed chunks for good', async () => {
    const icon = await app.inject({ method: 'GET', url: '/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/assets/app-screen-abc123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a chunk of an older deploy with 404, not the page, so the app can reload itself', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-screen-old999.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers page navigations (the service worker asks the network first) with index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/app', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Fokus</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown /api path with JSON 404 even for an HTML request', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
