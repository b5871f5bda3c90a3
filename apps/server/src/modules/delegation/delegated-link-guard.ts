// The door of every public delegated-page route: the per-address throttle of refused links and the
// one answer they all get. A route of the delegated page (an upload, later) runs its use case inside
// the guard this module's `register` made, so every route shares one count.
import { DomainError, publicDelegatedErrorCode } from '@fokus/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FailedAttemptThrottle } from './access-throttle.js';

/** Runs one delegated-page action behind the guard. */
export type DelegatedLinkGuard = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
) => Promise<T>;

/**
 * A guard with its own throttle: a client address past its refused attempts gets 429 with
 * Retry-After at once; a refused link (core's access codes) counts one attempt and is answered as
 * the one generic 404, its precise reason only in the debug log. Other refusals of a valid link
 * (already completed, an empty comment) keep their own answers and do not count.
 */
export function delegatedLinkGuard(
  now: () => Date,
  throttle: FailedAttemptThrottle = new FailedAttemptThrottle(),
): DelegatedLinkGuard {
  return async (request, reply, run) => {
    const client = request.ip;
    // What a link shows is for its holder only: no shared cache keeps it (its URL holds the token).
    reply.header('cache-control', 'no-store');
    const decision = throttle.check(client, now().getTime());
    if (!decision.allowed) {
      reply.header('retry-after', String(decision.retryAfterSeconds));
      throw new DomainError('RATE_LIMITED');
    }
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const code = publicDelegatedErrorCode(error.code);
      if (code === error.code) throw error;
      throttle.fail(client, now().getTime());
      request.log.debug({ reason: error.code }, 'delegated link refused');
      throw new DomainError(code);
    }
  };
}
