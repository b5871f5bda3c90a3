import {
  PENDING_OPERATIONS_STORAGE_KEY,
  SET_ASIDE_CODE,
  SYNC_CLIENT_BATCH_SIZE,
  SYNC_MAX_SERVER_FAILURES,
  retryDelayMs,
  pendingOperationSchema,
  type PendingOperation,
  type SyncOperationResult,
  type SyncRequest,
  type SyncResponse,
} from '@fokus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toOperation, type Change } from './operation';
import { OperationQueue, type SettledOperation } from './queue';
import {
  QUEUE_ATTEMPTS_STORAGE_KEY,
  QUEUE_OWNER_STORAGE_KEY,
  QUEUE_STASH_KEY_PREFIX,
  SET_ASIDE_KEY_PREFIX,
} from './storage-keys';
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
    expect(harness.queue.getState()).toEqual({ pending: 0, syncing: false, online: true, setAside: 0 });
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

describe('OperationQueue with an operation the server keeps failing on', () => {
  const failing = (...ids: string[]) =>
    fakeServer((operation) =>
      ids.includes(operation.id)
        ? { id: operation.id, status: 'deferred', code: 'INTERNAL_ERROR', message: 'Internal server error' }
        : { id: operation.id, status: 'applied', result: null },
    );
  const sendsOf = (server: ReturnType<typeof fakeServer>, id: string) =>
    server.sentIds().filter((sent) => sent === id).length;
  const storedAside = (storage: ReturnType<typeof memoryStorage>, owner = 'anna') =>
    JSON.parse(storage.getItem(SET_ASIDE_KEY_PREFIX + owner) ?? '[]') as PendingOperation[];

  /** Lets the queue run every retry until it is idle with nothing left to wait for. */
  async function runRetries(queue: OperationQueue) {
    for (let step = 0; step < 40; step += 1) {
      await vi.advanceTimersByTimeAsync(retryDelayMs(SYNC_MAX_SERVER_FAILURES));
      await queue.whenIdle();
    }
  }

  it(`retries it with its own backoff, sets it aside at failure ${SYNC_MAX_SERVER_FAILURES} and reports it once; the rest goes on`, async () => {
    vi.useFakeTimers();
    const stuck = createOp('Падает на сервере');
    const server = failing(stuck.operation.id);
    const harness = makeQueue({ server });
    harness.queue.setOwner(ANNA);
    const settled: SettledOperation[] = [];
    harness.queue.onSettled((items) => settled.push(...items));

    const behind = createOp('За ней');
    expect(await harness.queue.enqueue(stuck.operation)).toEqual({ status: 'queued' });
    expect(await harness.queue.enqueue(behind.operation)).toEqual({ status: 'applied', result: null });
    expect(harness.stored()).toEqual([stuck.operation]);
    // The count is kept beside the queue; the stored operation keeps the spec's shape.
    expect(JSON.parse(harness.storage.getItem(QUEUE_ATTEMPTS_STORAGE_KEY)!)).toEqual({
      [stuck.operation.id]: { failures: 1, lastFailedAt: expect.any(Number) },
    });
    expect(Object.keys(harness.stored()[0]!).sort()).toEqual(['data', 'id', 'table', 'timestamp', 'type']);

    // A new change while it waits out its backoff goes alone.
    const later = createOp('Ещё одна');
    await harness.queue.enqueue(later.operation);
    expect(server.requests.at(-1)?.operations).toEqual([later.operation]);

    // Its retries come further and further apart.
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) - 10);
    expect(sendsOf(server, stuck.operation.id)).toBe(1);
    await vi.advanceTimersByTimeAsync(10);
    await harness.queue.whenIdle();
    expect(sendsOf(server, stuck.operation.id)).toBe(2);
    await vi.advanceTimersByTimeAsync(retryDelayMs(2) - 10);
    expect(sendsOf(server, stuck.operation.id)).toBe(2);
    await vi.advanceTimersByTimeAsync(10);
    await harness.queue.whenIdle();
    expect(sendsOf(server, stuck.operation.id)).toBe(3);

    await runRetries(harness.queue);
    expect(sendsOf(server, stuck.operation.id)).toBe(SYNC_MAX_SERVER_FAILURES);
    expect(harness.stored()).toEqual([]);
    expect(harness.storage.getItem(QUEUE_ATTEMPTS_STORAGE_KEY)).toBeNull();
    expect(storedAside(harness.storage)).toEqual([stuck.operation]);
    expect(harness.queue.getState()).toMatchObject({ pending: 0, setAside: 1 });
    expect(settled.filter((item) => item.outcome.status === 'rejected')).toEqual([
      {
        operation: stuck.operation,
        change: stuck.change,
        outcome: { status: 'rejected', code: SET_ASIDE_CODE, message: 'INTERNAL_ERROR' },
        cascaded: false,
      },
    ]);
    // Set aside, it is sent no more.
    await runRetries(harness.queue);
    expect(sendsOf(server, stuck.operation.id)).toBe(SYNC_MAX_SERVER_FAILURES);
  });

  it('keeps the failure count across a reload', async () => {
    vi.useFakeTimers();
    const stuck = createOp();
    const server = failing(stuck.operation.id);
    const first = makeQueue({ server });
    first.queue.setOwner(ANNA);
    await first.queue.enqueue(stuck.operation);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    await first.queue.whenIdle();
    expect(sendsOf(server, stuck.operation.id)).toBe(2);

    // A reload: a new queue on the same storage, held back until the backoff is over.
    const reloaded = new OperationQueue({ storage: first.storage, send: server.send, isOnline: () => true });
    first.queue.setOwner(null);
    reloaded.setOwner(ANNA);
    await reloaded.whenIdle();
    expect(sendsOf(server, stuck.operation.id)).toBe(2);
    await runRetries(reloaded);
    expect(sendsOf(server, stuck.operation.id)).toBe(SYNC_MAX_SERVER_FAILURES);
    expect(reloaded.getState().setAside).toBe(1);
  });

  it('does not count "not found" while the row\'s create is queued; sets the changes aside with their create', async () => {
    vi.useFakeTimers();
    const create = createOp();
    const taskId = (create.change as Extract<Change, { kind: 'createTask' }>).input.id;
    const time = timeOp(taskId);
    const server = fakeServer((operation) =>
      operation.id === create.operation.id
        ? { id: operation.id, status: 'deferred', code: 'INTERNAL_ERROR' }
        : operation.id === time.id
          ? { id: operation.id, status: 'deferred', code: 'NOT_FOUND' }
          : { id: operation.id, status: 'applied', result: null },
    );
    const harness = makeQueue({ server });
    harness.queue.setOwner(ANNA);
    const settled: SettledOperation[] = [];
    harness.queue.onSettled((items) => settled.push(...items));
    harness.setOnline(false);
    void harness.queue.enqueue(create.operation);
    void harness.queue.enqueue(time);
    harness.setOnline(true);
    await harness.queue.whenIdle();
    expect(Object.keys(JSON.parse(harness.storage.getItem(QUEUE_ATTEMPTS_STORAGE_KEY)!))).toEqual([
      create.operation.id,
    ]);
    await runRetries(harness.queue);
    // The change was only ever sent behind its create, and went aside with it.
    expect(sendsOf(server, time.id)).toBe(SYNC_MAX_SERVER_FAILURES);
    for (const request of server.requests) {
      const ids = (request.operations as PendingOperation[]).map((operation) => operation.id);
      if (ids.includes(time.id)) expect(ids.indexOf(create.operation.id)).toBe(ids.indexOf(time.id) - 1);
    }
    expect(storedAside(harness.storage)).toEqual([create.operation, time]);
    expect(settled.map((item) => [item.operation.id, item.outcome, item.cascaded])).toEqual([
      [create.operation.id, { status: 'rejected', code: SET_ASIDE_CODE, message: 'INTERNAL_ERROR' }, false],
      [time.id, { status: 'rejected', code: SET_ASIDE_CODE, message: '' }, true],
    ]);
  });

  it('counts "not found" when nothing queued will create the row', async () => {
    vi.useFakeTimers();
    const orphan = timeOp(uuidv7());
    const server = fakeServer((operation) => ({ id: operation.id, status: 'deferred', code: 'NOT_FOUND' }));
    const harness = makeQueue({ server });
    harness.queue.setOwner(ANNA);
    await harness.queue.enqueue(orphan);
    await runRetries(harness.queue);
    expect(sendsOf(server, orphan.id)).toBe(SYNC_MAX_SERVER_FAILURES);
    expect(storedAside(harness.storage)).toEqual([orphan]);
  });

  it('puts set-aside changes back in the order they were made and sends them when the person retries', async () => {
    vi.useFakeTimers();
    const stuck = createOp('Первая');
    let broken = true;
    const server = fakeServer((operation) =>
      broken && operation.id === stuck.operation.id
        ? { id: operation.id, status: 'deferred', code: 'INTERNAL_ERROR' }
        : { id: operation.id, status: 'applied', result: null },
    );
    const harness = makeQueue({ server });
    harness.queue.setOwner(ANNA);
    await harness.queue.enqueue(stuck.operation);
    await runRetries(harness.queue);
    expect(harness.queue.listSetAside()).toEqual([stuck.operation]);

    // Offline, a newer change waits in the queue; the retried one goes back before it.
    harness.setOnline(false);
    const newer = createOp('Вторая');
    await harness.queue.enqueue(newer.operation);
    void harness.queue.retrySetAside();
    expect(harness.stored()).toEqual([stuck.operation, newer.operation]);
    expect(harness.storage.getItem(SET_ASIDE_KEY_PREFIX + 'anna')).toBeNull();
    expect(harness.queue.getState()).toMatchObject({ pending: 2, setAside: 0 });

    broken = false;
    harness.setOnline(true);
    await harness.queue.whenIdle();
    expect(server.requests.at(-1)?.operations).toEqual([stuck.operation, newer.operation]);
    expect(harness.stored()).toEqual([]);
  });

  it('keeps set-aside changes per user: another user never sees or retries them', async () => {
    vi.useFakeTimers();
    const stuck = createOp();
    const harness = makeQueue({ server: failing(stuck.operation.id) });
    harness.queue.setOwner(ANNA);
    await harness.queue.enqueue(stuck.operation);
    await runRetries(harness.queue);
    harness.queue.setOwner(null);
    harness.queue.setOwner(BORIS);
    expect(harness.queue.getState().setAside).toBe(0);
    await harness.queue.retrySetAside();
    expect(harness.queue.list()).toEqual([]);
    harness.queue.setOwner(null);
    harness.queue.setOwner(ANNA);
    expect(harness.queue.listSetAside()).toEqual([stuck.operation]);
  });

  it('sends what waits out its backoff at once when the person asks to sync now', async () => {
    vi.useFakeTimers();
    const stuck = createOp();
    const server = failing(stuck.operation.id);
    const harness = makeQueue({ server });
    harness.queue.setOwner(ANNA);
    await harness.queue.enqueue(stuck.operation);
    await harness.queue.flush();
    expect(sendsOf(server, stuck.operation.id)).toBe(1);
    await harness.queue.syncNow();
    expect(sendsOf(server, stuck.operation.id)).toBe(2);
  });

  it('sends a request the server finds too large again in halves, and sets aside one operation too large to send', async () => {
    const big = createOp('Огромная');
    const small = Array.from({ length: 5 }, () => timeOp(uuidv7()));
    const sizes: number[] = [];
    const send = vi.fn(async (request: SyncRequest): Promise<SyncResponse> => {
      const operations = request.operations as PendingOperation[];
      sizes.push(operations.length);
      if (operations.length > 2 || operations.some((operation) => operation.id === big.operation.id))
        throw Object.assign(new Error('Payload too large'), { status: 413 });
      return { results: operations.map((operation) => ({ id: operation.id, status: 'applied' as const })) };
    });
    const storage = memoryStorage();
    let online = false;
    const queue = new OperationQueue({ storage, send, isOnline: () => online });
    queue.setOwner(ANNA);
    const settled: SettledOperation[] = [];
    queue.onSettled((items) => settled.push(...items));
    for (const operation of [small[0]!, small[1]!, big.operation, ...small.slice(2)])
      void queue.enqueue(operation);
    online = true;
    queue.setOnline(true);
    await queue.whenIdle();
    expect(queue.list()).toEqual([]);
    expect(queue.listSetAside()).toEqual([big.operation]);
    expect(settled.find((item) => item.operation.id === big.operation.id)?.outcome).toEqual({
      status: 'rejected',
      code: SET_ASIDE_CODE,
      message: 'PAYLOAD_TOO_LARGE',
    });
    expect(sizes[0]).toBe(6);
    expect(settled.filter((item) => item.outcome.status === 'applied')).toHaveLength(5);
  });
});
