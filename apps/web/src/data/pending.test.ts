import { PENDING_OPERATIONS_STORAGE_KEY, operationOfChange, type Task } from '@fokus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUE_OWNER_STORAGE_KEY, loadOfflineLayer, uuidv7, type OfflineLayer } from './operations';
import { mockServer } from '@/testing/mock-server';
import { makeTask } from '@/testing/tasks';
import { readWithPending } from './pending';

const ADA = { id: 'u1', email: 'ada@example.com' };
const TASK_ID = '0190a0a0-0000-7000-8000-0000000000a1';

let layer: OfflineLayer;

/** The browser's connectivity for a queue that has not loaded yet (it reads it when it does). */
const setOnlineBeforeLoad = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  layer.operationQueue.setOnline(online);
};

describe('readWithPending', () => {
  beforeEach(async () => {
    layer = await loadOfflineLayer();
    layer.operationQueue.setOwner(ADA);
  });
  afterEach(() => {
    setOnline(true);
    vi.restoreAllMocks();
  });

  it('shows a change the user made while the read was on its way', async () => {
    setOnline(false);
    const read = vi.fn(async () => {
      await layer.operationQueue.enqueue(
        layer.toOperation({ kind: 'changeStatus', taskId: TASK_ID, input: { status: 'inProgress' } }),
      );
      return makeTask(TASK_ID, 'Water the plants');
    });
    const { value, queue } = await readWithPending(read);
    expect(value.status).toBe('waiting');
    expect(queue.map(({ change }) => change.kind)).toEqual(['changeStatus']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again when a sync let operations go while the read ran (its answer may predate them)', async () => {
    const server = mockServer({
      'POST /api/tasks': (request) => ({ status: 201, body: request.body }),
    });
    let calls = 0;
    const read = vi.fn(async (): Promise<Task[]> => {
      calls += 1;
      // The first read is answered before the server applies the create that is being sent.
      if (calls === 1)
        void layer.operationQueue.enqueue(
          layer.toOperation({ kind: 'createTask', input: { id: TASK_ID, title: 'New', type: 'task' } }),
        );
      return calls === 1 ? [] : [makeTask(TASK_ID, 'New')];
    });
    const { value, queue } = await readWithPending(read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(value.map((task) => task.id)).toEqual([TASK_ID]);
    expect(queue).toEqual([]);
    expect(server.requests.some((request) => new URL(request.url).pathname === '/api/sync')).toBe(true);
  });
});

describe('readWithPending on a page whose queue has not loaded', () => {
  /** This module and the operations module as a page has them on load. */
  async function fresh() {
    vi.resetModules();
    const [pending, operations] = await Promise.all([import('./pending'), import('@/data/operations')]);
    operations.operationQueue.setOwner(ADA);
    return { ...pending, ...operations };
  }

  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads without the queue code when nothing is queued on this device', async () => {
    const { readWithPending: read, loadedOfflineLayer } = await fresh();
    const { value, queue } = await read(async () => makeTask(TASK_ID, 'Water the plants'));
    expect(value.title).toBe('Water the plants');
    expect(queue).toEqual([]);
    expect(loadedOfflineLayer()).toBeUndefined();
  });

  it('loads the queue first when changes are stored, and shows them on the answer', async () => {
    const now = new Date();
    const operation = operationOfChange(
      { kind: 'changeStatus', taskId: TASK_ID, input: { status: 'inProgress' } },
      uuidv7(now.getTime()),
      now,
    );
    window.localStorage.setItem(PENDING_OPERATIONS_STORAGE_KEY, JSON.stringify([operation]));
    window.localStorage.setItem(QUEUE_OWNER_STORAGE_KEY, ADA.id);
    setOnlineBeforeLoad(false);
    const { readWithPending: read, kinds: loaded } = await fresh();
    const { value, queue, author } = await read(async () => makeTask(TASK_ID, 'Water the plants'));
    expect(queue.map(({ change }) => change.kind)).toEqual(['changeStatus']);
    expect(loaded().tasks.overlay.one(value, queue, author)?.status).toBe('inProgress');
  });
});
