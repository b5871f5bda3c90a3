import { describe, expect, it } from 'vitest';
import { FailedAttemptThrottle } from './access-throttle.js';
import { delegationTokenMatches, hashDelegationToken, newDelegationToken } from './delegation-token.js';

describe('the throttle of refused delegated links', () => {
  it('allows `limit` failures in a window, then refuses with the seconds left', () => {
    const throttle = new FailedAttemptThrottle(3, 60_000);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.check('a', 1_000)).toEqual({ allowed: true });
      throttle.fail('a', 1_000);
    }
    expect(throttle.check('a', 1_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(throttle.check('a', 30_500)).toEqual({ allowed: false, retryAfterSeconds: 31 });
    expect(throttle.check('b', 1_000)).toEqual({ allowed: true });
    expect(throttle.check('a', 61_000)).toEqual({ allowed: true });
  });

  it('forgets expired windows', () => {
    const throttle = new FailedAttemptThrottle(1, 1_000);
    throttle.fail('a', 0);
    throttle.fail('b', 0);
    expect(throttle.size).toBe(2);
    throttle.check('c', 5_000);
    expect(throttle.size).toBe(0);
  });
});

describe('delegation tokens', () => {
  it('are 43 base64url characters, different every time, matched only by their own hash', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newDelegationToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [first, second] = [...tokens];
    expect(delegationTokenMatches(first!, hashDelegationToken(first!))).toBe(true);
    expect(delegationTokenMatches(second!, hashDelegationToken(first!))).toBe(false);
    expect(delegationTokenMatches(first!, 'not-hex')).toBe(false);
  });
});
