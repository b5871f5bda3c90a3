import type { Translation } from '@/lib/i18n';
import type { authRu } from './ru';

/** Texts of sign-in, sign-up, sign-out and the session check, in English. */
export const authEn: Translation<typeof authRu> = {
  title: 'Sign in to Fokus',
  signUpTitle: 'Sign up for Fokus',
  signInSubtitle: 'Good to see you again.',
  signUpSubtitle: 'Create an account — it takes a minute.',
  modeLabel: 'Sign in or sign up',
  tabs: {
    signIn: 'Sign in',
    signUp: 'Sign up',
  },
  fields: {
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    passwordHint: 'At least {{min}} characters',
    showPassword: 'Show characters',
    hidePassword: 'Hide characters',
  },
  submit: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    signingIn: 'Signing in...',
    signingUp: 'Creating your account...',
  },
  or: 'or',
  oidc: 'Sign in with {{name}}',
  oidcPending: 'Redirecting to {{name}}...',
  validation: {
    nameRequired: 'Enter your name',
    emailRequired: 'Enter your e-mail',
    emailInvalid: 'Check the address: it looks like it has a typo',
    passwordRequired: 'Enter your password',
    passwordTooShort: 'The password must be at least {{min}} characters',
    passwordTooLong: 'The password must be at most {{max}} characters',
  },
  errors: {
    invalidCredentials: 'Wrong e-mail or password',
    userExists: 'A user with this e-mail already exists. Try signing in.',
    rateLimited: 'Too many attempts, try again in a minute',
    network: 'Cannot reach the server. Check your connection and try again.',
    generic: 'That did not work. Please try again.',
    oidcFailed: 'Signing in with the external service failed. Please try again.',
    signOutFailed: 'Failed to logout from system',
  },
  session: {
    checking: 'Checking your sign-in...',
    errorTitle: 'Authorization error',
    errorDescription: 'Could not check the authorization status',
  },
  signOut: 'Log out',
  signingOut: 'Logging out...',
  backHome: 'Go home',
};
