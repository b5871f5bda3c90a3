// Authentication with better-auth: e-mail + password, optional OpenID Connect, sessions in the database.
//
// better-auth speaks the Fetch API (Request → Response). The bridge below hands it the raw body bytes
// (its documented Fastify recipe re-serialises a parsed body, which breaks empty JSON bodies and the
// form-encoded OpenID callback), builds the URL from PUBLIC_URL instead of trusting the Host header,
// tells it the client IP we derived from the socket, and copies its Response back unchanged.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import type { IncomingHttpHeaders } from 'node:http';
import { DomainError } from '@fokus/core';
import { schema, type Database } from '@fokus/db';
import type { Config } from '../config.js';
import { createSessionCheck } from './session-check.js';
import { codeForStatus, errorBody } from './error-handler.js';
import { INVALID_UTF8_BODY, hasValidPercentEncoding, unsafeTextIn, unsafeTextMessage } from './text-input.js';

export const AUTH_BASE_PATH = '/api/auth';
/** The provider id of the configured OpenID Connect provider: callback at `/api/auth/callback/oidc`. */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * better-auth reads the client IP only from headers. We set this one from `request.ip` (the socket, or the
 * trusted proxy chain when TRUST_PROXY is set) after deleting whatever the client sent under that name,
 * so a client can neither spoof its address nor share one rate-limit bucket with everybody.
 */
const CLIENT_IP_HEADER = 'x-fokus-client-ip';

/** Strict limits for password guessing and account spamming, per client IP. */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 5 } as const;

/**
 * The longest window of any better-auth limit in force (ours above; its built-in ones for password
 * resets are 60 s too): the `Retry-After` of a 429 that does not say when its window frees.
 */
const LONGEST_RATE_LIMIT_WINDOW_SECONDS = 60;

// Connection-level headers describe our hop, not the request better-auth sees.
const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'expect',
  'proxy-connection',
  CLIENT_IP_HEADER,
]);

export interface CreateAuthOptions {
  config: Config;
  db: Database;
  secret: string;
  logger: FastifyBaseLogger;
}

export function createAuth({ config, db, secret, logger }: CreateAuthOptions) {
  return betterAuth({
    appName: 'Fokus',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    trustedOrigins: config.trustedOrigins,
    emailAndPassword: { enabled: true, autoSignIn: true },
    rateLimit: {
      // better-auth enables it only when NODE_ENV=production and keeps it in process memory; we want it
      // everywhere, and shared by every server process, hence the database.
      enabled: true,
      storage: 'database',
      customRules: {
        '/sign-in/email': SIGN_IN_RATE_LIMIT,
        '/sign-up/email': SIGN_IN_RATE_LIMIT,
        // The web app asks for the session on every load; counting those would cost a write each time
        // and guards nothing that a session cookie does not already guard.
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: config.isSecure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Explicit, because better-auth turns the origin check off when NODE_ENV=test.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: config.oidc.name,
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                // The account is keyed on the ID token's subject: never accept one we could not verify.
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : [],
    telemetry: { enabled: false },
    logger: {
      level: 'info',
      log: (level, message, ...args) => {
        const fields = args.length > 0 ? { details: args } : {};
        logger[level]({ ...fields, component: 'auth' }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth['$Infer']['Session'];
export type AuthUser = AuthSession['user'];

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The session of a Cookie header (session-check.ts). */
    checkSession: (
      cookieHeader: string | undefined,
      fullHeaders: () => Headers,
    ) => Promise<AuthSession | null>;
  }
  interface FastifyRequest {
    /** Set by the `requireUser` pre-handler. */
    user: AuthUser | null;
  }
}

function toFetchHeaders(source: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || HOP_BY_HOP_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

function toAuthRequest(request: FastifyRequest, config: Config): Request {
  const headers = toFetchHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
  // Concatenated rather than resolved: `new URL('//other.host/…', base)` would switch hosts.
  return new Request(`${config.publicOrigin}${request.url}`, {
    method: request.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

/**
 * Why a request to better-auth carries text it must not see, or null. better-auth validates shapes,
 * not text: NUL would make PostgreSQL fail (a name, an OAuth state), an unpaired surrogate or bytes
 * that are not UTF-8 would be stored as U+FFFD. So the raw body must be UTF-8, and no value of the
 * JSON or form body or of the query may hold NUL or an unpaired surrogate.
 */
function unsafeAuthInput(request: FastifyRequest): string | null {
  const inQuery = unsafeTextIn(request.query);
  if (inQuery !== null) return unsafeTextMessage(inQuery);
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) return null;
  if (!isUtf8(request.body)) return INVALID_UTF8_BODY;
  const text = request.body.toString('utf8');
  let fields: unknown;
  if (request.headers['content-type']?.includes('application/x-www-form-urlencoded')) {
    if (!hasValidPercentEncoding(text)) return INVALID_UTF8_BODY;
    // Pairs, not an object: a repeated name keeps every value.
    fields = [...new URLSearchParams(text)];
  } else {
    try {
      fields = JSON.parse(text);
    } catch {
      return null; // better-auth answers malformed JSON itself
    }
  }
  const found = unsafeTextIn(fields);
  return found === null ? null : unsafeTextMessage(found);
}

/** Keeps better-auth's answers in the API's `{ code, message }` shape, and its 5xx details in the log. */
function normaliseErrorBody(status: number, body: Buffer, request: FastifyRequest): Buffer {
  let parsed: unknown;
  try {
    parsed = body.length > 0 ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    parsed = {};
  }
  if (status >= 500) {
    request.log.error({ status, body: body.toString('utf8').slice(0, 2000) }, 'auth request failed');
    return Buffer.from(JSON.stringify(errorBody('INTERNAL_ERROR')));
  }
  const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const code = typeof fields.code === 'string' && fields.code !== '' ? fields.code : codeForStatus(status);
  const message = typeof fields.message === 'string' && fields.message !== '' ? fields.message : code;
  return Buffer.from(JSON.stringify({ code, message }));
}

/**
 * Seconds until a rate-limited client may try again, for the standard `Retry-After` header (RFC 9110
 * §10.2.3). better-auth answers every 429 with its own `X-Retry-After`, which no client or proxy
 * reads: the seconds until the window of the client's last counted attempt ends (a whole number ≥ 1
 * while the limit holds). Anything else falls back to the longest window, never to 0.
 */
export function retryAfterSeconds(response: Response): number {
  const stated = Number(response.headers.get('x-retry-after') ?? Number.NaN);
  if (!Number.isFinite(stated)) return LONGEST_RATE_LIMIT_WINDOW_SECONDS;
  return Math.max(Math.ceil(stated), 1);
}

async function sendAuthResponse(
  response: Response,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length') return;
    reply.header(name, value);
  });
  // Several cookies (session token, session data, OAuth state) often come in one response.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status === 429) reply.header('retry-after', String(retryAfterSeconds(response)));

  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (response.status >= 500 || (response.status >= 400 && (isJson || body.length === 0))) {
    body = normaliseErrorBody(response.status, body, request);
    reply.header('content-type', 'application/json; charset=utf-8');
  }
  await reply.send(body);
}

export interface RegisterAuthOptions {
  config: Config;
  db: Database;
  secret: string;
}

/** Mounts better-auth under /api/auth and decorates `app.auth` and `request.user`. */
export async function registerAuth(app: FastifyInstance, options: RegisterAuthOptions): Promise<Auth> {
  const auth = createAuth({ ...options, logger: app.log });
  app.decorate('auth', auth);
  app.decorate('checkSession', createSessionCheck<AuthSession>(auth));
  app.decorateRequest('user', null);

  // An encapsulated scope, so keeping the body as raw bytes applies to the auth routes only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => {
        const unsafe = unsafeAuthInput(request);
        if (unsafe !== null) throw new DomainError('VALIDATION_ERROR', undefined, unsafe);
        const response = await auth.handler(toAuthRequest(request, options.config));
        await sendAuthResponse(response, request, reply);
      },
    });
  });
  return auth;
}

/**
 * The signed-in user's session for this request, or null: checked against the database on every call
 * (session-check.ts; better-auth's own getSession where it would refresh the session).
 */
export async function getSession(request: FastifyRequest): Promise<AuthSession | null> {
  return request.server.checkSession(request.headers.cookie, () => toFetchHeaders(request.headers));
}

/** Pre-handler for routes that need a signed-in user; sets `request.user`. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const session = await getSession(request);
  if (!session) throw new DomainError('UNAUTHENTICATED');
  request.user = session.user;
}
