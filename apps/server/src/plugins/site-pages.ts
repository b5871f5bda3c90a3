// The public site (/, /blog, /research, …, and their /en twins): pages prerendered by the web build into
// apps/web/dist/site/ (apps/web/build/prerender-site.ts). They are read once at start, given the public
// origin (canonical and hreflang links, Open Graph, the sitemap) and answered from memory, each
// compressed once, when it is first asked for (off the event loop, so neither the start nor other
// requests wait for it): no page of the site waits for the database or the API.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_ORIGIN_PLACEHOLDER, type SitePagesManifest } from '@fokus/core';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Written by the web build in place of the public origin. */
export const ORIGIN_PLACEHOLDER = SITE_ORIGIN_PLACEHOLDER;

/** The site's directory inside the web build; never served as files (its pages hold the placeholder). */
export const SITE_DIR = 'site';

type Encoding = 'br' | 'gzip';

interface Prepared {
  type: string;
  identity: Buffer;
  etag: string;
  /** The body in an encoding, compressed on first use and kept. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

function prepare(body: string, type: string): Prepared {
  const identity = Buffer.from(body, 'utf8');
  const cache = new Map<Encoding, Promise<Buffer>>();
  const compress = (encoding: Encoding) =>
    encoding === 'br'
      ? brotliAsync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        })
      : gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION });
  return {
    type,
    identity,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    encoded(encoding) {
      let body = cache.get(encoding);
      if (!body) {
        body = compress(encoding);
        cache.set(encoding, body);
      }
      return body;
    },
  };
}

/** The encoding the request accepts that we have, best first (q=0 refuses one). */
function encodingFor(request: FastifyRequest): Encoding | undefined {
  const header = String(request.headers['accept-encoding'] ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Prepared,
  status = 200,
): Promise<FastifyReply> {
  reply
    .status(status)
    .type(page.type)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const encoding = encodingFor(request);
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
}

/**
 * Registers the site's addresses when the web build made them; returns false when it did not (an old
 * build, or the API alone), and the app's own screens then answer those paths.
 */
export function registerSitePages(app: FastifyInstance, webDistDir: string, publicOrigin: string): boolean {
  const siteDir = path.join(webDistDir, SITE_DIR);
  const manifestFile = path.join(siteDir, 'pages.json');
  if (!existsSync(manifestFile)) return false;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SitePagesManifest;
  const read = (file: string) =>
    readFileSync(path.join(siteDir, file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, publicOrigin);
  const html = 'text/html; charset=utf-8';

  for (const [address, file] of Object.entries(manifest.pages)) {
    const page = prepare(read(file), html);
    app.get(address, (request, reply) => send(request, reply, page));
    // `/blog/` is `/blog`: one address per page for search engines, and no fall-through to the app.
    if (address !== '/') app.get(`${address}/`, (request, reply) => reply.redirect(address, 301));
  }
  for (const [blog, file] of Object.entries(manifest.articleNotFound)) {
    const page = prepare(read(file), html);
    // Known articles are their own routes above (a static route wins over a parameter).
    app.get(`${blog}/:articleId`, (request, reply) => send(request, reply, page, 404));
  }
  const sitemap = prepare(read(manifest.sitemap), 'application/xml; charset=utf-8');
  const robots = prepare(read(manifest.robots), 'text/plain; charset=utf-8');
  app.get('/sitemap.xml', (request, reply) => send(request, reply, sitemap));
  app.get('/robots.txt', (request, reply) => send(request, reply, robots));
  return true;
}
