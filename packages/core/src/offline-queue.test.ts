import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import {
  createPendingOperation,
  isSyncTable,
  parseStoredQueue,
  queueReducer,
  queueStorageWrite,
  replayQueue,
  validatePendingOperation,
} from './offline-queue';
import { syncRequestSchema, type PendingOperation } from './schemas/sync';

const NOW = new Date('2025-01-01T00:00:00Z');
const op = (id: string, type: PendingOperation['type'] = 'update'): PendingOperation => ({
  id,
  timestamp: NOW.getTime(),
  type,
  table: 'tasks',
  data: { id: `row-${id}`, title: 'x' },
});

describe('operation validation', () => {
  it('requires data.id for update and delete but not create', () => {
    expect(validatePendingOperation({ ...op('1'), data: {} })).toBeNull();
    expect(validatePendingOperation({ ...op('1', 'delete'), data: { id: '' } })).toBeNull();
    expect(validatePendingOperation({ ...op('1', 'create'), data: { title: 'x' } })).not.toBeNull();
    expect(validatePendingOperation({ ...op('1'), type: 'upsert' })).toBeNull();
    expect(validatePendingOperation(null)).toBeNull();
  });

  it('builds operations with the passed id and time', () => {
    expect(
      createPendingOperation({ id: 'o1', now: NOW, type: 'delete', table: 'tasks', data: { id: 't' } }),
    ).toEqual({
      id: 'o1',
      timestamp: 1735689600000,
      type: 'delete',
      table: 'tasks',
      data: { id: 't' },
    });
    try {
      createPendingOperation({ id: 'o1', now: NOW, type: 'update', table: 'tasks', data: {} });
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error, 'INVALID_OPERATION')).toBe(true);
    }
  });

  it('knows the table allowlist', () => {
    expect(isSyncTable('tasks')).toBe(true);
    expect(isSyncTable('users')).toBe(false);
  });

  it('reads a sync request of any length with its owner; entries are checked one by one later', () => {
    expect(syncRequestSchema.safeParse({ userId: 'u1', operations: [op('1'), { junk: true }] }).success).toBe(
      true,
    );
    expect(syncRequestSchema.safeParse({ operations: [op('1')] }).success).toBe(false);
    expect(syncRequestSchema.safeParse({ userId: 'u1', operations: 'x' }).success).toBe(false);
    expect(syncRequestSchema.safeParse({ userId: 'u1', operations: [], extra: 1 }).success).toBe(false);
  });
});

describe('stored queue', () => {
  it('reads a valid queue', () => {
    expect(parseStoredQueue(JSON.stringify([op('1'), op('2')]))).toEqual({
      operations: [op('1'), op('2')],
      discarded: false,
      dropped: 0,
    });
    expect(parseStoredQueue(null)).toEqual({ operations: [], discarded: false, dropped: 0 });
    expect(parseStoredQueue('')).toEqual({ operations: [], discarded: false, dropped: 0 });
  });

  it('discards a queue that cannot be parsed or is not a list', () => {
    expect(parseStoredQueue('{oops')).toEqual({ operations: [], discarded: true, dropped: 0 });
    expect(parseStoredQueue('{"a":1}')).toEqual({ operations: [], discarded: true, dropped: 0 });
  });

  it('keeps the valid entries of a list and counts the invalid ones, without discarding it', () => {
    const result = parseStoredQueue(JSON.stringify([op('1'), { id: 'bad' }, op('2'), 7]));
    expect(result).toEqual({ operations: [op('1'), op('2')], discarded: false, dropped: 2 });
    // Writing back what was kept keeps the valid operations; only an all-invalid list empties the key.
    expect(queueStorageWrite(result.operations)).toEqual({
      action: 'set',
      value: JSON.stringify([op('1'), op('2')]),
    });
    expect(parseStoredQueue(JSON.stringify([{ id: 'bad' }]))).toEqual({
      operations: [],
      discarded: false,
      dropped: 1,
    });
  });

  it('removes the key when empty', () => {
    expect(queueStorageWrite([])).toEqual({ action: 'remove' });
    expect(queueStorageWrite([op('1')])).toEqual({ action: 'set', value: JSON.stringify([op('1')]) });
  });

  it('never throws on any stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const result = parseStoredQueue(text);
        expect(Array.isArray(result.operations)).toBe(true);
        if (result.discarded) expect(result).toEqual({ operations: [], discarded: true, dropped: 0 });
        expect(result.dropped).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('reducer', () => {
  it('enqueues once, removes on success and keeps on failure', () => {
    let queue = queueReducer([], { type: 'enqueue', operation: op('1') });
    queue = queueReducer(queue, { type: 'enqueue', operation: op('1') });
    queue = queueReducer(queue, { type: 'enqueue', operation: op('2') });
    expect(queue.map((o) => o.id)).toEqual(['1', '2']);
    expect(queueReducer(queue, { type: 'failed', id: '1' }).map((o) => o.id)).toEqual(['1', '2']);
    expect(queueReducer(queue, { type: 'succeeded', id: '1' }).map((o) => o.id)).toEqual(['2']);
  });
});

describe('replayQueue', () => {
  it('processes in order; a failure stays queued and the rest go on', async () => {
    const sent: string[] = [];
    const result = await replayQueue([op('1'), op('2'), op('3')], async (operation) => {
      sent.push(operation.id);
      if (operation.id === '2') throw new Error('offline');
    });
    expect(sent).toEqual(['1', '2', '3']);
    expect(result.remaining.map((o) => o.id)).toEqual(['2']);
    expect(result.succeeded).toEqual(['1', '3']);
    expect(result.failed).toEqual([{ id: '2', error: new Error('offline') }]);
    expect(queueStorageWrite(result.remaining).action).toBe('set');
  });

  it('empties the queue when all succeed', async () => {
    const result = await replayQueue([op('1')], async () => undefined);
    expect(queueStorageWrite(result.remaining)).toEqual({ action: 'remove' });
  });

  it('keeps exactly the failed operations, in order, for any outcome pattern', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 20 }), async (outcomes) => {
        const queue = outcomes.map((_, i) => op(String(i)));
        const result = await replayQueue(queue, async (operation) => {
          if (!outcomes[Number(operation.id)]) throw new Error('x');
        });
        expect(result.remaining.map((o) => o.id)).toEqual(
          queue.filter((_, i) => !outcomes[i]).map((o) => o.id),
        );
      }),
    );
  });
});
