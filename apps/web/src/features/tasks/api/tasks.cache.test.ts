import type { UpdateTaskInput } from '@fokus/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/testing/mock-server';
import { makeTask } from '@/testing/tasks';
import type { TaskList } from './get-tasks';
import { taskKeys } from '@/data/query-keys';
import { refreshTasks, tasksCache } from './tasks.cache';

const task = (id: string, title: string) => makeTask(id, title);

describe('refreshTasks', () => {
  it('merges a since-delta into the full list: changed rows replaced, new ones added, tombstones removed', async () => {
    const server = mockServer({
      'GET /api/tasks': (request) => {
        expect(new URL(request.url).searchParams.get('since')).toBe('5');
        return {
          body: { tasks: [task('b', 'B2'), task('d', 'D')], deleted: [{ id: 'c', version: 8 }], version: 9 },
        };
      },
    });
    const queryClient = new QueryClient();
    const key = taskKeys.list({ view: 'all' });
    queryClient.setQueryData<TaskList>(key, {
      tasks: [task('a', 'A'), task('b', 'B'), task('c', 'C')],
      version: 5,
    });
    await refreshTasks(queryClient, new Set(['b', 'c', 'd']));
    const list = queryClient.getQueryData<TaskList>(key);
    expect(list?.version).toBe(9);
    expect(list?.tasks.map((item) => `${item.id}:${item.title}`)).toEqual(['d:D', 'a:A', 'b:B2']);
    expect(server.requests).toHaveLength(1);
  });

  it('keeps a change made to the list while the delta was on its way', async () => {
    const queryClient = new QueryClient();
    const key = taskKeys.list({ view: 'all' });
    queryClient.setQueryData<TaskList>(key, { tasks: [task('a', 'A')], version: 5 });
    mockServer({
      'GET /api/tasks': () => {
        // The user adds a task (an optimistic update of the cached list) before the delta arrives.
        queryClient.setQueryData<TaskList>(
          key,
          (list) => list && { ...list, tasks: [task('n', 'New'), ...list.tasks] },
        );
        return { body: { tasks: [task('a', 'A2')], deleted: [], version: 6 } };
      },
    });
    await refreshTasks(queryClient, new Set(['a']));
    const list = queryClient.getQueryData<TaskList>(key);
    expect(list?.tasks.map((item) => `${item.id}:${item.title}`)).toEqual(['n:New', 'a:A2']);
    expect(list?.version).toBe(6);
  });
});

describe('the refusal toast of a task update', () => {
  const keyOf = (input: UpdateTaskInput) =>
    tasksCache.refusalKey.updateTask({ kind: 'updateTask', taskId: 't1', input });

  it("names the priority for a priority-only update (a move on /priorities): 'Failed to update task priority'", () => {
    expect(keyOf({ importance: 2, urgency: 2 })).toBe('tasks:errors.priorityUpdate');
    expect(keyOf({ urgency: 1 })).toBe('tasks:errors.priorityUpdate');
  });

  it('names the field that was changed otherwise', () => {
    expect(keyOf({ title: 'Новое' })).toBe('tasks:errors.titleUpdate');
    expect(keyOf({ startDate: '2026-11-24' })).toBe('tasks:errors.dateUpdate');
    expect(keyOf({ strategyId: null })).toBe('tasks:errors.update');
  });
});

describe('the delegated-tasks list in the cache', () => {
  const delegated = makeTask('t1', 'Buy paint', {
    isDelegated: true,
    assignment: {
      assignee_email: 'bob@example.com',
      assignee_name: null,
      status: 'pending',
      assigned_at: '2026-11-24T10:00:00.000Z',
    },
  });

  it('drops a task at once when its cancellation is queued', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(taskKeys.delegated(), [
      delegated,
      makeTask('t2', 'Other', { ...delegated, id: 't2' }),
    ]);
    tasksCache.overlay(
      queryClient,
      taskKeys.delegated(),
      [{ change: { kind: 'cancelDelegation', taskId: 't1' }, at: new Date(), operationId: 'op1' }],
      { id: 'u1', email: 'ada@example.com' },
    );
    expect(queryClient.getQueryData<{ id: string }[]>(taskKeys.delegated())?.map((task) => task.id)).toEqual([
      't2',
    ]);
  });

  it('is read again on every task refresh (the delegate acted)', async () => {
    mockServer();
    const queryClient = new QueryClient();
    queryClient.setQueryData(taskKeys.delegated(), [delegated]);
    await refreshTasks(queryClient, new Set(['t1']));
    expect(queryClient.getQueryState(taskKeys.delegated())?.isInvalidated).toBe(true);
  });
});
