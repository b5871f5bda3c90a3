import { QUICK_EXAMPLES, chatActionRowId, type ChatMessageRow, type Task } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COACH_STORAGE_KEYS } from '@/features/coach/components/use-coach-preferences';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask, mvdAnswer } from '@/testing/tasks';

const AT = '2026-11-24T09:00:00.000Z';

let server: MockServer;
let stored: ChatMessageRow[];
let tasks: Task[];
let chatReply: { status?: number; body: unknown };

beforeAll(async () => {
  await import('./app-screen');
  await import('@/features/coach/components/coach-panel');
}, 60_000);

/** The fake server's chat store: each stored message also gets its action routes. */
function storeMessage(message: ChatMessageRow) {
  stored = [...stored, message];
  message.actions.forEach((_action, index) =>
    server.on(`PATCH /api/chat-messages/${message.id}/actions/${index}`, async (request) => {
      const body = (await request.json()) as { applied: boolean; previous?: object };
      stored = stored.map((item) =>
        item.id === message.id
          ? {
              ...item,
              actions: item.actions.map((action, i) => {
                if (i !== index) return action;
                const { previous: _previous, ...rest } = action;
                return body.applied && body.previous
                  ? { ...rest, applied: true, previous: body.previous }
                  : { ...rest, applied: body.applied };
              }),
            }
          : item,
      );
      return { body: stored.find((item) => item.id === message.id) };
    }),
  );
}

beforeEach(() => {
  window.localStorage.clear();
  stored = [];
  tasks = [];
  chatReply = {
    body: {
      message: 'Предлагаю добавить задачу «Отчёт» ✍️',
      actions: [
        {
          type: 'create_task',
          taskData: { title: 'Отчёт', urgency: 8 },
          applied: false,
          suggestion: { reasoning: 'Срок в пятницу', confidence: 85, action_text: 'Создать' },
        },
      ],
    },
  };
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', () => ({ body: { tasks, version: 1 } }));
  server.on('GET /api/mvd', { body: mvdAnswer([]) });
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
  server.on('GET /api/task-tags', { body: [] });
  server.on('GET /api/tags', { body: [] });
  server.on('GET /api/chat-messages', () => ({ body: stored }));
  server.on('POST /api/chat-messages', async (request) => {
    const body = (await request.json()) as Omit<ChatMessageRow, 'userId' | 'createdAt' | 'personaId'> & {
      personaId?: string;
    };
    const message: ChatMessageRow = {
      id: body.id,
      userId: 'u1',
      role: body.role,
      content: body.content,
      actions: body.actions ?? [],
      personaId: body.personaId ?? null,
      createdAt: AT,
    };
    storeMessage(message);
    return { status: 201, body: message };
  });
  server.on('POST /api/ai/chat', () => chatReply);
  server.on('POST /api/tasks', async (request) => {
    const body = (await request.json()) as { id: string; title: string; urgency?: 1 | 2 };
    const task = makeTask(body.id, body.title, { urgency: body.urgency ?? 1 });
    tasks = [...tasks, task];
    server.on(`DELETE /api/tasks/${body.id}`, () => {
      tasks = tasks.filter((item) => item.id !== body.id);
      return { status: 204 };
    });
    return { status: 201, body: task };
  });
});

async function openChat(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Задачи' });
  await user.click(screen.getByRole('button', { name: 'Открыть ИИ-чат с коучем' }));
  return screen.findByRole('dialog', { name: 'ИИ-чат' });
}

const requestsTo = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

describe('the coach chat on /app', () => {
  it('greets in the coach’s voice and offers the nine quick examples of the reply language', async () => {
    const { user } = renderApp('/app');
    const chat = await openChat(user);
    expect(await within(chat).findByText(/Привет! Я Макс/)).toBeTruthy();
    await within(chat).findByRole('button', { name: QUICK_EXAMPLES.ru[0] });
    for (const example of QUICK_EXAMPLES.ru)
      expect(within(chat).getByRole('button', { name: example })).toBeTruthy();
    await user.selectOptions(within(chat).getByLabelText('Язык ответов'), 'fr');
    for (const example of QUICK_EXAMPLES.fr)
      expect(within(chat).getByRole('button', { name: example })).toBeTruthy();
    expect(window.localStorage.getItem(COACH_STORAGE_KEYS.language)).toBe('fr');
  });

  it('picks a coach from the three, remembers it, and an unknown stored id reads as the first', async () => {
    window.localStorage.setItem(COACH_STORAGE_KEYS.persona, 'nobody');
    const { user } = renderApp('/app');
    const chat = await openChat(user);
    await user.click(await within(chat).findByRole('button', { name: /Макс/ }));
    const radios = within(chat).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(chat).getByText(/Подходит для: Тревожность, СДВГ/)).toBeTruthy();
    await user.click(within(chat).getByRole('radio', { name: /Анна/ }));
    expect(window.localStorage.getItem(COACH_STORAGE_KEYS.persona)).toBe('gentle-coach');
    expect(within(chat).getByText(/Привет! Я Анна/)).toBeTruthy();
  });

  it('sends on Enter, shows the proposed action, changes nothing until accepted, then applies and undoes it', async () => {
    const { user } = renderApp('/app');
    const chat = await openChat(user);
    const input = await within(chat).findByLabelText('Сообщение коучу');
    await user.type(input, 'Создай задачу: отчёт{Enter}');

    const card = await within(chat).findByRole('article', { name: 'Создать задачу «Отчёт»' });
    expect(within(card).getByText('Почему: Срок в пятницу')).toBeTruthy();
    expect(within(card).getByText('Уверенность: 85%')).toBeTruthy();
    const [ask] = requestsTo('POST', '/api/ai/chat');
    expect(await ask!.json()).toMatchObject({
      message: 'Создай задачу: отчёт',
      history: [],
      personaId: 'results-coach',
      language: 'ru',
    });
    // The person's message and the reply are stored; no task is made yet.
    await waitFor(() => expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']));
    expect(requestsTo('POST', '/api/tasks')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(tasks.map((task) => task.title)).toEqual(['Отчёт']));
    const reply = stored[1]!;
    expect(tasks[0]!.id).toBe(chatActionRowId(reply.id, 0));
    // The assistant's urgency 8 of 10 is the app's high urgency.
    expect(tasks[0]!.urgency).toBe(2);
    expect(await within(card).findByText('Применено')).toBeTruthy();
    await waitFor(() => expect(stored[1]!.actions[0]!.applied).toBe(true));

    await user.click(within(card).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(tasks).toEqual([]));
    await waitFor(() => expect(stored[1]!.actions[0]!.applied).toBe(false));
    expect(await within(card).findByRole('button', { name: 'Принять' })).toBeTruthy();
  });

  it('sends only the last 8 messages as history', async () => {
    for (let index = 0; index < 10; index += 1)
      stored.push({
        id: `0190a4f2-0000-7000-8000-0000000001${String(index).padStart(2, '0')}`,
        userId: 'u1',
        role: index % 2 === 0 ? 'user' : 'assistant',
        content: `Сообщение ${index}`,
        actions: [],
        personaId: null,
        createdAt: AT,
      });
    const { user } = renderApp('/app');
    const chat = await openChat(user);
    await within(chat).findByText('Сообщение 9');
    await user.type(within(chat).getByLabelText('Сообщение коучу'), 'Что дальше?{Enter}');
    await waitFor(() => expect(requestsTo('POST', '/api/ai/chat')).toHaveLength(1));
    const body = (await requestsTo('POST', '/api/ai/chat')[0]!.json()) as { history: { content: string }[] };
    expect(body.history.map((message) => message.content)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9].map((index) => `Сообщение ${index}`),
    );
  });

  it('says the coach cannot answer now and asks again without storing the message twice', async () => {
    chatReply = { status: 502, body: { code: 'AI_UNAVAILABLE', message: 'down' } };
    const { user } = renderApp('/app');
    const chat = await openChat(user);
    await user.type(await within(chat).findByLabelText('Сообщение коучу'), 'Привет{Enter}');
    expect(
      await within(chat).findByText(
        'Извините, у меня сейчас проблемы с обработкой запросов. Пожалуйста, попробуйте позже.',
      ),
    ).toBeTruthy();
    chatReply = { body: { message: 'Здравствуйте! 👋 С чего начнём?', actions: [] } };
    await user.click(within(chat).getByRole('button', { name: 'Отправить снова' }));
    expect(await within(chat).findByText('Здравствуйте! 👋 С чего начнём?')).toBeTruthy();
    await waitFor(() => expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']));
  });

  it('asks before a deletion, says it cannot be undone, and completes then undoes back to the status before', async () => {
    const TASK = '0190a4f2-0000-7000-8000-0000000000f1';
    tasks = [makeTask(TASK, 'Старый отчёт', { status: 'inProgress' })];
    server.on(`DELETE /api/tasks/${TASK}`, () => {
      tasks = [];
      return { status: 204 };
    });
    const statuses: string[] = [];
    server.on(`POST /api/tasks/${TASK}/status`, async (request) => {
      const body = (await request.json()) as { status: Task['status'] };
      statuses.push(body.status);
      tasks = tasks.map((task) => ({ ...task, status: body.status }));
      return { body: { task: tasks[0], notification: null } };
    });
    chatReply = {
      body: {
        message: 'Можно завершить или удалить 🗑️',
        actions: [
          { type: 'complete_task', taskId: TASK, applied: false },
          { type: 'delete_task', taskId: TASK, applied: false },
          { type: 'delegate_task', taskId: TASK, taskData: { assigneeName: 'Аня' }, applied: false },
        ],
      },
    };
    const { user } = renderApp('/app');
    const chat = await openChat(user);
    await user.type(await within(chat).findByLabelText('Сообщение коучу'), 'Что с отчётом?{Enter}');

    const complete = await within(chat).findByRole('article', {
      name: 'Отметить «Старый отчёт» выполненной',
    });
    await user.click(within(complete).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(statuses).toEqual(['completed']));
    await user.click(await within(complete).findByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(statuses).toEqual(['completed', 'inProgress']));

    const delegate = within(chat).getByRole('article', { name: 'Поручить «Старый отчёт»: Аня' });
    expect(within(delegate).queryByRole('button', { name: 'Принять' })).toBeNull();
    expect(within(delegate).getByText('Это предложение пока нельзя применить из чата.')).toBeTruthy();

    const remove = within(chat).getByRole('article', { name: 'Удалить задачу «Старый отчёт»' });
    expect(within(remove).getByText('Удаление нельзя отменить.')).toBeTruthy();
    await user.click(within(remove).getByRole('button', { name: 'Принять' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить задачу?' });
    expect(requestsTo('DELETE', `/api/tasks/${TASK}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(tasks).toEqual([]));
    expect(await within(remove).findByText('Применено')).toBeTruthy();
    expect(within(remove).queryByRole('button', { name: 'Отменить' })).toBeNull();
  });
});
