// Security headers for every response, and the origin check that stops cross-site cookie-authenticated writes.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { DomainError } from '@fokus/core';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function contentSecurityPolicy(config: Pick<Config, 'oidc' | 'isSecure'>): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No inline scripts: an injected <script> cannot run.
    'script-src': ["'self'"],
    // Inline style attributes are used by UI libraries (positioning of popovers, the mind-map canvas).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The OpenID sign-in is a form post to our API that redirects to the provider; some browsers apply
    // form-action to that redirect, so the provider's origin must be allowed.
    'form-action': ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
    'frame-ancestors': ["'none'"],
  };
  // On plain http (a laptop, a LAN box) this would break every sub-resource, so only on https.
  if (config.isSecure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a state-changing API request that carries a cookie unless it comes from our own origin.
 * SameSite=Lax already keeps the session cookie off most cross-site requests; this also covers
 * same-site-but-cross-origin pages and older browsers. Requests without cookies cannot act as a user.
 */
export function isForeignCookieWrite(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  if (!request.headers.cookie) return false;
  const origin = request.headers.origin ?? request.headers.referer;
  const requestOrigin = originOf(origin);
  return requestOrigin === undefined || !trustedOrigins.includes(requestOrigin);
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS over plain http is ignored by browsers and misleading in our responses.
    strictTransportSecurity: config.isSecure ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // The SPA loads nothing cross-origin; COEP would only get in the way of user-pasted images.
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request) => {
    if (isForeignCookieWrite(request, config.trustedOrigins)) {
      throw new DomainError('FORBIDDEN_ORIGIN', undefined, 'Cross-origin request refused');
    }
  });
}
