/** Which form the auth screen shows. */
export type AuthMode = 'sign-in' | 'sign-up';

export interface AuthFormValues {
  name: string;
  email: string;
  password: string;
}

/**
 * Password length limits of better-auth's email-and-password defaults. The server is the authority;
 * these only spare the user a round trip, and the server's own error is shown if it disagrees.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A validation problem as a key of the `auth:validation` texts plus its interpolation values. */
export type AuthValidationError =
  | { key: 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'passwordRequired' }
  | { key: 'passwordTooShort'; min: number }
  | { key: 'passwordTooLong'; max: number };

export type AuthFieldErrors = Partial<Record<keyof AuthFormValues, AuthValidationError>>;

// Deliberately loose: one @, something before, a dot after. The server validates precisely.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the form before sending; sign-in only needs both fields, sign-up also the name and length rules. */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  const email = values.email.trim();
  if (mode === 'sign-up' && !values.name.trim()) errors.name = { key: 'nameRequired' };
  if (!email) errors.email = { key: 'emailRequired' };
  else if (!EMAIL_SHAPE.test(email)) errors.email = { key: 'emailInvalid' };
  if (!values.password) errors.password = { key: 'passwordRequired' };
  else if (mode === 'sign-up' && values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = { key: 'passwordTooShort', min: PASSWORD_MIN_LENGTH };
  else if (values.password.length > PASSWORD_MAX_LENGTH)
    errors.password = { key: 'passwordTooLong', max: PASSWORD_MAX_LENGTH };
  return errors;
}
