// The AI routes' per-user rate limit: at most `limit` requests in each minute-long window, counted in
// this process's memory. Several server processes each count their own requests, so a person who is
// balanced over N processes may make up to N × limit a minute (docs/ai.md says so).

/** What a request is told: go on, or wait this many whole seconds (a `Retry-After` value, ≥ 1). */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  start: number;
  count: number;
}

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Fixed windows per key: a key's window opens with its first request and lasts `windowMs`; requests
 * past `limit` inside it are refused until it ends. Expired windows are swept at most once a window,
 * so memory holds only the keys seen within about two windows.
 */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    readonly limit: number,
    readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
  ) {}

  /** Counts one request of `key` at `now` (ms) when it is allowed. */
  take(key: string, now: number): RateLimitDecision {
    this.sweep(now);
    const current = this.windows.get(key);
    if (current === undefined || now >= current.start + this.windowMs || now < current.start) {
      this.windows.set(key, { start: now, count: 1 });
      return { allowed: true };
    }
    if (current.count < this.limit) {
      current.count += 1;
      return { allowed: true };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((current.start + this.windowMs - now) / 1000)),
    };
  }

  /** How many keys are held (tests check that expired windows go). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now >= window.start + this.windowMs) this.windows.delete(key);
    }
  }
}
