/**
 * Sends a file's bytes as they are (`application/octet-stream`) to an upload route, reporting progress
 * (0–1) as it goes — XMLHttpRequest, since fetch reports no upload progress. Resolves with the parsed
 * 201 answer; rejects with an ApiError carrying the server's `{ code, message }`, or a TypeError when
 * there was no answer at all (as fetch does).
 */
import { ApiError, type ResponseSchema } from '@/lib/api-client';

export function uploadFile<T>(
  url: string,
  file: Blob,
  schema: ResponseSchema<T>,
  onProgress: (share: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201) {
        const parsed = schema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
      }
      const error = body as { code?: unknown; message?: unknown } | undefined;
      reject(
        new ApiError(
          request.status,
          typeof error?.code === 'string' ? error.code : 'UNKNOWN',
          typeof error?.message === 'string' ? error.message : `HTTP ${request.status}`,
        ),
      );
    });
    request.addEventListener('error', () => reject(new TypeError('Network error')));
    request.send(file);
  });
}
