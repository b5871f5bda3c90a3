import { describe, expect, it } from 'vitest';
import { describeAuthError } from './errors';
import { PASSWORD_MIN_LENGTH, validateAuthForm } from './validation';

const valid = { name: 'Ada', email: 'ada@example.com', password: 'correct horse' };

describe('validateAuthForm', () => {
  it('accepts a complete form', () => {
    expect(validateAuthForm('sign-in', valid)).toEqual({});
    expect(validateAuthForm('sign-up', valid)).toEqual({});
  });

  it('requires e-mail and password to sign in, but not a name', () => {
    expect(validateAuthForm('sign-in', { name: '', email: ' ', password: '' })).toEqual({
      email: { key: 'emailRequired' },
      password: { key: 'passwordRequired' },
    });
  });

  it('requires a name to sign up', () => {
    expect(validateAuthForm('sign-up', { ...valid, name: '  ' })).toEqual({ name: { key: 'nameRequired' } });
  });

  it('flags an e-mail without @ or domain', () => {
    expect(validateAuthForm('sign-in', { ...valid, email: 'ada.example.com' }).email).toEqual({
      key: 'emailInvalid',
    });
    expect(validateAuthForm('sign-in', { ...valid, email: 'ada@example' }).email).toEqual({
      key: 'emailInvalid',
    });
  });

  it('checks the minimum password length on sign-up only', () => {
    const short = { ...valid, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) };
    expect(validateAuthForm('sign-up', short).password).toEqual({
      key: 'passwordTooShort',
      min: PASSWORD_MIN_LENGTH,
    });
    expect(validateAuthForm('sign-in', short)).toEqual({});
  });
});

describe('describeAuthError', () => {
  it('maps better-auth errors to messages', () => {
    expect(describeAuthError({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe('invalidCredentials');
    expect(describeAuthError({ status: 422, code: 'USER_ALREADY_EXISTS' })).toBe('userExists');
    expect(describeAuthError({ status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(
      'userExists',
    );
    expect(describeAuthError({ status: 429 })).toBe('rateLimited');
    expect(describeAuthError({ status: 0 })).toBe('network');
    expect(describeAuthError({ status: 500, code: 'INTERNAL' })).toBe('generic');
  });
});
