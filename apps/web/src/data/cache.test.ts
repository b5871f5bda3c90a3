import { taskFromCreate, type QueuedChange, type Task } from '@fokus/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyQueuedToCache, showQueuedChangesAfterRestore } from './cache';
import type { TaskList } from '@/features/tasks/api/get-tasks';
import { mvdKey, taskKeys } from './query-keys';
import { mvdAnswer } from '@/testing/tasks';

const AUTHOR = { id: 'u1', email: 'ada@example.com', name: 'Ada' };
const A = '0190a4f2-0000-7000-8000-00000000000a';
const B = '0190a4f2-0000-7000-8000-00000000000b';

const task = (id: string, title: string): Task =>
  taskFromCreate({ id, title, type: 'task' }, new Date('2026-11-23T09:00:00Z'), 'u1');

function queued(change: QueuedChange['change'], at: number): QueuedChange {
  return { change, at: new Date(at), operationId: `op-${at}` };
}

describe('task caches and the queue', () => {
  it('shows a queued change in every list, detail and the MVD at once', async () => {
    const client = new QueryClient();
    client.setQueryData<TaskList>(taskKeys.list({ view: 'all' }), {
      tasks: [task(A, 'A'), task(B, 'B')],
      version: 3,
    });
    client.setQueryData<TaskList>(taskKeys.list({ view: 'completed' }), { tasks: [], version: 3 });
    client.setQueryData(taskKeys.detail(A), task(A, 'A'));
    client.setQueryData(mvdKey, mvdAnswer([A, B]));
    await applyQueuedToCache(client, queued({ kind: 'deleteTask', taskId: A }, Date.now()), AUTHOR);
    expect(client.getQueryData<TaskList>(taskKeys.list({ view: 'all' }))?.tasks.map((t) => t.id)).toEqual([
      B,
    ]);
    expect(client.getQueryData(taskKeys.detail(A))).toBeUndefined();
    expect(client.getQueryData(mvdKey)).toMatchObject({ taskIds: [B] });

    const created = queued(
      { kind: 'createTask', input: { id: 'new', title: 'Новая', type: 'task' } },
      Date.now(),
    );
    await applyQueuedToCache(client, created, AUTHOR);
    expect(client.getQueryData<TaskList>(taskKeys.list({ view: 'all' }))?.tasks[0]?.title).toBe('Новая');
    // A list of completed tasks does not take a new waiting one.
    expect(client.getQueryData<TaskList>(taskKeys.list({ view: 'completed' }))?.tasks).toEqual([]);
    expect(client.getQueryData<Task>(taskKeys.detail('new'))?.title).toBe('Новая');
  });

  it('after a restore, applies only the changes queued after each query was last written', () => {
    const client = new QueryClient();
    const written = 1_000_000;
    client.setQueryData<TaskList>(
      taskKeys.list({ view: 'all' }),
      { tasks: [{ ...task(A, 'A'), totalTimeSpent: 60 }], version: 1 },
      { updatedAt: written },
    );
    showQueuedChangesAfterRestore(client, {
      author: AUTHOR,
      queue: [
        // Already in the saved copy (queued before it was written): not applied again.
        queued({ kind: 'addTime', taskId: A, seconds: 60 }, written - 10),
        queued({ kind: 'addTime', taskId: A, seconds: 30 }, written + 10),
      ],
    });
    expect(client.getQueryData<TaskList>(taskKeys.list({ view: 'all' }))?.tasks[0]?.totalTimeSpent).toBe(90);
  });
});
