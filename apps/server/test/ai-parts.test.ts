// The small parts of the AI module: redaction (the user's clock is core's ai-clock, reading JSON its ai-answer).
import { describe, expect, it } from 'vitest';
import { describeError, redact } from '../src/modules/ai/redact.js';

describe('redaction', () => {
  it('removes configured secrets and anything shaped like a key', () => {
    const key = 'my-configured-secret-123';
    expect(redact(`bad key ${key} and ${key}`, [key])).toBe('bad key [redacted] and [redacted]');
    expect(
      redact('x-api-key: abc123 Authorization: Bearer abcdefghijkl sk-ant-api03-abcdefghijk', []),
    ).not.toMatch(/abc123|abcdefghijkl|api03/);
    expect(redact('short', ['short'])).toBe('short');
    expect(describeError(new Error(`401 ${key}`), [key])).toBe('Error: 401 [redacted]');
    expect(describeError({ weird: true }, [])).toBe('unknown error');
  });
});
