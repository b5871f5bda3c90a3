// Micro-tasks, notifications, strategies and the delete cascade of the task API.
import {
  attachmentStoragePath,
  taskFilesFolder,
  type MicroTask,
  type Task,
  type TaskNotification,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

describe.each(testDatabaseKinds())('task parts on %s', (kind) => {
  let t: TasksTestApp;
  let user: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    user = await t.signUp('parts');
  });
  afterAll(() => t?.close());

  const createTask = async (title = 'Task'): Promise<Task> =>
    (await t.request('POST', '/api/tasks', user, { id: newId(), title })).json<Task>();

  it('adds, checks, renames, reorders and deletes micro-tasks', async () => {
    const task = await createTask();
    const url = `/api/tasks/${task.id}/micro-tasks`;
    const ids = [newId(), newId(), newId()];
    for (const [index, id] of ids.entries()) {
      const response = await t.request('POST', url, user, {
        id,
        title: ` Step ${index} `,
        estimatedMinutes: 5,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        id,
        taskId: task.id,
        title: `Step ${index}`,
        order: index + 1,
      });
    }
    const again = await t.request('POST', url, user, { id: ids[0], title: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ title: 'Step 0' });
    expect((await t.request('POST', url, user, { title: '  ' })).statusCode).toBe(400);

    const checked = await t.request('PATCH', `/api/micro-tasks/${ids[1]}`, user, {
      completed: true,
      title: 'Middle',
    });
    expect(checked.json()).toMatchObject({ completed: true, title: 'Middle' });
    expect((await t.request('PATCH', `/api/micro-tasks/${ids[1]}`, user, { order: 3 })).statusCode).toBe(400);

    const reordered = await t.request('PUT', `${url}/order`, user, { ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<MicroTask[]>().map((step) => [step.id, step.order])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    const partial = await t.request('PUT', `${url}/order`, user, { ids: [ids[0], ids[1]] });
    expect(partial.statusCode).toBe(400);

    expect((await t.request('DELETE', `/api/micro-tasks/${ids[0]}`, user)).statusCode).toBe(204);
    expect((await t.request('DELETE', `/api/micro-tasks/${ids[0]}`, user)).statusCode).toBe(404);
    const list = await t.request('GET', url, user);
    expect(list.json<MicroTask[]>().map((step) => step.id)).toEqual([ids[2], ids[1]]);
  });

  it('marks notifications read one by one and per task, and filters unread', async () => {
    const task = await createTask('Notify');
    await t.request('POST', `/api/tasks/${task.id}/status`, user, { status: 'inProgress' });
    await t.request('POST', `/api/tasks/${task.id}/status`, user, { status: 'waiting' });
    const unread = async () =>
      (await t.request('GET', '/api/notifications?unread=true', user))
        .json<TaskNotification[]>()
        .filter((n) => n.taskId === task.id);
    const [latest] = await unread();
    expect(latest).toBeDefined();
    expect((await t.request('POST', `/api/notifications/${latest!.id}/read`, user)).statusCode).toBe(204);
    expect((await t.request('POST', `/api/notifications/${latest!.id}/read`, user)).statusCode).toBe(204);
    expect(await unread()).toHaveLength(1);
    expect((await t.request('POST', `/api/tasks/${task.id}/notifications/read`, user)).statusCode).toBe(204);
    expect(await unread()).toHaveLength(0);
    const all = (await t.request('GET', '/api/notifications', user)).json<TaskNotification[]>();
    expect(all.filter((n) => n.taskId === task.id).every((n) => n.isRead)).toBe(true);
    expect((await t.request('POST', `/api/notifications/${newId()}/read`, user)).statusCode).toBe(404);
  });

  it('lists strategies by priority and lets a task point only at one of them', async () => {
    const low = newId();
    const high = newId();
    await t.database.pool.query(
      `insert into strategies (id, user_id, name, color, priority) values ($1, $3, 'Low', 'green', 1), ($2, $3, 'High', 'red', 3)`,
      [low, high, user.id],
    );
    const response = await t.request('GET', '/api/strategies', user);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: high, name: 'High', color: 'red', priority: 3 }),
      expect.objectContaining({ id: low, name: 'Low', color: 'green', priority: 1 }),
    ]);
    const task = await createTask('Strategic');
    const set = await t.request('PATCH', `/api/tasks/${task.id}`, user, { strategyId: high });
    expect(set.json()).toMatchObject({ strategyId: high });
    const listed = await t.request('GET', `/api/tasks?strategyId=${high}`, user);
    expect(listed.json<{ tasks: Task[] }>().tasks.map((x) => x.id)).toEqual([task.id]);
  });

  it('reads an unknown stored strategy priority as low, as core does', async () => {
    // The check constraint keeps priorities within 1–3; lift it for this case only, as a database
    // edited by hand or restored from elsewhere could hold anything.
    const other = await t.signUp('stray-priority');
    const ids = [newId(), newId()];
    await t.database.pool.query('alter table strategies drop constraint strategies_priority_check');
    try {
      await t.database.pool.query(
        `insert into strategies (id, user_id, name, color, priority) values ($1, $3, 'Zero', 'blue', 0), ($2, $3, 'Seven', 'blue', 7)`,
        [...ids, other.id],
      );
      const listed = (await t.request('GET', '/api/strategies', other)).json<
        { id: string; priority: number }[]
      >();
      expect(listed.map((strategy) => strategy.priority)).toEqual([1, 1]);
    } finally {
      await t.database.pool.query('delete from strategies where id = any($1)', [ids]);
      await t.database.pool.query(
        'alter table strategies add constraint strategies_priority_check check (priority between 1 and 3)',
      );
    }
  });

  it('deletes a task with its micro-tasks, MVD entry and notifications as tombstones, in one go', async () => {
    const task = await createTask('Doomed');
    const stepId = newId();
    await t.request('POST', `/api/tasks/${task.id}/micro-tasks`, user, { id: stepId, title: 'Step' });
    await t.request('PUT', `/api/mvd/${task.id}`, user);
    await t.request('POST', `/api/tasks/${task.id}/status`, user, { status: 'inProgress' });

    expect((await t.request('DELETE', `/api/tasks/${task.id}`, user)).statusCode).toBe(204);
    expect((await t.request('DELETE', `/api/tasks/${task.id}`, user)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/tasks/${task.id}`, user)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/tasks/${task.id}/micro-tasks`, user)).statusCode).toBe(404);
    expect(
      (await t.request('PATCH', `/api/micro-tasks/${stepId}`, user, { completed: true })).statusCode,
    ).toBe(404);
    expect((await t.request('GET', '/api/mvd', user)).json()).toEqual({ taskIds: [], entries: [] });
    const notifications = (await t.request('GET', '/api/notifications', user)).json<TaskNotification[]>();
    expect(notifications.some((n) => n.taskId === task.id)).toBe(false);
    // Same id again: the tombstone keeps it taken.
    const reuse = await t.request('POST', '/api/tasks', user, { id: task.id, title: 'Back' });
    expect(reuse.statusCode).toBe(409);

    const rows = await t.database.pool.query<{ table: string; live: number; dead: number }>(
      `select 'tasks' as table, count(*) filter (where deleted_at is null)::int as live, count(*) filter (where deleted_at is not null)::int as dead from tasks where id = $1
       union all select 'micro_tasks', count(*) filter (where deleted_at is null)::int, count(*) filter (where deleted_at is not null)::int from micro_tasks where task_id = $1
       union all select 'mvd_tasks', count(*) filter (where deleted_at is null)::int, count(*) filter (where deleted_at is not null)::int from mvd_tasks where task_id = $1
       union all select 'task_notifications', count(*) filter (where deleted_at is null)::int, count(*) filter (where deleted_at is not null)::int from task_notifications where task_id = $1`,
      [task.id],
    );
    expect(rows.rows).toEqual([
      { table: 'tasks', live: 0, dead: 1 },
      { table: 'micro_tasks', live: 0, dead: 1 },
      { table: 'mvd_tasks', live: 0, dead: 1 },
      { table: 'task_notifications', live: 0, dead: 1 },
    ]);
  });

  describe('attachment files', () => {
    const upload = async (taskId: string, name: string) => {
      const storagePath = attachmentStoragePath(taskId, name, `${name}.txt`);
      await t.files.write(storagePath, new TextEncoder().encode(name));
      return storagePath;
    };

    it('go with the task: DELETE removes its folder, and leaves other tasks’ files alone', async () => {
      const doomed = await createTask('With files');
      const kept = await createTask('Keeps its files');
      const doomedFiles = [await upload(doomed.id, 'a1'), await upload(doomed.id, 'b2')];
      const keptFile = await upload(kept.id, 'c3');

      expect((await t.request('DELETE', `/api/tasks/${doomed.id}`, user)).statusCode).toBe(204);
      for (const file of doomedFiles) expect(await t.files.exists(file)).toBe(false);
      expect(await t.files.exists(taskFilesFolder(doomed.id))).toBe(false);
      expect(await t.files.exists(keptFile)).toBe(true);
    });

    it('of another user’s task are untouched when a delete of it is answered 404', async () => {
      const other = await t.signUp('other-files');
      const theirs = (
        await t.request('POST', '/api/tasks', other, { id: newId(), title: 'Theirs' })
      ).json<Task>();
      const file = await upload(theirs.id, 'd4');
      expect((await t.request('DELETE', `/api/tasks/${theirs.id}`, user)).statusCode).toBe(404);
      expect(await t.files.exists(file)).toBe(true);
    });

    it('that cannot be removed do not undo the delete: 204, the task is gone, the failure is logged', async () => {
      const task = await createTask('Disk trouble');
      const file = await upload(task.id, 'e5');
      t.files.failRemovals = true;
      try {
        expect((await t.request('DELETE', `/api/tasks/${task.id}`, user)).statusCode).toBe(204);
      } finally {
        t.files.failRemovals = false;
      }
      expect((await t.request('GET', `/api/tasks/${task.id}`, user)).statusCode).toBe(404);
      expect(await t.files.exists(file)).toBe(true);
      expect(t.logs.text).toContain('could not remove the files of a deleted task');
      expect(t.logs.text).toContain(task.id);
    });
  });
});
