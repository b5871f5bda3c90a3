// Tags and tags on tasks end to end (REST and POST /api/sync) on each database kind: names unique
// per user, the pair-named links, ownership, and what a deleted tag or task takes along.
import {
  operationOfChange,
  syncResponseSchema,
  taskTagId,
  type PendingOperation,
  type SyncChange,
  type SyncOperationResult,
  type Tag,
  type Task,
  type TaskTag,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

const op = (change: SyncChange): PendingOperation => operationOfChange(change, newId(), new Date());

describe.each(testDatabaseKinds())('tags on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada-tags');
    bob = await t.signUp('bob-tags');
  });
  afterAll(() => t?.close());

  const createTask = async (session: Session, title = 'Task'): Promise<Task> =>
    (await t.request('POST', '/api/tasks', session, { id: newId(), title })).json<Task>();
  const createTag = async (session: Session, name: string, color = 'blue'): Promise<Tag> => {
    const response = await t.request('POST', '/api/tags', session, { id: newId(), name, color });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Tag>();
  };
  const links = async (session: Session): Promise<TaskTag[]> =>
    (await t.request('GET', '/api/task-tags', session)).json<TaskTag[]>();
  const sync = async (session: Session, operations: unknown[]): Promise<SyncOperationResult[]> => {
    const response = await t.request('POST', '/api/sync', session, { userId: session.id, operations });
    expect(response.statusCode, response.body).toBe(200);
    return syncResponseSchema.parse(response.json()).results;
  };

  it('creates, lists, renames, recolours and deletes tags; a live name is unique whatever its case', async () => {
    const id = newId();
    const created = await t.request('POST', '/api/tags', ada, { id, name: '  Работа ', color: 'red' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id, name: 'Работа', color: 'red', userId: ada.id });
    const again = await t.request('POST', '/api/tags', ada, { id, name: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Работа' });

    const taken = await t.request('POST', '/api/tags', ada, { id: newId(), name: 'работа' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'TAG_NAME_TAKEN', message: 'A tag with this name already exists' });
    // Another person may have a tag of the same name.
    await createTag(bob, 'Работа');

    expect((await t.request('POST', '/api/tags', ada, { id: newId(), name: '  ' })).statusCode).toBe(400);
    expect(
      (await t.request('POST', '/api/tags', ada, { id: newId(), name: 'x', color: 'gold' })).statusCode,
    ).toBe(400);
    expect(
      (await t.request('POST', '/api/tags', ada, { id: newId(), name: 'x'.repeat(31) })).statusCode,
    ).toBe(400);

    const home = await createTag(ada, 'Дом', 'green');
    const renamed = await t.request('PATCH', `/api/tags/${home.id}`, ada, { name: 'Дача', color: 'teal' });
    expect(renamed.json()).toMatchObject({ id: home.id, name: 'Дача', color: 'teal' });
    const clash = await t.request('PATCH', `/api/tags/${home.id}`, ada, { name: 'РАБОТА' });
    expect(clash.json()).toMatchObject({ code: 'TAG_NAME_TAKEN' });
    expect((await t.request('PATCH', `/api/tags/${home.id}`, bob, { name: 'Mine' })).statusCode).toBe(404);

    const list = (await t.request('GET', '/api/tags', ada)).json<Tag[]>();
    expect(list.map((tag) => tag.name)).toEqual(['Дача', 'Работа']);

    expect((await t.request('DELETE', `/api/tags/${id}`, bob)).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/tags/${id}`, ada)).statusCode).toBe(204);
    expect((await t.request('GET', '/api/tags', ada)).json<Tag[]>().map((tag) => tag.name)).toEqual(['Дача']);
    // A deleted tag frees its name, but its id stays used.
    await createTag(ada, 'работа');
    expect((await t.request('POST', '/api/tags', ada, { id, name: 'Again' })).statusCode).toBe(409);
  });

  it('puts a tag on a task once, takes it off, puts it back, and refuses what is not the owner’s', async () => {
    const task = await createTask(ada, 'Tax return');
    const tag = await createTag(ada, 'Бумаги');
    const url = `/api/tasks/${task.id}/tags/${tag.id}`;
    const tagged = await t.request('PUT', url, ada);
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json()).toMatchObject({ id: taskTagId(task.id, tag.id), taskId: task.id, tagId: tag.id });
    expect((await t.request('PUT', url, ada)).statusCode).toBe(200);
    expect((await links(ada)).filter((link) => link.taskId === task.id)).toHaveLength(1);

    expect((await t.request('DELETE', url, ada)).statusCode).toBe(204);
    expect((await t.request('DELETE', url, ada)).statusCode).toBe(204);
    expect((await links(ada)).filter((link) => link.taskId === task.id)).toEqual([]);
    expect((await t.request('PUT', url, ada)).statusCode).toBe(200);
    expect((await links(ada)).filter((link) => link.taskId === task.id)).toHaveLength(1);

    const bobsTag = await createTag(bob, 'Чужой');
    const foreign = await t.request('PUT', `/api/tasks/${task.id}/tags/${bobsTag.id}`, ada);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.request('PUT', `/api/tasks/${task.id}/tags/${tag.id}`, bob)).statusCode).toBe(404);
    expect((await t.request('PUT', `/api/tasks/${task.id}/tags/${newId()}`, ada)).statusCode).toBe(404);
    expect(await links(bob)).toEqual([]);
  });

  it('takes a deleted tag off its tasks and leaves out the links of deleted tasks', async () => {
    const [a, b] = [await createTask(ada, 'A'), await createTask(ada, 'B')];
    const tag = await createTag(ada, 'Срочно');
    const other = await createTag(ada, 'Потом');
    for (const task of [a, b]) await t.request('PUT', `/api/tasks/${task.id}/tags/${tag.id}`, ada);
    await t.request('PUT', `/api/tasks/${a.id}/tags/${other.id}`, ada);

    await t.request('DELETE', `/api/tags/${tag.id}`, ada);
    const mine = (await links(ada)).filter((link) => [a.id, b.id].includes(link.taskId));
    expect(mine.map((link) => link.tagId)).toEqual([other.id]);
    expect((await t.request('GET', `/api/tasks/${b.id}`, ada)).statusCode).toBe(200);

    await t.request('DELETE', `/api/tasks/${a.id}`, ada);
    expect((await links(ada)).filter((link) => link.taskId === a.id)).toEqual([]);
  });

  it('applies every tag change through the offline queue once, and refuses another user’s tag', async () => {
    const task = await createTask(ada, 'Synced');
    const tagId = newId();
    const operations = [
      op({ kind: 'createTag', input: { id: tagId, name: 'Офлайн', color: 'purple' } }),
      op({ kind: 'tagTask', taskId: task.id, tagId }),
      op({ kind: 'updateTag', tagId, input: { name: 'Online' } }),
    ];
    const first = await sync(ada, operations);
    expect(first.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    expect(first[1]?.result).toMatchObject({ id: taskTagId(task.id, tagId) });
    const replay = await sync(ada, operations);
    expect(replay.map((result) => result.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(
      (await t.request('GET', '/api/tags', ada)).json<Tag[]>().filter((tag) => tag.id === tagId),
    ).toEqual([expect.objectContaining({ name: 'Online', color: 'purple' })]);

    const [untag, remove, untagAfterDelete] = await sync(ada, [
      op({ kind: 'untagTask', taskId: task.id, tagId }),
      op({ kind: 'deleteTag', tagId }),
      op({ kind: 'untagTask', taskId: task.id, tagId }),
    ]);
    expect([untag?.status, remove?.status, untagAfterDelete?.status]).toEqual([
      'applied',
      'applied',
      'applied',
    ]);

    const bobsTag = await createTag(bob, 'Bob');
    const [refused] = await sync(ada, [op({ kind: 'tagTask', taskId: task.id, tagId: bobsTag.id })]);
    expect(refused).toMatchObject({ status: 'rejected', code: 'VALIDATION_ERROR' });
    const [taken] = await sync(ada, [
      op({ kind: 'createTag', input: { id: newId(), name: 'бумаги', color: 'blue' } }),
    ]);
    expect(taken).toMatchObject({ status: 'rejected', code: 'TAG_NAME_TAKEN' });
    // A tag not on the server yet (its create still on its way) waits rather than failing.
    const [early] = await sync(ada, [op({ kind: 'tagTask', taskId: task.id, tagId: newId() })]);
    expect(early).toMatchObject({ status: 'deferred', code: 'NOT_FOUND' });
  });
});
