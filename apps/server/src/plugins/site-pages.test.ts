// The public site's pages as the server answers them: with the public origin put in, compressed,
// revalidated by ETag, an unknown article as a 404 page, and the page files themselves never served.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from './site-pages.js';
import { registerStaticWeb } from './static-web.js';

const ORIGIN = 'https://fokus.example.com';
const page = (title: string, canonical: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${ORIGIN_PLACEHOLDER}${canonical}"></head><body><h1>${title}</h1></body></html>`;

describe('static web app: the public site', () => {
  let app: FastifyInstance;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'fokus-site-'));
    const site = path.join(webDistDir, 'site');
    await mkdir(path.join(site, 'ru', 'blog'), { recursive: true });
    await mkdir(path.join(site, 'en'), { recursive: true });
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Fokus app</title>');
    await writeFile(path.join(site, 'ru', 'index.html'), page('Главная', '/'));
    await writeFile(path.join(site, 'ru', 'blog.html'), page('Блог', '/blog'));
    await writeFile(path.join(site, 'ru', 'blog', 'pomodoro.html'), page('Помодоро', '/blog/pomodoro'));
    await writeFile(path.join(site, 'en', 'index.html'), page('Home', '/en'));
    await writeFile(path.join(site, 'ru', 'blog-article-not-found.html'), page('Статья не найдена', '/blog'));
    await writeFile(
      path.join(site, 'en', 'blog-article-not-found.html'),
      page('Article not found', '/en/blog'),
    );
    await writeFile(
      path.join(site, 'sitemap.xml'),
      `<urlset><url><loc>${ORIGIN_PLACEHOLDER}/</loc></url></urlset>`,
    );
    await writeFile(
      path.join(site, 'robots.txt'),
      `User-agent: *\nSitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml\n`,
    );
    await writeFile(
      path.join(site, 'pages.json'),
      JSON.stringify({
        pages: {
          '/': 'ru/index.html',
          '/landing': 'ru/index.html',
          '/blog': 'ru/blog.html',
          '/blog/pomodoro': 'ru/blog/pomodoro.html',
          '/en': 'en/index.html',
        },
        articleNotFound: {
          '/blog': 'ru/blog-article-not-found.html',
          '/en/blog': 'en/blog-article-not-found.html',
        },
        sitemap: 'sitemap.xml',
        robots: 'robots.txt',
      }),
    );
    app = Fastify({ logger: false });
    await registerStaticWeb(app, webDistDir, ORIGIN);
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Главная', '/'],
    ['/landing', 'Главная', '/'],
    ['/blog', 'Блог', '/blog'],
    ['/blog/pomodoro', 'Помодоро', '/blog/pomodoro'],
    ['/en', 'Home', '/en'],
  ])('answers %s with its page, the public origin put in, revalidated', async (url, title, canonical) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}">`);
    expect(response.body).not.toContain(ORIGIN_PLACEHOLDER);
  });

  it('sends brotli or gzip as the browser accepts, the same page either way', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Блог</h1>');
    const gzip = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Блог</h1>');
    const plain = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers a repeated visit with 304 when the page has not changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ method: 'GET', url: '/blog', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    ['/blog/no-such-article', 'Статья не найдена'],
    ['/en/blog/no-such-article', 'Article not found'],
  ])("answers the unknown article %s with the 'not found' page and 404", async (url, title) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`<h1>${title}</h1>`);
  });

  it('sends /blog/ on to /blog', async () => {
    const response = await app.inject({ method: 'GET', url: '/blog/' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/blog');
  });

  it('serves the sitemap and robots.txt with the public origin', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/</loc>`);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('never serves the page files themselves (they hold the placeholder)', async () => {
    for (const url of ['/site/pages.json', '/site/ru/index.html', '/site/robots.txt']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(ORIGIN_PLACEHOLDER);
    }
  });

  it("leaves the app's addresses to the app", async () => {
    const response = await app.inject({ method: 'GET', url: '/app', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Fokus app</title>');
  });
});
