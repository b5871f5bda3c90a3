// Serves the built web app (apps/web/dist): the public site's prerendered pages (site-pages.ts), the app's
// files, and every unknown path: JSON 404 under /api, the SPA's index.html for page navigations (the SPA
// renders its own not-found screen).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorBody } from './error-handler.js';
import { registerSitePages, SITE_DIR } from './site-pages.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything that is not content-hashed (index.html, the service worker, the manifest) must be
// revalidated, or a deploy would leave browsers on the old app.
const REVALIDATE = 'no-cache';
const NOT_BUILT_MESSAGE = 'Fokus web app not built: run npm run build\n';

/**
 * apps/web/dist, found from this file: the source (apps/server/src/plugins) in tests and the bundle
 * (apps/server/dist) in production are both inside apps/server.
 */
export function defaultWebDistDir(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(directory) !== 'server' && path.dirname(directory) !== directory) {
    directory = path.dirname(directory);
  }
  return path.resolve(directory, '..', 'web', 'dist');
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept?.includes('text/html') ?? false)
  );
}

function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).type('application/json; charset=utf-8').send(errorBody('NOT_FOUND'));
}

/**
 * `publicOrigin` goes into the site's canonical links and sitemap (PUBLIC_URL's origin); tests of the
 * app's files alone may leave it out.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDistDir: string,
  publicOrigin = 'http://localhost',
): Promise<void> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    app.get('/', notBuilt);
    app.setNotFoundHandler(async (request, reply) =>
      wantsPage(request) ? notBuilt(request, reply) : sendNotFound(reply),
    );
    return;
  }

  registerSitePages(app, webDistDir, publicOrigin);
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    // The site's page files hold a placeholder for the origin: only their prepared copies are served.
    allowedPath: (pathname) => pathname !== `/${SITE_DIR}` && !pathname.startsWith(`/${SITE_DIR}/`),
    root: webDistDir,
    prefix: '/',
    // Vite writes .br/.gz next to the files when asked to; compressing per request would cost the CPU
    // that serves the API.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return sendNotFound(reply);
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
