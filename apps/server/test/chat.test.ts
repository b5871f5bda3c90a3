// The coach chat's history end to end (REST and POST /api/sync) on each database kind: stored per
// user in the order written, an action marked applied (with what it replaced) and undone, the history
// cleared through a message, and another user's messages refused.
import {
  operationOfChange,
  syncResponseSchema,
  type ChatMessageRow,
  type PendingOperation,
  type SyncChange,
  type SyncOperationResult,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

describe.each(testDatabaseKinds())('chat history on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada-chat');
    bob = await t.signUp('bob-chat');
  });
  afterAll(() => t?.close());

  const op = (change: SyncChange): PendingOperation => operationOfChange(change, newId(), t.clock.now());

  const history = async (session: Session): Promise<ChatMessageRow[]> =>
    (await t.request('GET', '/api/chat-messages', session)).json<ChatMessageRow[]>();
  const sync = async (session: Session, operations: unknown[]): Promise<SyncOperationResult[]> => {
    const response = await t.request('POST', '/api/sync', session, { userId: session.id, operations });
    expect(response.statusCode, response.body).toBe(200);
    return syncResponseSchema.parse(response.json()).results;
  };

  it('stores the person’s message and the coach’s reply with its actions, once, in order', async () => {
    const question = newId();
    const reply = newId();
    const created = await t.request('POST', '/api/chat-messages', ada, {
      id: question,
      role: 'user',
      content: '  Создай задачу: отчёт ',
      personaId: 'gentle-coach',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ id: question, content: 'Создай задачу: отчёт', actions: [] });
    t.clock.advance(1000);
    const answer = {
      id: reply,
      role: 'assistant',
      content: 'Добавлю «Отчёт» ✍️',
      personaId: 'gentle-coach',
      actions: [{ type: 'create_task', taskData: { title: 'Отчёт', urgency: 7 }, applied: false }],
    };
    expect((await t.request('POST', '/api/chat-messages', ada, answer)).statusCode).toBe(201);
    const again = await t.request('POST', '/api/chat-messages', ada, { ...answer, content: 'Другое' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ content: 'Добавлю «Отчёт» ✍️' });

    const list = await history(ada);
    expect(list.map((message) => [message.role, message.personaId])).toEqual([
      ['user', 'gentle-coach'],
      ['assistant', 'gentle-coach'],
    ]);
    expect(list[1]!.actions).toEqual([
      { type: 'create_task', taskData: { title: 'Отчёт', urgency: 7 }, applied: false },
    ]);
    expect(await history(bob)).toEqual([]);
    // An empty message or an unknown role is refused.
    for (const body of [
      { id: newId(), role: 'user', content: '   ' },
      { id: newId(), role: 'system', content: 'x' },
    ])
      expect((await t.request('POST', '/api/chat-messages', ada, body)).statusCode).toBe(400);
  });

  it('marks an action applied with what it replaced and undone without it; refuses an unknown action', async () => {
    const id = newId();
    await t.request('POST', '/api/chat-messages', ada, {
      id,
      role: 'assistant',
      content: 'Завершить? 🎉',
      actions: [{ type: 'complete_task', taskId: newId(), applied: false }],
    });
    const applied = await t.request('PATCH', `/api/chat-messages/${id}/actions/0`, ada, {
      applied: true,
      previous: { status: 'inProgress' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ChatMessageRow>().actions[0]).toMatchObject({
      applied: true,
      previous: { status: 'inProgress' },
    });
    const undone = await t.request('PATCH', `/api/chat-messages/${id}/actions/0`, ada, { applied: false });
    expect(undone.json<ChatMessageRow>().actions[0]).not.toHaveProperty('previous');
    expect(undone.json<ChatMessageRow>().actions[0]!.applied).toBe(false);
    const missing = await t.request('PATCH', `/api/chat-messages/${id}/actions/3`, ada, { applied: true });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses another user’s message alike for reading, marking, clearing and reusing its id', async () => {
    const id = newId();
    await t.request('POST', '/api/chat-messages', ada, {
      id,
      role: 'assistant',
      content: 'Секрет',
      actions: [{ type: 'delete_task', taskId: newId(), applied: false }],
    });
    expect(
      (await t.request('PATCH', `/api/chat-messages/${id}/actions/0`, bob, { applied: true })).statusCode,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/chat-messages/${id}`, bob)).statusCode).toBe(404);
    const stolen = await t.request('POST', '/api/chat-messages', bob, { id, role: 'user', content: 'Моё' });
    expect(stolen.statusCode).toBe(409);
    expect((await history(bob)).map((message) => message.id)).not.toContain(id);
    const [result] = await sync(bob, [
      op({ kind: 'setChatActionApplied', messageId: id, actionIndex: 0, input: { applied: true } }),
    ]);
    expect(result!.status).not.toBe('applied');
    expect((await history(ada)).find((message) => message.id === id)!.actions[0]!.applied).toBe(false);
  });

  it('replays the queue: a message, its action applied, the history cleared through it; repeats change nothing', async () => {
    const before = (await history(bob)).length;
    const first = newId();
    const reply = newId();
    const create = op({
      kind: 'createChatMessage',
      input: { id: first, role: 'user', content: 'Разбей «Уборка» на шаги', actions: [] },
    });
    const createReply = op({
      kind: 'createChatMessage',
      input: {
        id: reply,
        role: 'assistant',
        content: 'Вот шаги 🧩',
        actions: [
          {
            type: 'create_subtasks',
            taskId: newId(),
            subtasks: [{ title: 'Шаг', order: 1 }],
            applied: false,
          },
        ],
        personaId: 'creative-coach',
      },
    });
    const apply = op({
      kind: 'setChatActionApplied',
      messageId: reply,
      actionIndex: 0,
      input: { applied: true },
    });
    const results = await sync(bob, [create, createReply, apply, create]);
    expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied', 'duplicate']);
    const list = await history(bob);
    expect(list).toHaveLength(before + 2);
    expect(list.find((message) => message.id === reply)!.actions[0]!.applied).toBe(true);

    t.clock.advance(1000);
    const later = newId();
    await t.request('POST', '/api/chat-messages', bob, { id: later, role: 'user', content: 'Ещё' });
    const clear = op({ kind: 'clearChat', throughId: reply });
    expect((await sync(bob, [clear])).map((result) => result.status)).toEqual(['applied']);
    expect((await history(bob)).map((message) => message.id)).toEqual([later]);
    // Cleared already: a second clear (another device) holds.
    const [repeat] = await sync(bob, [op({ kind: 'clearChat', throughId: reply })]);
    expect(['applied', 'duplicate']).toContain(repeat!.status);
  });
});
