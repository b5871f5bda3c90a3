import { describe, expect, it } from 'vitest';
import { FixedWindowRateLimiter } from './rate-limit.js';

describe('the AI rate limiter', () => {
  it('allows `limit` requests a window per key and tells the rest how many seconds are left', () => {
    const limiter = new FixedWindowRateLimiter(2, 60_000);
    expect(limiter.take('ada', 0)).toEqual({ allowed: true });
    expect(limiter.take('ada', 1_000)).toEqual({ allowed: true });
    expect(limiter.take('ada', 1_500)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(limiter.take('bob', 1_500)).toEqual({ allowed: true });
    // Never 0: a client told to wait 0 s would come straight back.
    expect(limiter.take('ada', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('ada', 60_000)).toEqual({ allowed: true });
  });

  it('opens a new window when the clock goes back instead of locking a person out', () => {
    const limiter = new FixedWindowRateLimiter(1, 60_000);
    expect(limiter.take('ada', 100_000).allowed).toBe(true);
    expect(limiter.take('ada', 100_001).allowed).toBe(false);
    expect(limiter.take('ada', 50_000).allowed).toBe(true);
  });

  it('forgets windows that have ended, so memory holds only recent keys', () => {
    const limiter = new FixedWindowRateLimiter(5, 60_000);
    for (let index = 0; index < 1000; index += 1) limiter.take(`user-${index}`, index);
    expect(limiter.size).toBe(1000);
    limiter.take('late', 200_000);
    expect(limiter.size).toBe(1);
  });
});
