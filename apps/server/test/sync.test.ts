// POST /api/sync end to end (app.inject → Fastify → use cases → PostgreSQL) on each database kind:
// every change kind, replays that must have exactly one effect, ownership, and bad queue entries.
import {
  SYNC_BATCH_MAX_OPERATIONS,
  SYNC_BODY_LIMIT_BYTES,
  attachmentStoragePath,
  operationOfChange,
  taskFilesFolder,
  syncResponseSchema,
  type MicroTask,
  type PendingOperation,
  type SyncChange,
  type SyncOperationResult,
  type Task,
  type TaskNotification,
} from '@fokus/core';
import { appliedOperations } from '@fokus/db';
import { testDatabaseKinds } from '@fokus/db/testing';
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

/** A queued operation of a change, as the web app builds it. */
const op = (change: SyncChange): PendingOperation => operationOfChange(change, newId(), new Date());

describe.each(testDatabaseKinds())('POST /api/sync on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada');
    bob = await t.signUp('bob');
  });
  afterAll(() => t?.close());

  const post = (session: Session | null, operations: unknown[], userId = session?.id ?? 'nobody') =>
    t.request('POST', '/api/sync', session, { userId, operations });

  /** Sends a batch and returns its results, checked against the response schema. */
  const sync = async (session: Session, operations: unknown[]): Promise<SyncOperationResult[]> => {
    const response = await post(session, operations);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = syncResponseSchema.parse(response.json());
    expect(results).toHaveLength(operations.length);
    return results;
  };

  const getTask = async (session: Session, id: string): Promise<Task> => {
    const response = await t.request('GET', `/api/tasks/${id}`, session);
    expect(response.statusCode).toBe(200);
    return response.json<Task>();
  };
  const microTasksOf = async (session: Session, taskId: string): Promise<MicroTask[]> =>
    (await t.request('GET', `/api/tasks/${taskId}/micro-tasks`, session)).json<MicroTask[]>();
  const createTask = async (session: Session, title: string): Promise<Task> => {
    const response = await t.request('POST', '/api/tasks', session, { id: newId(), title });
    expect(response.statusCode).toBe(201);
    return response.json<Task>();
  };
  const recordedIds = async (ids: (string | null)[]): Promise<string[]> => {
    const rows = await t.database.db
      .select({ id: appliedOperations.id })
      .from(appliedOperations)
      .where(
        inArray(
          appliedOperations.id,
          ids.filter((id) => id !== null),
        ),
      );
    return rows.map((row) => row.id);
  };
  const statuses = (results: SyncOperationResult[]) => results.map((result) => result.status);

  it('applies each kind of change through its use case and answers what the REST route answers', async () => {
    const taskId = newId();
    const stepId = newId();
    const first = [
      op({ kind: 'createTask', input: { id: taskId, type: 'task', title: '  Offline task ' } }),
      op({ kind: 'updateTask', taskId, input: { title: 'Renamed offline', importance: 2 } }),
      op({ kind: 'changeStatus', taskId, input: { status: 'inProgress' } }),
      op({ kind: 'addTime', taskId, seconds: 90 }),
      op({ kind: 'addComment', taskId, input: { text: 'Written on the train' } }),
      op({ kind: 'createMicroTask', taskId, input: { id: stepId, title: 'First step' } }),
      op({ kind: 'updateMicroTask', microTaskId: stepId, input: { completed: true } }),
      op({ kind: 'reorderMicroTasks', taskId, ids: [stepId] }),
      op({ kind: 'addToMvd', taskId }),
    ];
    const results = await sync(ada, first);
    expect(statuses(results)).toEqual(first.map(() => 'applied'));
    expect(results.map((result) => result.id)).toEqual(first.map((operation) => operation.id));

    const [created, updated, status, timed, commented, step, checked, reordered, mvd] = results.map(
      (result) => result.result,
    );
    expect(created).toMatchObject({ id: taskId, title: 'Offline task', status: 'waiting', userId: ada.id });
    expect(updated).toMatchObject({ id: taskId, title: 'Renamed offline', importance: 2 });
    expect(status).toMatchObject({
      task: { status: 'inProgress' },
      notification: { taskId, type: 'status', data: { old: 'waiting', new: 'inProgress' } },
      removedFromMvd: false,
    });
    expect(timed).toMatchObject({ totalTimeSpent: 90 });
    expect(commented).toMatchObject({
      comments: [expect.objectContaining({ text: 'Written on the train' })],
    });
    // The last change of the task row answers the task exactly as GET reads it now.
    expect(commented).toEqual(await getTask(ada, taskId));
    expect(step).toMatchObject({ id: stepId, taskId, title: 'First step', order: 1, completed: false });
    expect(checked).toMatchObject({ id: stepId, completed: true });
    expect(reordered).toEqual(await microTasksOf(ada, taskId));
    expect(mvd).toBeUndefined();
    expect((await t.request('GET', '/api/mvd', ada)).json()).toMatchObject({ taskIds: [taskId] });

    const notificationId = (status as { notification: TaskNotification }).notification.id;
    const second = [
      op({ kind: 'removeFromMvd', taskId }),
      op({ kind: 'markNotificationRead', notificationId }),
      op({ kind: 'markTaskNotificationsRead', taskId }),
      op({ kind: 'deleteMicroTask', microTaskId: stepId }),
      op({ kind: 'deleteTask', taskId }),
    ];
    const later = await sync(ada, second);
    expect(later).toEqual(second.map((operation) => ({ id: operation.id, status: 'applied' })));
    expect((await t.request('GET', '/api/mvd', ada)).json()).toEqual({ taskIds: [], entries: [] });
    expect((await t.request('GET', `/api/tasks/${taskId}`, ada)).statusCode).toBe(404);
    expect(await recordedIds([...first, ...second].map((operation) => operation.id))).toHaveLength(14);
  });

  it('dates a change made offline when it was made: start, completion, working time and comment', async () => {
    const taskId = newId();
    const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
    const made = (change: SyncChange, minutesAgo: number) =>
      operationOfChange(change, newId(), at(minutesAgo));
    const results = await sync(ada, [
      made({ kind: 'createTask', input: { id: taskId, type: 'task', title: 'Done on the train' } }, 50),
      made({ kind: 'changeStatus', taskId, input: { status: 'inProgress' } }, 40),
      made({ kind: 'changeStatus', taskId, input: { status: 'completed' } }, 10),
      made({ kind: 'addComment', taskId, input: { text: 'No signal here' } }, 9),
      // A device clock far ahead is not believed.
      operationOfChange(
        { kind: 'addComment', taskId, input: { text: 'From the future' } },
        newId(),
        at(-600),
      ),
    ]);
    expect(statuses(results)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    const task = await getTask(ada, taskId);
    expect(Date.parse(task.timeCompleted!)).toBeCloseTo(at(10).getTime(), -4);
    // 30 minutes of work, not the moment of the replay.
    expect(task.totalTimeSpent).toBeGreaterThanOrEqual(30 * 60 - 5);
    expect(task.totalTimeSpent).toBeLessThanOrEqual(30 * 60 + 5);
    const [offline, future] = task.comments;
    expect(Date.parse(offline!.created_at)).toBeCloseTo(at(9).getTime(), -4);
    expect(Date.parse(future!.created_at)).toBe(t.clock.now().getTime());
  });

  it('answers a batch sent twice with duplicate and the first results, changing state once', async () => {
    const task = await createTask(ada, 'Twice');
    const batch = [
      op({ kind: 'addTime', taskId: task.id, seconds: 60 }),
      op({ kind: 'addTime', taskId: task.id, seconds: 60 }),
      op({ kind: 'addComment', taskId: task.id, input: { text: 'one' } }),
      op({ kind: 'addComment', taskId: task.id, input: { text: 'two' } }),
      op({ kind: 'createMicroTask', taskId: task.id, input: { id: newId(), title: 'a' } }),
      op({ kind: 'createMicroTask', taskId: task.id, input: { id: newId(), title: 'b' } }),
    ];
    const first = await sync(ada, batch);
    expect(statuses(first)).toEqual(batch.map(() => 'applied'));
    const again = await sync(ada, batch);
    expect(again).toEqual(first.map((result) => ({ ...result, status: 'duplicate' })));

    const stored = await getTask(ada, task.id);
    expect(stored.totalTimeSpent).toBe(120);
    expect(stored.comments.map((comment) => comment.text)).toEqual(['one', 'two']);
    expect((await microTasksOf(ada, task.id)).map((step) => step.title)).toEqual(['a', 'b']);
  });

  it('applies the same batch sent from two tabs at once exactly once', async () => {
    const task = await createTask(ada, 'Two tabs');
    const batch = [
      ...Array.from({ length: 10 }, () => op({ kind: 'addTime', taskId: task.id, seconds: 7 })),
      ...Array.from({ length: 5 }, (_, n) =>
        op({ kind: 'addComment', taskId: task.id, input: { text: `tab ${n}` } }),
      ),
      op({ kind: 'createMicroTask', taskId: task.id, input: { id: newId(), title: 'only once' } }),
    ];
    const [left, right] = await Promise.all([sync(ada, batch), sync(ada, batch)]);
    batch.forEach((_, index) => {
      expect([left[index]!.status, right[index]!.status].sort()).toEqual(['applied', 'duplicate']);
      expect(left[index]!.result).toEqual(right[index]!.result);
    });
    const stored = await getTask(ada, task.id);
    expect(stored.totalTimeSpent).toBe(70);
    expect(stored.comments).toHaveLength(5);
    expect(await microTasksOf(ada, task.id)).toHaveLength(1);
  });

  it('defers operations that overtake their create and applies each on a later pass, once', async () => {
    const taskId = newId();
    const stepId = newId();
    const queue = [
      op({ kind: 'createTask', input: { id: taskId, type: 'task', title: 'Shuffled' } }),
      op({ kind: 'updateTask', taskId, input: { title: 'Shuffled, renamed', urgency: 2 } }),
      op({ kind: 'changeStatus', taskId, input: { status: 'inProgress' } }),
      op({ kind: 'addTime', taskId, seconds: 30 }),
      op({ kind: 'addTime', taskId, seconds: 45 }),
      op({ kind: 'addComment', taskId, input: { text: 'late' } }),
      op({ kind: 'createMicroTask', taskId, input: { id: stepId, title: 'step' } }),
      op({ kind: 'updateMicroTask', microTaskId: stepId, input: { completed: true } }),
      op({ kind: 'addToMvd', taskId }),
    ];
    // Every update before its create, the micro-task's update before the micro-task.
    let pending = [...queue].reverse();
    let passes = 0;
    const applied = new Map<string, number>();
    while (pending.length > 0 && passes < 5) {
      passes += 1;
      const results = await sync(ada, pending);
      for (const result of results) {
        if (result.status === 'applied') applied.set(result.id!, (applied.get(result.id!) ?? 0) + 1);
        else expect(result, JSON.stringify(result)).toMatchObject({ status: 'deferred', code: 'NOT_FOUND' });
      }
      pending = pending.filter((_, index) => results[index]!.status === 'deferred');
    }
    expect(passes).toBe(3);
    expect([...applied.values()]).toEqual(queue.map(() => 1));

    const stored = await getTask(ada, taskId);
    expect(stored).toMatchObject({
      title: 'Shuffled, renamed',
      urgency: 2,
      status: 'inProgress',
      totalTimeSpent: 75,
      comments: [expect.objectContaining({ text: 'late' })],
    });
    expect(await microTasksOf(ada, taskId)).toEqual([
      expect.objectContaining({ id: stepId, completed: true }),
    ]);
    expect((await t.request('GET', '/api/mvd', ada)).json<{ taskIds: string[] }>().taskIds).toContain(taskId);
    // The final pass changed nothing more: sending everything again is all duplicates.
    expect(statuses(await sync(ada, queue))).toEqual(queue.map(() => 'duplicate'));
  });

  it("defers a change of another user's task exactly like a missing one, and leaves theirs untouched", async () => {
    const theirs = await createTask(bob, "Bob's task");
    const steps = await t.request('POST', `/api/tasks/${theirs.id}/micro-tasks`, bob, {
      id: newId(),
      title: "Bob's step",
    });
    const theirStep = steps.json<MicroTask>();
    const theirFile = attachmentStoragePath(theirs.id, 'f1', 'photo.png');
    await t.files.write(theirFile, new Uint8Array([1]));
    const batch = [
      op({ kind: 'updateTask', taskId: theirs.id, input: { title: 'Taken over' } }),
      op({ kind: 'addTime', taskId: theirs.id, seconds: 600 }),
      op({ kind: 'addComment', taskId: theirs.id, input: { text: 'mine now' } }),
      op({ kind: 'changeStatus', taskId: theirs.id, input: { status: 'completed' } }),
      op({ kind: 'deleteTask', taskId: theirs.id }),
      op({ kind: 'addToMvd', taskId: theirs.id }),
      op({ kind: 'createMicroTask', taskId: theirs.id, input: { id: newId(), title: 'x' } }),
      op({ kind: 'updateMicroTask', microTaskId: theirStep.id, input: { title: 'renamed' } }),
      op({ kind: 'deleteMicroTask', microTaskId: theirStep.id }),
    ];
    const missing = await sync(ada, [op({ kind: 'updateTask', taskId: newId(), input: { title: 'x' } })]);
    const results = await sync(ada, batch);
    for (const [index, result] of results.entries()) {
      expect(result).toEqual({ ...missing[0], id: batch[index]!.id });
    }
    expect(missing[0]).toMatchObject({ status: 'deferred', code: 'NOT_FOUND' });
    expect(await getTask(bob, theirs.id)).toEqual(theirs);
    expect(await microTasksOf(bob, theirs.id)).toEqual([theirStep]);
    expect(await t.files.exists(theirFile)).toBe(true);
    expect(await recordedIds(batch.map((operation) => operation.id))).toEqual([]);
  });

  it("removes a deleted task's attachment files after the commit, and again on a replay", async () => {
    const task = await createTask(ada, 'With a file');
    const file = attachmentStoragePath(task.id, 'a1', 'notes.txt');
    await t.files.write(file, new Uint8Array([1, 2]));
    const batch = [op({ kind: 'deleteTask', taskId: task.id })];

    t.files.failRemovals = true;
    try {
      // The delete commits even though the disk refuses: the task is gone, the file is left.
      expect(statuses(await sync(ada, batch))).toEqual(['applied']);
    } finally {
      t.files.failRemovals = false;
    }
    expect((await t.request('GET', `/api/tasks/${task.id}`, ada)).statusCode).toBe(404);
    expect(await t.files.exists(file)).toBe(true);
    expect(t.logs.text).toContain('could not remove the files of a deleted task');

    // The queue sends it again (its answer was lost, say): a duplicate, and this time the files go.
    expect(statuses(await sync(ada, batch))).toEqual(['duplicate']);
    expect(await t.files.exists(taskFilesFolder(task.id))).toBe(false);
  });

  it("rejects a create that uses another user's id and leaves their rows untouched", async () => {
    const theirs = await createTask(bob, 'Bob keeps this');
    const theirStep = (
      await t.request('POST', `/api/tasks/${theirs.id}/micro-tasks`, bob, { id: newId(), title: 'His' })
    ).json<MicroTask>();
    const mine = await createTask(ada, 'Ada');
    const batch = [
      op({ kind: 'createTask', input: { id: theirs.id, type: 'task', title: 'Hijack' } }),
      op({ kind: 'createMicroTask', taskId: mine.id, input: { id: theirStep.id, title: 'Hijack' } }),
    ];
    const results = await sync(ada, batch);
    expect(results).toEqual(
      batch.map((operation) => ({
        id: operation.id,
        status: 'rejected',
        code: 'CONFLICT',
        message: expect.any(String),
      })),
    );
    expect(await getTask(bob, theirs.id)).toEqual(theirs);
    expect(await microTasksOf(bob, theirs.id)).toEqual([theirStep]);
    expect(await microTasksOf(ada, mine.id)).toEqual([]);
    expect(await recordedIds(batch.map((operation) => operation.id))).toEqual([]);
  });

  it('rejects changes of a deleted row, and counts deleting it again as applied', async () => {
    const task = await createTask(ada, 'Soon gone');
    const step = (
      await t.request('POST', `/api/tasks/${task.id}/micro-tasks`, ada, { id: newId(), title: 's' })
    ).json<MicroTask>();
    expect((await t.request('DELETE', `/api/tasks/${task.id}`, ada)).statusCode).toBe(204);

    const refused = [
      op({ kind: 'updateTask', taskId: task.id, input: { title: 'Too late' } }),
      op({ kind: 'addTime', taskId: task.id, seconds: 5 }),
      op({ kind: 'addToMvd', taskId: task.id }),
      op({ kind: 'createMicroTask', taskId: task.id, input: { id: newId(), title: 'x' } }),
      op({ kind: 'updateMicroTask', microTaskId: step.id, input: { completed: true } }),
      op({ kind: 'createTask', input: { id: task.id, type: 'task', title: 'Again' } }),
    ];
    const results = await sync(ada, refused);
    expect(results.slice(0, 5)).toEqual(
      refused.slice(0, 5).map((operation) => ({
        id: operation.id,
        status: 'rejected',
        code: 'NOT_FOUND',
        message: expect.any(String),
      })),
    );
    expect(results[5]).toMatchObject({ status: 'rejected', code: 'CONFLICT' });
    expect(await recordedIds(refused.map((operation) => operation.id))).toEqual([]);

    const deletions = [
      op({ kind: 'deleteTask', taskId: task.id }),
      op({ kind: 'deleteMicroTask', microTaskId: step.id }),
      op({ kind: 'removeFromMvd', taskId: task.id }),
    ];
    const deleted = await sync(ada, deletions);
    expect(deleted).toEqual(deletions.map((operation) => ({ id: operation.id, status: 'applied' })));
    expect(statuses(await sync(ada, deletions))).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const delta = (await t.request('GET', '/api/tasks?since=0', ada)).json<{ deleted: { id: string }[] }>();
    expect(delta.deleted.map((row) => row.id)).toContain(task.id);
  });

  it('rejects what a REST route refuses, with its code, and goes on with the batch', async () => {
    const task = await createTask(ada, 'Rules');
    const batch = [
      op({ kind: 'updateTask', taskId: task.id, input: { title: 'Kept' } }),
      // The schema trims the title before the rule sees it, as on the REST route.
      { ...op({ kind: 'updateTask', taskId: task.id, input: {} }), data: { id: task.id, title: '   ' } },
      op({ kind: 'createTask', input: { id: newId(), type: 'task', title: 'Mine', strategyId: newId() } }),
      op({ kind: 'reorderMicroTasks', taskId: task.id, ids: [newId()] }),
      op({ kind: 'addTime', taskId: task.id, seconds: 11 }),
    ];
    const results = await sync(ada, batch);
    expect(results).toEqual([
      { id: batch[0]!.id, status: 'applied', result: expect.objectContaining({ title: 'Kept' }) },
      { id: batch[1]!.id, status: 'rejected', code: 'VALIDATION_ERROR', message: expect.any(String) },
      {
        id: batch[2]!.id,
        status: 'rejected',
        code: 'VALIDATION_ERROR',
        message: 'strategyId: Strategy not found',
      },
      { id: batch[3]!.id, status: 'rejected', code: 'VALIDATION_ERROR', message: expect.any(String) },
      { id: batch[4]!.id, status: 'applied', result: expect.objectContaining({ totalTimeSpent: 11 }) },
    ]);
    expect(results[1]!.message).toContain('Task title cannot be empty');
    expect(await recordedIds(batch.slice(1, 4).map((operation) => operation.id))).toEqual([]);
  });

  it('rejects a 4th MVD task with MVD_LIMIT_EXCEEDED, as the REST route does', async () => {
    const user = await t.signUp('mvd');
    const ids = [];
    for (let n = 0; n < 4; n++) ids.push((await createTask(user, `MVD ${n}`)).id);
    const batch = ids.map((taskId) => op({ kind: 'addToMvd', taskId }));
    const results = await sync(user, batch);
    expect(statuses(results)).toEqual(['applied', 'applied', 'applied', 'rejected']);
    expect(results[3]).toMatchObject({
      code: 'MVD_LIMIT_EXCEEDED',
      message: 'Minimum viable day can have maximum 3 tasks',
    });
  });

  it('refuses a queue of another user whole (409 QUEUE_OWNER_MISMATCH), applying nothing', async () => {
    const taskId = newId();
    const batch = [
      op({ kind: 'createTask', input: { id: taskId, type: 'task', title: "Ada's offline task" } }),
    ];
    const response = await post(bob, batch, ada.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'QUEUE_OWNER_MISMATCH', message: expect.any(String) });
    expect((await t.request('GET', `/api/tasks/${taskId}`, ada)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/tasks/${taskId}`, bob)).statusCode).toBe(404);
    expect(await recordedIds([batch[0]!.id])).toEqual([]);
  });

  it('needs a session (401) and a same-origin request (403)', async () => {
    const batch = [op({ kind: 'createTask', input: { id: newId(), type: 'task', title: 'x' } })];
    const anonymous = await post(null, batch, ada.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: { origin: 'https://evil.example', cookie: ada.cookie },
      payload: { userId: ada.id, operations: batch },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await recordedIds([batch[0]!.id])).toEqual([]);
  });

  it('rejects each bad queue entry on its own, changing nothing', async () => {
    const task = await createTask(ada, 'Untouched');
    const good = op({ kind: 'addComment', taskId: task.id, input: { text: 'the good one' } });
    const base = { id: newId(), timestamp: Date.now(), data: { id: task.id, title: 'Hacked' } };
    const entries: unknown[] = [
      { ...base, id: newId(), type: 'upsert', table: 'tasks' },
      { ...base, id: newId(), type: 'update', table: 'user', data: { id: ada.id, email: 'x@evil' } },
      { ...base, id: newId(), type: 'delete', table: 'session', data: { id: newId() } },
      { ...base, id: newId(), type: 'update', table: 'tasks;DROP' },
      { ...base, id: newId(), type: 'create', table: 'tasks; DROP TABLE tasks; --', data: { title: 'x' } },
      { ...base, id: newId(), type: 'update', table: 'tasks', data: { title: 'No id' } },
      { ...base, id: newId(), type: 'delete', table: 'tasks', data: {} },
      { ...base, id: newId(), type: 'update', table: 'tasks', timestamp: '1700000000000' },
      { ...base, id: newId(), type: 'update', table: 'tasks', timestamp: Number.NaN },
      { ...base, id: newId(), type: 'update', table: 'tasks', data: { id: 'not-a-uuid', title: 'x' } },
      { ...base, id: newId(), type: 'update', table: 'tasks', data: { id: task.id, userId: bob.id } },
      { ...base, id: 42, type: 'update', table: 'tasks' },
      { ...base, id: undefined, type: 'update', table: 'tasks' },
      good,
      42,
      null,
      'update tasks',
      [base],
    ];
    const results = await sync(ada, entries);
    const bad = results.filter((_, index) => entries[index] !== good);
    for (const [index, result] of bad.entries()) {
      expect(result, JSON.stringify(entries[index])).toEqual({
        id: expect.toBeOneOf([expect.any(String), null]),
        status: 'rejected',
        code: expect.stringMatching(/^(INVALID_OPERATION|VALIDATION_ERROR)$/),
        message: expect.any(String),
      });
    }
    expect(results.map((result) => result.id)).toEqual(
      entries.map((entry) =>
        typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string'
          ? entry.id
          : null,
      ),
    );
    expect(results[entries.indexOf(good)]).toMatchObject({ id: good.id, status: 'applied' });
    const stored = await getTask(ada, task.id);
    expect(stored).toMatchObject({
      title: 'Untouched',
      userId: ada.id,
      comments: [{ text: 'the good one' }],
    });
    expect(await recordedIds(bad.map((result) => result.id))).toEqual([]);
    // The account and the session still work.
    expect((await t.request('GET', '/api/tasks?view=all', ada)).statusCode).toBe(200);
  });

  it('answers every entry of 10,000 in one request: the first 500 applied, the rest deferred', async () => {
    const task = await createTask(ada, 'Ten thousand');
    const batch = Array.from({ length: 10_000 }, () => op({ kind: 'addTime', taskId: task.id, seconds: 1 }));
    const results = await sync(ada, batch);
    expect(results.map((result) => result.id)).toEqual(batch.map((operation) => operation.id));
    expect(statuses(results.slice(0, SYNC_BATCH_MAX_OPERATIONS))).toEqual(
      Array.from({ length: SYNC_BATCH_MAX_OPERATIONS }, () => 'applied'),
    );
    const rest = results.slice(SYNC_BATCH_MAX_OPERATIONS);
    expect(new Set(rest.map((result) => `${result.status} ${result.code}`))).toEqual(
      new Set(['deferred BATCH_LIMIT']),
    );
    expect((await getTask(ada, task.id)).totalTimeSpent).toBe(SYNC_BATCH_MAX_OPERATIONS);
  }, 120_000);

  it('refuses a body over the sync limit with 413 PAYLOAD_TOO_LARGE, applying nothing', async () => {
    const task = await createTask(ada, 'Too big');
    const filler = 'x'.repeat(64 * 1024);
    const count = Math.ceil(SYNC_BODY_LIMIT_BYTES / filler.length) + 1;
    const batch = [
      op({ kind: 'addTime', taskId: task.id, seconds: 5 }),
      ...Array.from({ length: count }, () => ({ id: newId(), filler })),
    ];
    const response: LightMyRequestResponse = await post(ada, batch);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    expect((await getTask(ada, task.id)).totalTimeSpent).toBe(0);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.request('GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.paths['/api/sync']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '409', '413']),
    );
  });
});
