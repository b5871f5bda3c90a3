// Failed delegated-link attempts per client address: each refused attempt counts, and past the
// limit every request of that address is refused (429 with Retry-After) until its window ends, so
// tokens cannot be guessed at speed. The address is Fastify's `request.ip`: the socket's, or the
// trusted proxy chain's only when TRUST_PROXY says so, so a client's own X-Forwarded-For changes
// nothing. Counted in this process's memory, like the AI limit: N processes allow N × the limit.

/** Refused attempts an address may make in one window. */
export const DELEGATED_ACCESS_FAILURE_LIMIT = 20;

/** The window the failures are counted in. */
export const DELEGATED_ACCESS_WINDOW_MS = 15 * 60_000;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  start: number;
  failures: number;
}

export class FailedAttemptThrottle {
  private readonly windows = new Map<string, Window>();
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    readonly limit: number = DELEGATED_ACCESS_FAILURE_LIMIT,
    readonly windowMs: number = DELEGATED_ACCESS_WINDOW_MS,
  ) {}

  /** Whether `key` may make an attempt at `now` (ms): refused once it has `limit` failures in its window. */
  check(key: string, now: number): ThrottleDecision {
    this.sweep(now);
    const window = this.current(key, now);
    if (window === undefined || window.failures < this.limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)),
    };
  }

  /** Counts one failed attempt of `key` at `now` (ms); the first failure opens its window. */
  fail(key: string, now: number): void {
    const window = this.current(key, now);
    if (window === undefined) this.windows.set(key, { start: now, failures: 1 });
    else window.failures += 1;
  }

  /** How many addresses are held (expired windows go). */
  get size(): number {
    return this.windows.size;
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window === undefined || now >= window.start + this.windowMs || now < window.start) return undefined;
    return window;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now >= window.start + this.windowMs) this.windows.delete(key);
    }
  }
}
