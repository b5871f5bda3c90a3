// The notification centre's API with the kinds issue 18 adds (a reminder that fired, a Pomodoro that
// finished): rows written by other parts of the server are listed like every notification, counted
// as unread, and marked read one by one, per task, and through the offline queue.
import {
  operationOfChange,
  taskNotificationListResponseSchema,
  type Task,
  type TaskNotification,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

describe.each(testDatabaseKinds())('reminder and Pomodoro notifications on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada-notifications');
    bob = await t.signUp('bob-notifications');
  });
  afterAll(() => t?.close());

  const createTask = async (session: Session, title: string): Promise<Task> =>
    (await t.request('POST', '/api/tasks', session, { id: newId(), title })).json<Task>();

  /** A notification row as the reminder and Pomodoro parts of the server write it. */
  const insertNotification = async (
    session: Session,
    taskId: string,
    type: 'reminder' | 'pomodoro',
    data: Record<string, unknown>,
  ): Promise<string> => {
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into task_notifications (task_id, user_id, type, data) values ($1, $2, $3, $4) returning id`,
      [taskId, session.id, type, JSON.stringify(data)],
    );
    return rows[0]!.id;
  };

  const list = async (session: Session, unread = false): Promise<TaskNotification[]> => {
    const response = await t.request('GET', `/api/notifications${unread ? '?unread=true' : ''}`, session);
    expect(response.statusCode).toBe(200);
    return taskNotificationListResponseSchema.parse(response.json());
  };

  it('lists both kinds as unread, for their owner only', async () => {
    const task = await createTask(ada, 'Dentist');
    const reminder = await insertNotification(ada, task.id, 'reminder', { minutesBefore: 10 });
    const pomodoro = await insertNotification(ada, task.id, 'pomodoro', { seconds: 1500 });
    const unread = await list(ada, true);
    expect(unread.map((item) => [item.id, item.type, item.taskId, item.isRead])).toEqual(
      expect.arrayContaining([
        [reminder, 'reminder', task.id, false],
        [pomodoro, 'pomodoro', task.id, false],
      ]),
    );
    expect(unread.find((item) => item.id === reminder)?.data).toEqual({ minutesBefore: 10 });
    expect(await list(bob)).toEqual([]);
  });

  it('marks one read, then the rest of the task read; another user cannot', async () => {
    const task = await createTask(ada, 'Write report');
    const reminder = await insertNotification(ada, task.id, 'reminder', {});
    const pomodoro = await insertNotification(ada, task.id, 'pomodoro', {});

    const stranger = await t.request('POST', `/api/notifications/${reminder}/read`, bob);
    expect(stranger.statusCode).toBe(404);

    expect((await t.request('POST', `/api/notifications/${reminder}/read`, ada)).statusCode).toBe(204);
    let all = await list(ada);
    expect(all.find((item) => item.id === reminder)?.isRead).toBe(true);
    expect(all.find((item) => item.id === pomodoro)?.isRead).toBe(false);
    expect((await list(ada, true)).map((item) => item.id)).not.toContain(reminder);

    expect((await t.request('POST', `/api/tasks/${task.id}/notifications/read`, ada)).statusCode).toBe(204);
    all = await list(ada);
    expect(all.find((item) => item.id === pomodoro)?.isRead).toBe(true);
  });

  it('marks a Pomodoro notification read through the offline queue', async () => {
    const task = await createTask(ada, 'Focus block');
    const pomodoro = await insertNotification(ada, task.id, 'pomodoro', {});
    const response = await t.request('POST', '/api/sync', ada, {
      userId: ada.id,
      operations: [
        operationOfChange({ kind: 'markNotificationRead', notificationId: pomodoro }, newId(), t.clock.now()),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ results: { status: string }[] }>().results[0]?.status).toBe('applied');
    expect((await list(ada)).find((item) => item.id === pomodoro)?.isRead).toBe(true);
  });
});
