// The session check of every API request, on better-auth's own data and rules but without its
// endpoint machinery. better-auth's `getSession` verifies the cookie's HMAC through WebCrypto (a key
// import and an asynchronous job per call) and runs the endpoint pipeline around it; measured on the
// 1,000-task list, that was about a tenth of the request's CPU. Here the very same checks run
// directly, every request, against the database:
//   1. the session cookie is signed like better-call signs it: `token.base64(HMAC-SHA256(token, secret))`;
//   2. the session row exists (better-auth's internal adapter, with its user) and has not expired.
// Anything else goes through better-auth's getSession itself: a session due for its sliding refresh
// (it extends the row), a "don't remember me" session, a cookie cache, or a cookie this does not read.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** `better-auth` as far as this check needs it. */
export interface SessionSource<S> {
  $context: Promise<{
    secret: string;
    authCookies: {
      sessionToken: { name: string };
      sessionData: { name: string };
      dontRememberToken: { name: string };
    };
    sessionConfig: { expiresIn: number; updateAge: number };
    /** better-auth's options; only `session` is read. */
    options: object;
    internalAdapter: { findSession(token: string): Promise<S | null> };
  }>;
  api: { getSession(input: { headers: Headers }): Promise<S | null> };
}

/** The cookies of a Cookie header, the first of each name, as better-call reads them. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  let index = 0;
  while (index < header.length) {
    const equals = header.indexOf('=', index);
    if (equals === -1) break;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < equals) {
      index = header.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    const name = header.slice(index, equals).trim();
    if (!cookies.has(name)) {
      let value = header.slice(equals + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      cookies.set(name, decodeCookieValue(value));
    }
    index = end + 1;
  }
  return cookies;
}

function decodeCookieValue(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** The token of a signed cookie value if its signature is the secret's, else null. */
export function verifySignedValue(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

interface SessionOptions {
  session?: { cookieCache?: { enabled?: boolean }; disableSessionRefresh?: boolean };
}

interface SessionShape {
  session: { expiresAt: Date };
}

/**
 * Reads the session of a Cookie header. Returns null for no session (or a bad signature, an unknown
 * or expired session); falls back to better-auth's `getSession` where that would do more than read.
 */
export function createSessionCheck<S extends SessionShape>(auth: SessionSource<S>) {
  return async function checkSession(
    cookieHeader: string | undefined,
    fullHeaders: () => Headers,
  ): Promise<S | null> {
    const context = await auth.$context;
    const cookies = cookieHeader ? parseCookieHeader(cookieHeader) : undefined;
    const signed = cookies?.get(context.authCookies.sessionToken.name);
    if (!signed) return null;
    const { sessionData, dontRememberToken } = context.authCookies;
    const options = (context.options as SessionOptions).session;
    const cookieCache = options?.cookieCache?.enabled === true;
    if (cookieCache || cookies?.has(sessionData.name) || cookies?.has(dontRememberToken.name)) {
      return auth.api.getSession({ headers: fullHeaders() });
    }
    const token = verifySignedValue(signed, context.secret);
    if (token === null) return null;
    const found = await context.internalAdapter.findSession(token);
    const now = Date.now();
    if (!found || found.session.expiresAt.getTime() < now) return null;
    const { expiresIn, updateAge } = context.sessionConfig;
    const refreshDue = found.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (refreshDue && options?.disableSessionRefresh !== true) {
      // better-auth extends the session (a write) and answers the same session.
      return auth.api.getSession({ headers: fullHeaders() });
    }
    return found;
  };
}
