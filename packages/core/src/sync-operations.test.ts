import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, SYNC_BACKDATE_MAX_DAYS } from './constants';
import {
  appliedOperationsCutoff,
  changeKindOfOperation,
  changeOfOperation,
  operationEffectiveTime,
  createdRowId,
  operationOfChange,
  referencedRowIds,
  type SyncChange,
  type SyncChangeKind,
} from './sync-operations';
import { taskTagId } from './tags';
import { pendingOperationSchema } from './schemas/sync';

const NOW = new Date('2026-11-23T09:00:00Z');
const OP = '019a0000-0000-7000-8000-0000000000aa';
const TASK = '019a0000-0000-7000-8000-000000000001';
const STEP = '019a0000-0000-7000-8000-000000000002';
const STEP2 = '019a0000-0000-7000-8000-000000000003';
const NOTE = '019a0000-0000-7000-8000-000000000004';
const TAG = '019a0000-0000-7000-8000-000000000005';
const LINK = taskTagId(TASK, TAG);
const STRATEGY = '019a0000-0000-7000-8000-000000000006';
const MESSAGE = '019a0000-0000-7000-8000-000000000007';
const SESSION = '019a0000-0000-7000-8000-000000000008';
const POMODORO_SESSION = {
  id: SESSION,
  taskId: TASK,
  phase: 'work',
  startedAt: '2026-11-23T08:00:00.000Z',
  endedAt: '2026-11-23T08:25:00.000Z',
  seconds: 1500,
  completed: true,
} as const;

/** Every kind of change, with the operation it must travel as. */
const CHANGES: [SyncChange, { type: string; table: string; data: Record<string, unknown> }][] = [
  [
    { kind: 'createTask', input: { id: TASK, title: 'Купить молоко', type: 'task' } },
    { type: 'create', table: 'tasks', data: { id: TASK, title: 'Купить молоко', type: 'task' } },
  ],
  [
    { kind: 'updateTask', taskId: TASK, input: { title: 'B', importance: 2 } },
    { type: 'update', table: 'tasks', data: { id: TASK, title: 'B', importance: 2 } },
  ],
  [
    { kind: 'changeStatus', taskId: TASK, input: { status: 'waiting', keepTime: true } },
    { type: 'update', table: 'tasks', data: { id: TASK, status: 'waiting', keepTime: true } },
  ],
  [
    { kind: 'addTime', taskId: TASK, seconds: 90 },
    { type: 'update', table: 'tasks', data: { id: TASK, addSeconds: 90 } },
  ],
  [
    { kind: 'addComment', taskId: TASK, input: { text: 'hi' } },
    { type: 'update', table: 'tasks', data: { id: TASK, addComment: 'hi' } },
  ],
  [
    { kind: 'cancelDelegation', taskId: TASK },
    { type: 'update', table: 'tasks', data: { id: TASK, cancelDelegation: true } },
  ],
  [
    { kind: 'deleteTask', taskId: TASK },
    { type: 'delete', table: 'tasks', data: { id: TASK } },
  ],
  [
    { kind: 'addToMvd', taskId: TASK },
    { type: 'create', table: 'mvd_tasks', data: { taskId: TASK } },
  ],
  [
    { kind: 'removeFromMvd', taskId: TASK },
    { type: 'delete', table: 'mvd_tasks', data: { id: TASK, taskId: TASK } },
  ],
  [
    { kind: 'addToMvd', taskId: TASK, plannedFor: '2026-11-24', position: 2 },
    { type: 'create', table: 'mvd_tasks', data: { taskId: TASK, plannedFor: '2026-11-24', position: 2 } },
  ],
  [
    { kind: 'reorderMvd', taskIds: [STEP, TASK] },
    { type: 'update', table: 'mvd_tasks', data: { id: STEP, mvdOrder: [STEP, TASK] } },
  ],
  [
    { kind: 'planMvdTask', taskId: TASK, plannedFor: '2026-11-25' },
    { type: 'update', table: 'mvd_tasks', data: { id: TASK, plannedFor: '2026-11-25' } },
  ],
  [
    { kind: 'createMicroTask', taskId: TASK, input: { id: STEP, title: 'step', estimatedMinutes: 5 } },
    {
      type: 'create',
      table: 'micro_tasks',
      data: { id: STEP, title: 'step', estimatedMinutes: 5, taskId: TASK },
    },
  ],
  [
    { kind: 'updateMicroTask', microTaskId: STEP, input: { completed: true, estimatedMinutes: null } },
    { type: 'update', table: 'micro_tasks', data: { id: STEP, completed: true, estimatedMinutes: null } },
  ],
  [
    { kind: 'reorderMicroTasks', taskId: TASK, ids: [STEP2, STEP] },
    { type: 'update', table: 'tasks', data: { id: TASK, microTaskOrder: [STEP2, STEP] } },
  ],
  [
    { kind: 'deleteMicroTask', microTaskId: STEP },
    { type: 'delete', table: 'micro_tasks', data: { id: STEP } },
  ],
  [
    { kind: 'markNotificationRead', notificationId: NOTE },
    { type: 'update', table: 'task_notifications', data: { id: NOTE, isRead: true } },
  ],
  [
    { kind: 'markTaskNotificationsRead', taskId: TASK },
    { type: 'update', table: 'tasks', data: { id: TASK, notificationsRead: true } },
  ],
  [
    { kind: 'createTag', input: { id: TAG, name: 'Дом', color: 'green' } },
    { type: 'create', table: 'tags', data: { id: TAG, name: 'Дом', color: 'green' } },
  ],
  [
    { kind: 'updateTag', tagId: TAG, input: { name: 'Home' } },
    { type: 'update', table: 'tags', data: { id: TAG, name: 'Home' } },
  ],
  [
    { kind: 'deleteTag', tagId: TAG },
    { type: 'delete', table: 'tags', data: { id: TAG } },
  ],
  [
    {
      kind: 'createStrategy',
      input: { id: STRATEGY, name: 'Здоровье', description: 'Сон и спорт', color: 'teal', priority: 3 },
    },
    {
      type: 'create',
      table: 'strategies',
      data: { id: STRATEGY, name: 'Здоровье', description: 'Сон и спорт', color: 'teal', priority: 3 },
    },
  ],
  [
    { kind: 'updateStrategy', strategyId: STRATEGY, input: { description: null, priority: 1 } },
    { type: 'update', table: 'strategies', data: { id: STRATEGY, description: null, priority: 1 } },
  ],
  [
    { kind: 'deleteStrategy', strategyId: STRATEGY },
    { type: 'delete', table: 'strategies', data: { id: STRATEGY } },
  ],
  [
    { kind: 'tagTask', taskId: TASK, tagId: TAG },
    { type: 'create', table: 'task_tags', data: { id: LINK, taskId: TASK, tagId: TAG } },
  ],
  [
    { kind: 'untagTask', taskId: TASK, tagId: TAG },
    { type: 'delete', table: 'task_tags', data: { id: LINK, taskId: TASK, tagId: TAG } },
  ],
  [
    {
      kind: 'createChatMessage',
      input: {
        id: MESSAGE,
        role: 'user',
        content: 'Что сделать первым?',
        actions: [],
        personaId: 'gentle-coach',
      },
    },
    {
      type: 'create',
      table: 'chat_messages',
      data: {
        id: MESSAGE,
        role: 'user',
        content: 'Что сделать первым?',
        actions: [],
        personaId: 'gentle-coach',
      },
    },
  ],
  [
    {
      kind: 'setChatActionApplied',
      messageId: MESSAGE,
      actionIndex: 1,
      input: { applied: true, previous: { status: 'waiting' } },
    },
    {
      type: 'update',
      table: 'chat_messages',
      data: { id: MESSAGE, actionIndex: 1, applied: true, previous: { status: 'waiting' } },
    },
  ],
  [
    { kind: 'clearChat', throughId: MESSAGE },
    { type: 'delete', table: 'chat_messages', data: { id: MESSAGE } },
  ],
  [
    { kind: 'createPomodoroSession', input: POMODORO_SESSION },
    { type: 'create', table: 'pomodoro_sessions', data: POMODORO_SESSION },
  ],
];

describe('the list above', () => {
  it('covers every kind of change', () => {
    const covered = new Set(CHANGES.map(([change]) => change.kind));
    const every: Record<SyncChangeKind, true> = {
      createTask: true,
      updateTask: true,
      changeStatus: true,
      addTime: true,
      addComment: true,
      cancelDelegation: true,
      deleteTask: true,
      addToMvd: true,
      removeFromMvd: true,
      reorderMvd: true,
      planMvdTask: true,
      createMicroTask: true,
      updateMicroTask: true,
      reorderMicroTasks: true,
      deleteMicroTask: true,
      markNotificationRead: true,
      markTaskNotificationsRead: true,
      createTag: true,
      updateTag: true,
      deleteTag: true,
      tagTask: true,
      untagTask: true,
      createStrategy: true,
      updateStrategy: true,
      deleteStrategy: true,
      createChatMessage: true,
      setChatActionApplied: true,
      clearChat: true,
      createPomodoroSession: true,
    };
    expect([...covered].sort()).toEqual(Object.keys(every).sort());
  });
});

describe('operationOfChange and changeOfOperation', () => {
  it.each(CHANGES)('%j travels as the expected operation and reads back as itself', (change, expected) => {
    const operation = operationOfChange(change, OP, NOW);
    expect(operation).toEqual({ id: OP, timestamp: NOW.getTime(), ...expected });
    expect(pendingOperationSchema.safeParse(operation).success).toBe(true);
    expect(changeOfOperation(operation)).toEqual({ ok: true, change });
  });

  it('survives a trip through JSON (the queue is stored as text)', () => {
    for (const [change] of CHANGES) {
      const stored = JSON.parse(JSON.stringify(operationOfChange(change, OP, NOW))) as unknown;
      expect(changeOfOperation(stored)).toEqual({ ok: true, change });
    }
  });

  it('applies the REST schemas: a create needs an id, titles are trimmed, unknown fields are refused', () => {
    const base = { id: OP, timestamp: 1, type: 'create', table: 'tasks' };
    expect(changeOfOperation({ ...base, data: { title: 'x' } })).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
    expect(changeOfOperation({ ...base, data: { id: TASK, title: '  x  ' } })).toMatchObject({
      ok: true,
      change: { kind: 'createTask', input: { id: TASK, title: 'x', type: 'task' } },
    });
    expect(changeOfOperation({ ...base, data: { id: TASK, title: 'x', userId: 'someone' } })).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('userId') as unknown,
    });
    expect(changeOfOperation({ ...base, data: { id: TASK, title: '   ' } })).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses an entry that is not an operation, with the reason', () => {
    const good = operationOfChange({ kind: 'deleteTask', taskId: TASK }, OP, NOW);
    const cases: [unknown, string][] = [
      [null, 'INVALID_OPERATION'],
      ['tasks', 'INVALID_OPERATION'],
      [{ ...good, type: 'upsert' }, 'INVALID_OPERATION'],
      [{ ...good, table: 'user' }, 'INVALID_OPERATION'],
      [{ ...good, table: 'session' }, 'INVALID_OPERATION'],
      [{ ...good, table: 'tasks;DROP' }, 'INVALID_OPERATION'],
      [{ ...good, data: {} }, 'INVALID_OPERATION'],
      [{ ...good, type: 'update', data: { title: 'x' } }, 'INVALID_OPERATION'],
      [{ ...good, timestamp: 'yesterday' }, 'INVALID_OPERATION'],
      [{ ...good, timestamp: -1 }, 'INVALID_OPERATION'],
      [{ ...good, id: '' }, 'INVALID_OPERATION'],
      [{ ...good, data: { id: 'not-a-uuid' } }, 'VALIDATION_ERROR'],
      [{ ...good, table: 'mind_maps' }, 'INVALID_OPERATION'],
      [
        { ...good, type: 'update', data: { id: TASK, status: 'completed', addSeconds: 5 } },
        'INVALID_OPERATION',
      ],
      [{ ...good, type: 'update', data: { id: TASK, status: 'done' } }, 'VALIDATION_ERROR'],
      [{ ...good, type: 'update', data: { id: TASK, addSeconds: -5 } }, 'VALIDATION_ERROR'],
      [{ ...good, type: 'update', data: { id: TASK, addComment: '  ' } }, 'VALIDATION_ERROR'],
      [{ ...good, type: 'update', data: { id: TASK, cancelDelegation: false } }, 'VALIDATION_ERROR'],
      [{ ...good, type: 'update', data: { id: TASK, notificationsRead: false } }, 'VALIDATION_ERROR'],
      [{ ...good, type: 'update', data: { id: TASK, microTaskOrder: [STEP, STEP] } }, 'VALIDATION_ERROR'],
      [{ ...good, table: 'mvd_tasks', data: { id: TASK, taskId: STEP } }, 'VALIDATION_ERROR'],
      [{ ...good, table: 'mvd_tasks', type: 'create', data: { taskId: 'x' } }, 'VALIDATION_ERROR'],
      [
        { ...good, table: 'mvd_tasks', type: 'update', data: { id: TASK, mvdOrder: [STEP, TASK] } },
        'VALIDATION_ERROR',
      ],
      [
        { ...good, table: 'mvd_tasks', type: 'create', data: { taskId: TASK, position: 1000 } },
        'VALIDATION_ERROR',
      ],
      [
        { ...good, table: 'mvd_tasks', type: 'update', data: { id: TASK, plannedFor: 'soon' } },
        'VALIDATION_ERROR',
      ],
      [{ ...good, table: 'micro_tasks', type: 'create', data: { id: STEP, title: 's' } }, 'VALIDATION_ERROR'],
      [
        { ...good, table: 'micro_tasks', type: 'update', data: { id: STEP, taskId: TASK } },
        'VALIDATION_ERROR',
      ],
      [{ ...good, table: 'task_notifications', type: 'update', data: { id: NOTE } }, 'VALIDATION_ERROR'],
      [{ ...good, table: 'tags', type: 'create', data: { id: TAG, name: ' ' } }, 'VALIDATION_ERROR'],
      [
        { ...good, table: 'tags', type: 'create', data: { id: TAG, name: 'x', color: 'gold' } },
        'VALIDATION_ERROR',
      ],
      [{ ...good, table: 'tags', type: 'update', data: { id: TAG, userId: OP } }, 'VALIDATION_ERROR'],
      [
        { ...good, table: 'task_tags', type: 'create', data: { id: TASK, taskId: TASK, tagId: TAG } },
        'VALIDATION_ERROR',
      ],
      [{ ...good, table: 'task_tags', type: 'delete', data: { id: LINK } }, 'VALIDATION_ERROR'],
      [
        { ...good, table: 'strategies', type: 'create', data: { id: STRATEGY, name: '  ' } },
        'VALIDATION_ERROR',
      ],
      [
        { ...good, table: 'strategies', type: 'create', data: { id: STRATEGY, name: 'x', priority: 4 } },
        'VALIDATION_ERROR',
      ],
      [
        { ...good, table: 'strategies', type: 'create', data: { id: STRATEGY, name: 'x'.repeat(101) } },
        'VALIDATION_ERROR',
      ],
      [
        { ...good, table: 'strategies', type: 'update', data: { id: STRATEGY, color: 'gold' } },
        'VALIDATION_ERROR',
      ],
      [
        { ...good, table: 'strategies', type: 'update', data: { id: STRATEGY, userId: OP } },
        'VALIDATION_ERROR',
      ],
    ];
    for (const [entry, code] of cases) {
      const parsed = changeOfOperation(entry);
      expect(parsed, JSON.stringify(entry)).toMatchObject({ ok: false, code });
      if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(0);
    }
  });

  it('never throws and never accepts a table outside the allowlist, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.oneof(fc.uuid(), fc.string()),
          timestamp: fc.oneof(fc.nat(), fc.string(), fc.double()),
          type: fc.oneof(fc.constantFrom('create', 'update', 'delete'), fc.string()),
          table: fc.oneof(fc.constantFrom('tasks', 'mvd_tasks', 'micro_tasks', 'user'), fc.string()),
          data: fc.dictionary(
            fc.oneof(fc.constantFrom('id', 'taskId', 'title', 'status', '__proto__'), fc.string()),
            fc.jsonValue(),
          ),
        }),
        (entry) => {
          const parsed = changeOfOperation(entry);
          if (parsed.ok) expect(['tasks', 'mvd_tasks', 'micro_tasks']).toContain(entry.table);
        },
      ),
    );
  });
});

describe('changeKindOfOperation', () => {
  it('names every change by its operation alone, and nothing for an unknown route', () => {
    for (const [change] of CHANGES)
      expect(changeKindOfOperation(operationOfChange(change, OP, NOW))).toBe(change.kind);
    expect(changeKindOfOperation({ table: 'tasks', type: 'create', data: { title: 'x'.repeat(9999) } })).toBe(
      'createTask',
    );
    expect(changeKindOfOperation({ table: 'mind_maps', type: 'create', data: {} })).toBeNull();
  });
});

describe('row ids of a change', () => {
  it('names the row a create makes and the rows a change depends on', () => {
    const ids = CHANGES.map(([change]) => [createdRowId(change), referencedRowIds(change)]);
    expect(ids).toEqual([
      [TASK, []],
      [null, [TASK]],
      [null, [TASK]],
      [null, [TASK]],
      [null, [TASK]],
      [null, [TASK]],
      [null, [TASK]],
      [null, [TASK]],
      [null, [TASK]],
      [null, [TASK]],
      [null, [STEP, TASK]],
      [null, [TASK]],
      [STEP, [TASK]],
      [null, [STEP]],
      [null, [TASK]],
      [null, [STEP]],
      [null, [NOTE]],
      [null, [TASK]],
      [TAG, []],
      [null, [TAG]],
      [null, [TAG]],
      [STRATEGY, []],
      [null, [STRATEGY]],
      [null, [STRATEGY]],
      [LINK, [TASK, TAG]],
      [null, [TASK, TAG]],
      [MESSAGE, []],
      [null, [MESSAGE]],
      [null, [MESSAGE]],
      [SESSION, [TASK]],
    ]);
  });
});

describe('operationEffectiveTime', () => {
  const server = new Date('2026-11-23T12:00:00Z');
  it('is when the change was made, within the last days the server accepts', () => {
    const madeOffline = new Date('2026-11-23T10:00:00Z');
    expect(operationEffectiveTime(madeOffline.getTime(), server)).toEqual(madeOffline);
  });
  it('never lies in the future, nor further back than the limit', () => {
    expect(operationEffectiveTime(server.getTime() + 60_000, server)).toEqual(server);
    expect(operationEffectiveTime(0, server)).toEqual(
      new Date(server.getTime() - SYNC_BACKDATE_MAX_DAYS * MS_PER_DAY),
    );
  });
});

describe('appliedOperationsCutoff', () => {
  it('keeps 90 days of applied operations before the server clock', () => {
    expect(appliedOperationsCutoff(new Date('2026-11-23T12:00:00Z'))).toEqual(
      new Date('2026-08-25T12:00:00Z'),
    );
  });
});
