/** Key of the `auth:errors` text that explains a failed auth request. */
export type AuthErrorKey = 'invalidCredentials' | 'userExists' | 'rateLimited' | 'network' | 'generic';

/** The parts of a better-auth client error we read; a thrown fetch failure has none of them. */
export interface AuthRequestError {
  status?: number;
  code?: string;
}

const USER_EXISTS_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** Maps a failed sign-in or sign-up to the message the user sees. */
export function describeAuthError(error: AuthRequestError | null | undefined): AuthErrorKey {
  if (!error || !error.status) return 'network';
  if (error.status === 429) return 'rateLimited';
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return 'invalidCredentials';
  if (error.code && USER_EXISTS_CODES.has(error.code)) return 'userExists';
  return 'generic';
}
