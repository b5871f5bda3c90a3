import {
  PENDING_OPERATIONS_STORAGE_KEY,
  SYNC_CLIENT_BATCH_SIZE,
  pendingOperationSchema,
  type PendingOperation,
  type SyncOperationResult,
  type SyncRequest,
  type SyncResponse,
} from '@fokus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toOperation, type Change } from './operation';
import {
  OperationQueue,
  QUEUE_OWNER_STORAGE_KEY,
  QUEUE_STASH_KEY_PREFIX,
  type SettledOperation,
} from './queue';
import { uuidv7 } from './uuid-v7';

describe('uuidv7', () => {
  it('makes RFC 9562 version 7 ids that start with the time', () => {
    const id = uuidv7(0x0189_0000_0000);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.startsWith('01890000-0000')).toBe(true);
    expect(uuidv7()).not.toBe(uuidv7());
  });
});

const ANNA = { id: 'anna', email: 'anna@example.com', name: 'Анна' };
const BORIS = { id: 'boris', email: 'boris@example.com', name: 'Борис' };

/** A change that creates a task, and its operation. */
function createOp(title = 'Задача'): { change: Change; operation: PendingOperation } {
  const change: Change = { kind: 'createTask', input: { id: uuidv7(), title, type: 'task' } };
  return { change, operation: toOperation(change) };
}

function timeOp(taskId: string, seconds = 60): PendingOperation {
  return toOperation({ kind: 'addTime', taskId, seconds });
}

/** A storage like localStorage, in memory; `failWrites` makes every write throw (quota). */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    failWrites: false,
    getItem: (key: string) => data.get(key) ?? null,
    setItem(key: string, value: string) {
      if (this.failWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem(key: string) {
      if (this.failWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      data.delete(key);
    },
  };
}

/** A sync server in memory: answers each operation with `answer` (default: applied). */
function fakeServer(
  answer: (operation: PendingOperation) => SyncOperationResult | 'network' = (operation) => ({
    id: operation.id,
    status: 'applied',
    result: { echo: operation.id },
  }),
) {
  const requests: SyncRequest[] = [];
  const send = vi.fn(async (request: SyncRequest): Promise<SyncResponse> => {
    requests.push(structuredClone(request));
    const results: SyncOperationResult[] = [];
    for (const operation of request.operations as PendingOperation[]) {
      const result = answer(operation);
      if (result === 'network') throw Object.assign(new Error('Failed to fetch'), { status: 0 });
      results.push(result);
    }
    return { results };
  });
  return {
    requests,
    send,
    sentIds: () => requests.flatMap((r) => (r.operations as PendingOperation[]).map((o) => o.id)),
  };
}

function makeQueue(options: { online?: boolean; server?: ReturnType<typeof fakeServer> } = {}) {
  const storage = memoryStorage();
  const server = options.server ?? fakeServer();
  let online = options.online ?? true;
  const queue = new OperationQueue({ storage, send: server.send, isOnline: () => online });
  return {
    queue,
    storage,
    server,
    setOnline(value: boolean) {
      online = value;
      queue.setOnline(value);
    },
    stored: () => JSON.parse(storage.getItem(PENDING_OPERATIONS_STORAGE_KEY) ?? '[]') as PendingOperation[],
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('operations of changes', () => {
  it('are valid pending operations with a UUIDv7 id and the time they were made', () => {
    const operation = toOperation({ kind: 'deleteTask', taskId: uuidv7() }, new Date(1_700_000_000_000));
    expect(pendingOperationSchema.safeParse(operation).success).toBe(true);
    expect(operation.timestamp).toBe(1_700_000_000_000);
    expect(operation.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OperationQueue', () => {
  let harness: ReturnType<typeof makeQueue>;
  beforeEach(() => {
    harness = makeQueue();
    harness.queue.setOwner(ANNA);
  });

  it('stores an operation under pendingOperations before sending, and removes the key once it is applied', async () => {
    const { operation } = createOp();
    const outcome = harness.queue.enqueue(operation);
    // Stored at once, with its owner, before any answer.
    expect(harness.stored()).toEqual([operation]);
    expect(harness.storage.getItem(QUEUE_OWNER_STORAGE_KEY)).toBe('anna');
    expect(await outcome).toEqual({ status: 'applied', result: { echo: operation.id } });
    expect(harness.storage.getItem(PENDING_OPERATIONS_STORAGE_KEY)).toBeNull();
    expect(harness.server.requests).toEqual([{ userId: 'anna', operations: [operation] }]);
    await harness.queue.whenIdle();
    expect(harness.queue.getState()).toEqual({ pending: 0, syncing: false, online: true });
  });

  it('offline: resolves "queued" at once, sends nothing, and sends everything in order when back online', async () => {
    harness = makeQueue({ online: false });
    harness.queue.setOwner(ANNA);
    const ops = [createOp('a').operation, createOp('b').operation, createOp('c').operation];
    for (const operation of ops) expect(await harness.queue.enqueue(operation)).toEqual({ status: 'queued' });
    expect(harness.server.send).not.toHaveBeenCalled();
    expect(harness.queue.getState()).toMatchObject({ pending: 3, online: false });
    harness.setOnline(true);
    await harness.queue.whenIdle();
    expect(harness.server.sentIds()).toEqual(ops.map((operation) => operation.id));
    expect(harness.queue.getState().pending).toBe(0);
  });

  it('keeps a failed operation queued while the rest go on, and reports a refusal once', async () => {
    const [good, refused, later, afterThat] = [createOp(), createOp(), createOp(), createOp()];
    const taskId = (later.change as Extract<Change, { kind: 'createTask' }>).input.id;
    const deferredOp = timeOp(uuidv7());
    const laterTime = timeOp(taskId);
    harness = makeQueue({
      online: false,
      server: fakeServer((operation) => {
        if (operation.id === refused.operation.id)
          return { id: operation.id, status: 'rejected', code: 'VALIDATION_ERROR', message: 'bad' };
        if (operation.id === deferredOp.id)
          return { id: operation.id, status: 'deferred', code: 'NOT_FOUND' };
        return { id: operation.id, status: 'applied', result: null };
      }),
    });
    harness.queue.setOwner(ANNA);
    const settled: SettledOperation[] = [];
    harness.queue.onSettled((items) => settled.push(...items));
    for (const operation of [
      good.operation,
      refused.operation,
      deferredOp,
      later.operation,
      laterTime,
      afterThat.operation,
    ])
      void harness.queue.enqueue(operation);
    harness.setOnline(true);
    await harness.queue.whenIdle();
    // Sent in queue order, in one request; only the deferred one stays.
    expect(harness.server.sentIds()).toEqual([
      good.operation.id,
      refused.operation.id,
      deferredOp.id,
      later.operation.id,
      laterTime.id,
      afterThat.operation.id,
    ]);
    expect(harness.stored()).toEqual([deferredOp]);
    expect(settled.filter((item) => item.outcome.status === 'rejected')).toEqual([
      expect.objectContaining({
        operation: refused.operation,
        outcome: { status: 'rejected', code: 'VALIDATION_ERROR', message: 'bad' },
      }),
    ]);
  });

  it('keeps everything on a network failure and retries with a growing delay', async () => {
    vi.useFakeTimers();
    let failures = 2;
    harness = makeQueue({
      server: fakeServer((operation) =>
        failures > 0 ? 'network' : { id: operation.id, status: 'applied', result: null },
      ),
    });
    harness.queue.setOwner(ANNA);
    const { operation } = createOp();
    expect(await harness.queue.enqueue(operation)).toEqual({ status: 'queued' });
    expect(harness.stored()).toEqual([operation]);
    failures -= 1;
    await vi.advanceTimersByTimeAsync(1_999);
    expect(harness.server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.server.send).toHaveBeenCalledTimes(2);
    failures -= 1;
    // The second wait is twice as long.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(harness.server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await harness.queue.whenIdle();
    expect(harness.server.send).toHaveBeenCalledTimes(3);
    expect(harness.stored()).toEqual([]);
  });

  it(`sends a long queue in requests of ${SYNC_CLIENT_BATCH_SIZE}, in order, each operation once`, async () => {
    harness = makeQueue({ online: false });
    harness.queue.setOwner(ANNA);
    const ops = Array.from({ length: SYNC_CLIENT_BATCH_SIZE * 2 + 17 }, () => timeOp(uuidv7()));
    for (const operation of ops) void harness.queue.enqueue(operation);
    harness.setOnline(true);
    await harness.queue.whenIdle();
    expect(harness.server.requests.map((request) => request.operations.length)).toEqual([
      SYNC_CLIENT_BATCH_SIZE,
      SYNC_CLIENT_BATCH_SIZE,
      17,
    ]);
    expect(harness.server.sentIds()).toEqual(ops.map((operation) => operation.id));
  });

  it('drops the changes of a row whose create was refused, reporting each', async () => {
    const created = createOp();
    const taskId = (created.change as Extract<Change, { kind: 'createTask' }>).input.id;
    const dependent = timeOp(taskId);
    const step = toOperation({ kind: 'createMicroTask', taskId, input: { id: uuidv7(), title: 'шаг' } });
    const unrelated = timeOp(uuidv7());
    harness = makeQueue({
      online: false,
      server: fakeServer((operation) =>
        operation.id === created.operation.id
          ? { id: operation.id, status: 'rejected', code: 'CONFLICT', message: 'taken' }
          : { id: operation.id, status: 'deferred', code: 'NOT_FOUND' },
      ),
    });
    harness.queue.setOwner(ANNA);
    const settled: SettledOperation[] = [];
    harness.queue.onSettled((items) => settled.push(...items));
    for (const operation of [created.operation, dependent, step, unrelated])
      void harness.queue.enqueue(operation);
    harness.setOnline(true);
    await harness.queue.whenIdle();
    expect(harness.stored()).toEqual([unrelated]);
    expect(settled.map((item) => [item.operation.id, item.cascaded])).toEqual([
      [created.operation.id, false],
      [dependent.id, true],
      [step.id, true],
    ]);
  });

  it('discards a stored queue that cannot be parsed, and drops unreadable entries but keeps the rest', () => {
    const storage = memoryStorage();
    storage.data.set(QUEUE_OWNER_STORAGE_KEY, 'anna');
    storage.data.set(PENDING_OPERATIONS_STORAGE_KEY, '{not json');
    const queue = new OperationQueue({ storage, send: fakeServer().send, isOnline: () => false });
    queue.setOwner(ANNA);
    expect(storage.getItem(PENDING_OPERATIONS_STORAGE_KEY)).toBeNull();
    expect(queue.getState().pending).toBe(0);

    const good = createOp().operation;
    storage.data.set(PENDING_OPERATIONS_STORAGE_KEY, JSON.stringify([{ id: 'x', type: 'upsert' }, good]));
    queue.reloadFromStorage();
    expect(queue.list()).toEqual([good]);
    expect(JSON.parse(storage.getItem(PENDING_OPERATIONS_STORAGE_KEY)!)).toEqual([good]);
  });

  it("never sends one user's operations under another; they come back when that user signs in again", async () => {
    harness = makeQueue({ online: false });
    harness.queue.setOwner(ANNA);
    const annas = [createOp('Анна 1').operation, createOp('Анна 2').operation];
    for (const operation of annas) void harness.queue.enqueue(operation);

    // Anna signs out; Boris signs in on the same device and goes online.
    harness.queue.setOwner(null);
    harness.queue.setOwner(BORIS);
    expect(harness.queue.getState().pending).toBe(0);
    expect(harness.storage.getItem(PENDING_OPERATIONS_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(harness.storage.getItem(`${QUEUE_STASH_KEY_PREFIX}anna`)!)).toEqual(annas);
    const boris = createOp('Борис').operation;
    void harness.queue.enqueue(boris);
    harness.setOnline(true);
    await harness.queue.whenIdle();
    expect(harness.server.requests).toEqual([{ userId: 'boris', operations: [boris] }]);

    // Anna again: her queue is hers again and is sent under her name.
    harness.queue.setOwner(null);
    harness.queue.setOwner(ANNA);
    await harness.queue.whenIdle();
    expect(harness.storage.getItem(`${QUEUE_STASH_KEY_PREFIX}anna`)).toBeNull();
    expect(harness.server.requests.at(-1)).toEqual({ userId: 'anna', operations: annas });
    expect(harness.queue.getState().pending).toBe(0);
  });

  it('keeps a queue whose owner is unknown aside, never sending it', async () => {
    const storage = memoryStorage();
    const stray = createOp().operation;
    storage.data.set(PENDING_OPERATIONS_STORAGE_KEY, JSON.stringify([stray]));
    const server = fakeServer();
    const queue = new OperationQueue({ storage, send: server.send, isOnline: () => true });
    queue.setOwner(ANNA);
    await queue.whenIdle();
    expect(server.send).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem(`${QUEUE_STASH_KEY_PREFIX}unknown`)!)).toEqual([stray]);
  });

  it('stops without losing anything when the session is gone (401)', async () => {
    harness = makeQueue({
      server: {
        ...fakeServer(),
        send: vi.fn(() => Promise.reject(Object.assign(new Error('x'), { status: 401 }))),
      } as never,
    });
    harness.queue.setOwner(ANNA);
    const { operation } = createOp();
    expect(await harness.queue.enqueue(operation)).toEqual({ status: 'queued' });
    expect(harness.stored()).toEqual([operation]);
  });

  it('holds the queue in the page when storage refuses writes, rather than losing it', async () => {
    harness = makeQueue({ online: false });
    harness.queue.setOwner(ANNA);
    harness.storage.failWrites = true;
    const ops = [createOp().operation, createOp().operation];
    for (const operation of ops) void harness.queue.enqueue(operation);
    expect(harness.queue.list()).toEqual(ops);
    expect(harness.queue.getState().pending).toBe(2);
    harness.setOnline(true);
    await harness.queue.whenIdle();
    expect(harness.server.sentIds()).toEqual(ops.map((operation) => operation.id));
    expect(harness.queue.list()).toEqual([]);
  });

  it('refuses to queue anything while nobody is signed in', () => {
    harness.queue.setOwner(null);
    expect(() => harness.queue.enqueue(createOp().operation)).toThrow(/signed-in/);
  });

  it('counts operations leaving the queue (answered or taken elsewhere), not ones joining it', async () => {
    harness = makeQueue({ online: false });
    harness.queue.setOwner(ANNA);
    const start = harness.queue.removalCount();
    await harness.queue.enqueue(createOp().operation);
    await harness.queue.enqueue(createOp().operation);
    expect(harness.queue.removalCount()).toBe(start);
    harness.setOnline(true);
    await harness.queue.whenIdle();
    expect(harness.queue.getState().pending).toBe(0);
    const afterSync = harness.queue.removalCount();
    expect(afterSync).not.toBe(start);

    // Another tab sent one and rewrote the stored queue.
    harness.setOnline(false);
    const kept = createOp().operation;
    await harness.queue.enqueue(createOp().operation);
    await harness.queue.enqueue(kept);
    harness.storage.setItem(PENDING_OPERATIONS_STORAGE_KEY, JSON.stringify([kept]));
    harness.queue.reloadFromStorage();
    expect(harness.queue.removalCount()).not.toBe(afterSync);
  });

  it('lists queued operations as changes with their time', () => {
    harness = makeQueue({ online: false });
    harness.queue.setOwner(ANNA);
    const { change, operation } = createOp();
    void harness.queue.enqueue(operation);
    expect(harness.queue.queuedChanges()).toEqual([
      { change, at: new Date(operation.timestamp), operationId: operation.id },
    ]);
  });
});
