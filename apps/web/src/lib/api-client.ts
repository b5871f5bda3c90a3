/**
 * An error answered by our own API (`{ code, message }`), a network failure (status 0, NETWORK_ERROR),
 * or an answer that is not what the API promises (INVALID_RESPONSE, with the answer's status).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

function isErrorBody(value: unknown): value is { code: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** What `apiFetch` needs of a core response schema (a zod schema): its safe parse. */
export interface ResponseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Calls our same-origin API and returns its JSON answer parsed with the answer's core schema (the
 * one the server serialises it with). Cookies go along (the session is an httpOnly cookie); any
 * non-2xx answer, network failure or answer the schema refuses becomes an ApiError.
 */
export async function apiFetch<T>(
  path: string,
  schema: ResponseSchema<T>,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(body)) throw new ApiError(response.status, body.code, body.message);
    throw new ApiError(response.status, 'HTTP_ERROR', response.statusText || `HTTP ${response.status}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      `Unexpected answer from ${path.split('?', 1)[0]}: ${where}${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
