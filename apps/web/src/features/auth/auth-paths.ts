import type { AuthMode } from './validation';

/** The query parameter of /auth that names the tab shown. */
export const AUTH_MODE_PARAM = 'mode';

/** The auth page on a given tab: '/auth' for sign-in, '/auth?mode=sign-up' for sign-up. */
export function authPath(mode: AuthMode): string {
  return mode === 'sign-up' ? `/auth?${AUTH_MODE_PARAM}=sign-up` : '/auth';
}

/** The tab a `mode` query value asks for; anything else is sign-in. */
export function authModeOf(value: string | null): AuthMode {
  return value === 'sign-up' ? 'sign-up' : 'sign-in';
}
