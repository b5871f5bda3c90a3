import type { AuthRequestError } from '../errors';
import { authClient } from './auth-client';

/**
 * Creates an account (`POST /api/auth/sign-up/email`); the server signs the new user in at once.
 * Resolves to the error, or null.
 */
export async function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
}): Promise<AuthRequestError | null> {
  try {
    const { error } = await authClient.signUp.email(input);
    return error ?? null;
  } catch {
    return { status: 0 };
  }
}
