import type { AuthRequestError } from '../errors';
import { authClient } from './auth-client';

/** Signs in with e-mail and password (`POST /api/auth/sign-in/email`); resolves to the error, or null. */
export async function signInWithEmail(input: {
  email: string;
  password: string;
}): Promise<AuthRequestError | null> {
  try {
    const { error } = await authClient.signIn.email(input);
    return error ?? null;
  } catch {
    // fetch itself failed: offline or the server is unreachable.
    return { status: 0 };
  }
}
