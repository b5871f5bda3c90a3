import type { Tag, TaskTag } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

const HOME = '0190a4f2-0000-7000-8000-0000000000a1';
const WORK = '0190a4f2-0000-7000-8000-0000000000a2';
const at = '2026-11-24T09:00:00.000Z';
const tag = (id: string, name: string, color: Tag['color'] = 'blue'): Tag => ({
  id,
  userId: 'u1',
  name,
  color,
  createdAt: at,
});

let server: MockServer;
let tags: Tag[];
let links: TaskTag[];

beforeEach(() => {
  tags = [tag(HOME, 'Дом', 'green'), tag(WORK, 'Работа', 'red')];
  links = [
    { id: 'l1', taskId: 't1', tagId: HOME },
    { id: 'l2', taskId: 't2', tagId: HOME },
  ];
  server = mockServer({
    'GET /api/auth/get-session': signedInSession(),
    'GET /api/tags': () => ({ body: tags }),
    'GET /api/task-tags': () => ({ body: links }),
    'POST /api/tags': async (request) => {
      const body = (await request.json()) as { id: string; name: string; color: Tag['color'] };
      const created = tag(body.id, body.name.trim(), body.color);
      tags = [...tags, created];
      return { status: 201, body: created };
    },
  });
});

const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li') as HTMLElement;

describe('the tags screen', () => {
  it('lists the tags by name with their task counts', async () => {
    renderApp('/tags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Теги' })).toBeTruthy();
    await screen.findByText('Дом');
    expect(within(rowOf('Дом')).getByText('2 задачи')).toBeTruthy();
    expect(within(rowOf('Работа')).getByText('0 задач')).toBeTruthy();
  });

  it('creates a tag with a colour from the keyboard, and clears the name once it is saved', async () => {
    const { user } = renderApp('/tags');
    await screen.findByText('Дом');
    const name = screen.getByLabelText('Название');
    await user.type(name, 'Звонки');
    await user.click(screen.getByRole('radio', { name: 'Бирюзовый' }));
    await user.click(name);
    await user.keyboard('{Enter}');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
    expect(await screen.findByText('Звонки')).toBeTruthy();
    const sent = server.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/sync'),
    );
    const body = (await sent!.json()) as {
      operations: { table: string; data: { name: string; color: string } }[];
    };
    expect(body.operations[0]).toMatchObject({ table: 'tags', data: { name: 'Звонки', color: 'teal' } });
  });

  it('keeps a name it cannot save, with the reason: taken, empty, or over the limit (with a counter)', async () => {
    const { user } = renderApp('/tags');
    await screen.findByText('Дом');
    const name = screen.getByLabelText('Название') as HTMLInputElement;
    await user.type(name, ' дом ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Тег с таким названием уже есть')).toBeTruthy();
    expect(name.value).toBe(' дом ');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.clear(name);
    await user.type(name, 'x'.repeat(25));
    expect(screen.getByText('Осталось 5 символов')).toBeTruthy();
    await user.type(name, 'x'.repeat(10));
    expect(screen.getByText('Название тега — не длиннее 30 символов')).toBeTruthy();
    expect(name.value).toHaveLength(35);
    expect(server.requests.some((request) => request.url.endsWith('/api/sync'))).toBe(false);
  });

  it('renames inline (Escape cancels), recolours from a popover, and deletes after confirming', async () => {
    server.on('PATCH /api/tags/' + WORK, async (request) => {
      const patch = (await request.json()) as Partial<Tag>;
      tags = tags.map((item) => (item.id === WORK ? { ...item, ...patch } : item));
      return { body: tags.find((item) => item.id === WORK) };
    });
    server.on('DELETE /api/tags/' + HOME, () => {
      tags = tags.filter((item) => item.id !== HOME);
      links = [];
      return { status: 204 };
    });
    const { user } = renderApp('/tags');
    await screen.findByText('Работа');

    await user.click(screen.getByRole('button', { name: 'Переименовать «Работа»' }));
    const field = screen.getByRole('textbox', { name: 'Новое название тега «Работа»' });
    await user.keyboard('{Escape}');
    expect(field.isConnected).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Переименовать «Работа»' }));
    await user.clear(screen.getByRole('textbox', { name: 'Новое название тега «Работа»' }));
    await user.keyboard('Офис{Enter}');
    expect(await screen.findByText('Офис')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Цвет тега «Офис»' }));
    const popover = await screen.findByRole('dialog');
    await user.click(within(popover).getByRole('radio', { name: 'Индиго' }));
    await waitFor(() => expect(tags.find((item) => item.id === WORK)?.color).toBe('indigo'));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Удалить «Дом»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Тег «Дом» снимется со всех задач \(2\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Дом')).toBeNull());
  });

  it('says so when there are no tags, and speaks English', async () => {
    tags = [];
    links = [];
    renderApp('/tags', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeTruthy();
    expect(await screen.findByText('No tags yet. Create the first one above.')).toBeTruthy();
  });
});
