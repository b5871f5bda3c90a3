import { describe, expect, it } from 'vitest';
import {
  overlayMicroTasks,
  overlayMvd,
  overlayMvdList,
  overlayNotifications,
  overlayTask,
  overlayTaskList,
  taskFromCreate,
  type QueuedChange,
} from './index';
import type { MicroTask, Task, TaskNotification } from '../schemas/answers';
import type { SyncChange } from './index';

const T0 = new Date('2026-11-23T09:00:00.000Z');
const AUTHOR = { id: 'u1', email: 'anna@example.com', name: 'Анна' };

let sequence = 0;
/** A queued change made `seconds` after T0. */
function queued(change: SyncChange, seconds = 0): QueuedChange {
  sequence += 1;
  return { change, at: new Date(T0.getTime() + seconds * 1000), operationId: `op-${sequence}` };
}

function task(id: string, fields: Partial<Task> = {}): Task {
  return { ...taskFromCreate({ id, title: `Task ${id}`, type: 'task' }, T0, 'u1'), ...fields };
}

describe('taskFromCreate', () => {
  it('makes a waiting task with the defaults of spec §3 (importance and urgency 1)', () => {
    expect(taskFromCreate({ id: 'a', title: 'Идея', type: 'idea', durationMinutes: 0 }, T0, 'u1')).toEqual(
      expect.objectContaining({
        id: 'a',
        userId: 'u1',
        title: 'Идея',
        type: 'idea',
        status: 'waiting',
        importance: 1,
        urgency: 1,
        totalTimeSpent: 0,
        durationMinutes: null,
        comments: [],
        createdAt: T0.toISOString(),
      }),
    );
  });
});

describe('overlayTaskList', () => {
  it('adds created tasks first, newest first, and never twice', () => {
    const list = overlayTaskList(
      [task('old')],
      [
        queued({ kind: 'createTask', input: { id: 'n1', title: 'Первая', type: 'task' } }),
        queued({ kind: 'createTask', input: { id: 'n2', title: 'Вторая', type: 'task' } }),
        queued({ kind: 'createTask', input: { id: 'old', title: 'Уже на сервере', type: 'task' } }),
      ],
      AUTHOR,
    );
    expect(list.map((item) => item.id)).toEqual(['n2', 'n1', 'old']);
    expect(list[2]!.title).toBe('Task old');
  });

  it('leaves out a created task the list does not accept (a filtered view)', () => {
    const list = overlayTaskList(
      [],
      [queued({ kind: 'createTask', input: { id: 'n1', title: 'x', type: 'task' } })],
      AUTHOR,
      (item) => item.status === 'completed',
    );
    expect(list).toEqual([]);
  });

  it('applies edits, status times, time, comments and deletes in queue order', () => {
    const list = overlayTaskList(
      [task('a'), task('b')],
      [
        queued({ kind: 'updateTask', taskId: 'a', input: { title: 'Новое', durationMinutes: 0 } }),
        queued({ kind: 'changeStatus', taskId: 'a', input: { status: 'inProgress' } }, 0),
        queued({ kind: 'changeStatus', taskId: 'a', input: { status: 'completed' } }, 600),
        queued({ kind: 'addTime', taskId: 'a', seconds: 60 }),
        queued({ kind: 'addComment', taskId: 'a', input: { text: '  готово ' } }, 601),
        queued({ kind: 'deleteTask', taskId: 'b' }),
        queued({ kind: 'addToMvd', taskId: 'a' }),
      ],
      AUTHOR,
    );
    expect(list).toHaveLength(1);
    const [a] = list;
    expect(a).toMatchObject({
      title: 'Новое',
      durationMinutes: null,
      status: 'completed',
      timeCompleted: new Date(T0.getTime() + 600_000).toISOString(),
      totalTimeSpent: 660,
    });
    expect(a!.comments).toEqual([
      expect.objectContaining({
        text: 'готово',
        author_email: 'anna@example.com',
        author_name: 'Анна',
        created_at: new Date(T0.getTime() + 601_000).toISOString(),
      }),
    ]);
    expect(a!.comments[0]!.id).toMatch(/^pending-op-/);
  });

  it('keeps the same objects for tasks no change touches', () => {
    const untouched = task('z');
    const [result] = overlayTaskList(
      [untouched],
      [queued({ kind: 'addTime', taskId: 'a', seconds: 5 })],
      AUTHOR,
    );
    expect(result).toBe(untouched);
  });
});

describe('overlayTask', () => {
  it('applies changes to one task and says when it is deleted', () => {
    expect(
      overlayTask(task('a'), [queued({ kind: 'addTime', taskId: 'a', seconds: 30 })], AUTHOR),
    ).toMatchObject({ totalTimeSpent: 30 });
    expect(
      overlayTask(
        task('a'),
        [queued({ kind: 'deleteTask', taskId: 'a' }), queued({ kind: 'addTime', taskId: 'a', seconds: 30 })],
        AUTHOR,
      ),
    ).toBeNull();
  });
});

describe('overlayMvd', () => {
  it('adds up to the limit, removes, and drops completed or deleted tasks', () => {
    const ids = overlayMvd(
      ['a'],
      [
        queued({ kind: 'addToMvd', taskId: 'b' }),
        queued({ kind: 'addToMvd', taskId: 'b' }),
        queued({ kind: 'addToMvd', taskId: 'c' }),
        queued({ kind: 'addToMvd', taskId: 'd' }),
      ],
    );
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(
      overlayMvd(ids, [
        queued({ kind: 'removeFromMvd', taskId: 'a' }),
        queued({ kind: 'changeStatus', taskId: 'b', input: { status: 'completed' } }),
        queued({ kind: 'changeStatus', taskId: 'c', input: { status: 'inProgress' } }),
        queued({ kind: 'updateTask', taskId: 'c', input: { title: 'x' } }),
      ]),
    ).toEqual(['c']);
    expect(overlayMvd(['a'], [queued({ kind: 'deleteTask', taskId: 'a' })])).toEqual([]);
  });
});

describe('overlayMvdList', () => {
  const entry = (taskId: string, position: number, plannedFor: string | null = '2026-11-23') => ({
    taskId,
    plannedFor,
    position,
    createdAt: T0.toISOString(),
  });

  it('adds at the given place and day, or at the end without a day', () => {
    const list = overlayMvdList({ taskIds: ['a'], entries: [entry('a', 0)] }, [
      queued({ kind: 'addToMvd', taskId: 'b', plannedFor: '2026-11-24', position: 0 }, 1),
      queued({ kind: 'addToMvd', taskId: 'c' }, 2),
    ]);
    expect(list.taskIds).toEqual(['a', 'b', 'c']);
    expect(list.entries[1]).toEqual({
      taskId: 'b',
      plannedFor: '2026-11-24',
      position: 0,
      createdAt: '2026-11-23T09:00:01.000Z',
    });
    expect(list.entries[2]).toMatchObject({ taskId: 'c', plannedFor: null, position: 2 });
  });

  it('reorders and keeps a task for another day', () => {
    const list = overlayMvdList(
      { taskIds: ['a', 'b', 'c'], entries: [entry('a', 0), entry('b', 1), entry('c', 2)] },
      [
        queued({ kind: 'reorderMvd', taskIds: ['c', 'a'] }),
        queued({ kind: 'planMvdTask', taskId: 'b', plannedFor: '2026-11-24' }),
      ],
    );
    expect(list.taskIds).toEqual(['c', 'a', 'b']);
    expect(list.entries.map((item) => [item.position, item.plannedFor])).toEqual([
      [0, '2026-11-23'],
      [1, '2026-11-23'],
      [2, '2026-11-24'],
    ]);
  });
});

describe('overlayMicroTasks', () => {
  const step = (id: string, order: number, fields: Partial<MicroTask> = {}): MicroTask => ({
    id,
    taskId: 't',
    userId: 'u1',
    title: id,
    completed: false,
    order,
    ...fields,
  });

  it('creates at the end, edits, reorders from 1 and deletes, for its own task only', () => {
    const list = overlayMicroTasks(
      't',
      [step('s2', 2), step('s1', 1, { estimatedMinutes: 10 })],
      [
        queued({
          kind: 'createMicroTask',
          taskId: 't',
          input: { id: 's3', title: 'третий', estimatedMinutes: 5 },
        }),
        queued({ kind: 'createMicroTask', taskId: 'other', input: { id: 'x', title: 'чужой' } }),
        queued({ kind: 'createMicroTask', taskId: 't', input: { id: 's3', title: 'повтор' } }),
        queued({
          kind: 'updateMicroTask',
          microTaskId: 's1',
          input: { completed: true, estimatedMinutes: null },
        }),
        queued({
          kind: 'updateMicroTask',
          microTaskId: 's2',
          input: { estimatedMinutes: 7, title: 'второй' },
        }),
        queued({ kind: 'reorderMicroTasks', taskId: 't', ids: ['s3', 's1', 's2'] }),
        queued({ kind: 'reorderMicroTasks', taskId: 'other', ids: [] }),
      ],
      'u1',
    );
    expect(list).toEqual([
      {
        id: 's3',
        taskId: 't',
        userId: 'u1',
        title: 'третий',
        completed: false,
        order: 1,
        estimatedMinutes: 5,
      },
      { id: 's1', taskId: 't', userId: 'u1', title: 's1', completed: true, order: 2 },
      {
        id: 's2',
        taskId: 't',
        userId: 'u1',
        title: 'второй',
        completed: false,
        order: 3,
        estimatedMinutes: 7,
      },
    ]);
    expect(
      overlayMicroTasks('t', list, [queued({ kind: 'deleteMicroTask', microTaskId: 's1' })], 'u1'),
    ).toHaveLength(2);
    expect(overlayMicroTasks('t', list, [queued({ kind: 'deleteTask', taskId: 't' })], 'u1')).toEqual([]);
    expect(overlayMicroTasks('t', list, [queued({ kind: 'deleteTask', taskId: 'x' })], 'u1')).toHaveLength(3);
  });
});

describe('overlayNotifications', () => {
  const note = (id: string, taskId: string): TaskNotification => ({
    id,
    taskId,
    type: 'status',
    data: { old: 'waiting', new: 'inProgress' },
    createdAt: T0.toISOString(),
    author: null,
    isRead: false,
  });

  it('marks one or a whole task read, and drops a deleted task', () => {
    const list = [note('n1', 'a'), note('n2', 'a'), note('n3', 'b'), note('n4', 'c')];
    const result = overlayNotifications(list, [
      queued({ kind: 'markNotificationRead', notificationId: 'n3' }),
      queued({ kind: 'markTaskNotificationsRead', taskId: 'a' }),
      queued({ kind: 'deleteTask', taskId: 'c' }),
      queued({ kind: 'addTime', taskId: 'a', seconds: 1 }),
    ]);
    expect(result.map((item) => [item.id, item.isRead])).toEqual([
      ['n1', true],
      ['n2', true],
      ['n3', true],
    ]);
  });
});
