import type { Task } from '@fokus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationQueue, toOperation } from '@/lib/operations';
import { mockServer } from '@/testing/mock-server';
import { makeTask } from '@/testing/tasks';
import { readWithPending } from './pending';

const ADA = { id: 'u1', email: 'ada@example.com' };
const TASK_ID = '0190a0a0-0000-7000-8000-0000000000a1';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  operationQueue.setOnline(online);
};

describe('readWithPending', () => {
  beforeEach(() => operationQueue.setOwner(ADA));
  afterEach(() => {
    setOnline(true);
    vi.restoreAllMocks();
  });

  it('shows a change the user made while the read was on its way', async () => {
    setOnline(false);
    const read = vi.fn(async () => {
      await operationQueue.enqueue(
        toOperation({ kind: 'changeStatus', taskId: TASK_ID, input: { status: 'inProgress' } }),
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
        void operationQueue.enqueue(
          toOperation({ kind: 'createTask', input: { id: TASK_ID, title: 'New', type: 'task' } }),
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
