// A failed AI call as the API answers it: the provider's typed error becomes core's DomainError with
// the same code (AI_UNAVAILABLE 502, AI_TIMEOUT 504, AI_UNPARSABLE 502) and the spec's §8 text.
import { DomainError } from '@fokus/core';
import type { AiResult } from './provider.js';

/** The value of a successful AI call; throws the failure's DomainError otherwise. */
export function valueOrThrow<T>(result: AiResult<T>): T {
  if (result.ok) return result.value;
  throw new DomainError(result.error.code, undefined, result.error.message);
}
