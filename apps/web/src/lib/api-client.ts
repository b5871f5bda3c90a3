/** An error answered by our own API (`{ code, message }`), or a network failure (status 0). */
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

/**
 * Calls our same-origin API and returns the parsed JSON body. Cookies go along (the session is an
 * httpOnly cookie); any non-2xx answer or network failure becomes an ApiError.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
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
  return body as T;
}
