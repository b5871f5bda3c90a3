import type { DelegatedTask } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, type MockServer } from '@/testing/mock-server';
import { renderInLanguage } from '@/testing/render-in-language';
import { SharedTaskPage } from './shared-task-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('@/components/ui/toaster', () => ({ toast }));

const TASK_ID = '0193a000-0000-7000-8000-000000000001';
const TOKEN = 'k'.repeat(43);
const PATH = `/api/shared-tasks/${TASK_ID}`;

function delegated(overrides: Partial<DelegatedTask> = {}): DelegatedTask {
  return {
    id: TASK_ID,
    title: 'Buy paint',
    description: 'White, two litres',
    status: 'waiting',
    startDate: '2026-12-01',
    dueDate: null,
    startTime: null,
    attachments: [],
    comments: [],
    assignment: { assigneeName: null, status: 'pending', assignedAt: '2026-11-24T10:00:00.000Z' },
    ...overrides,
  };
}

function renderPage(taskId: string | undefined = TASK_ID, token: string | null = TOKEN) {
  return renderInLanguage(
    <MemoryRouter>
      <SharedTaskPage taskId={taskId} token={token} renderStatus={(status) => <span>{status}</span>} />
    </MemoryRouter>,
    'en',
  );
}

let server: MockServer;
beforeEach(() => {
  server = mockServer({
    [`GET ${PATH}`]: { body: delegated() },
    [`POST ${PATH}/notifications/read`]: { body: null },
  });
});
afterEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe('the delegated page', () => {
  it('shows a skeleton, then the task with its card, tabs and progress, and marks notifications read', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading the task…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Delegated Task' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Buy paint' })).toBeTruthy();
    expect(screen.getByText('Assigned to:')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Comments/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Task Progress' })).toBeTruthy();
    expect(screen.getByText('White, two litres')).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.includes('/notifications/read?token='))).toBe(true),
    );
    // Only the token travels: no other query, no body on the read.
    expect(new URL(server.requests[0]!.url).search).toBe(`?token=${TOKEN}`);
  });

  it("says 'Insufficient access data' when the link lacks the task id or the token, and asks nothing", () => {
    renderPage(TASK_ID, null);
    expect(screen.getByRole('alert').textContent).toContain('Insufficient access data');
    expect(screen.getByText('the delegation may have been cancelled.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(server.requests).toHaveLength(0);
  });

  it('shows one message for any refused link (the server answers the same 404)', async () => {
    server.on(`GET ${PATH}`, { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid access token');
  });

  it('shows the fetch error with its message when the read fails otherwise', async () => {
    server.on(`GET ${PATH}`, { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many requests' } });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Task fetch error: Too many requests');
  });

  it('only warns in the console when marking notifications read fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on(`POST ${PATH}/notifications/read`, {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'x' },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Buy paint' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("marks the task completed, then disables the button with 'Task already marked as completed'", async () => {
    server.on(`POST ${PATH}/complete`, {
      body: delegated({
        status: 'completed',
        assignment: { ...delegated().assignment, status: 'completed' },
      }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Mark as Completed' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect(screen.getByText('Task already marked as completed')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Task Completed');
  });

  it('adds a comment (Send disabled while the trimmed text is empty) and toasts', async () => {
    server.on(`POST ${PATH}/comments`, {
      status: 201,
      body: delegated({
        comments: [
          {
            id: 'c1',
            text: 'On it',
            createdAt: '2026-11-24T11:00:00.000Z',
            authorName: 'Bob',
            fromAssignee: true,
          },
        ],
      }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: /Comments/ }));
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('New comment'), '   ');
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('New comment'), 'On it');
    await user.click(send);
    expect(await screen.findByText('On it', { selector: 'p' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Comment Added');
    expect((screen.getByLabelText('New comment') as HTMLTextAreaElement).value).toBe('');
    const sent = server.requests.find((r) => r.method === 'POST' && r.url.includes('/comments'));
    expect(await sent!.json()).toEqual({ text: 'On it' });
  });

  it('turns into the error state when the link was cancelled before the next action', async () => {
    server.on(`POST ${PATH}/comments`, { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: /Comments/ }));
    await user.type(screen.getByLabelText('New comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid access token');
    expect(toast.error).toHaveBeenCalledWith('Failed to add comment', expect.anything());
  });

  it('asks for the name once per task and token; Save or Enter saves it', async () => {
    server.on(`PUT ${PATH}/assignee-name`, {
      body: delegated({ assignment: { ...delegated().assignment, assigneeName: 'Bob', status: 'accepted' } }),
    });
    const { user, unmount } = renderPage();
    const banner = await screen.findByRole('region', { name: 'Welcome!' });
    const save = within(banner).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(within(banner).getByLabelText('Your name'), '  ');
    expect(save.disabled).toBe(true);
    await user.type(within(banner).getByLabelText('Your name'), 'Bob{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Welcome!' })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Profile Updated');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(await put!.json()).toEqual({ name: 'Bob' });
    unmount();
    // Shown once: the same link opened again does not ask again, even with no name saved.
    server.on(`GET ${PATH}`, { body: delegated() });
    renderPage();
    await screen.findByRole('heading', { name: 'Buy paint' });
    expect(screen.queryByRole('region', { name: 'Welcome!' })).toBeNull();
  });

  it('lets the banner be dismissed, and toasts a failed save', async () => {
    server.on(`PUT ${PATH}/assignee-name`, { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } });
    const { user } = renderPage();
    const banner = await screen.findByRole('region', { name: 'Welcome!' });
    await user.type(within(banner).getByLabelText('Your name'), 'Bob');
    await user.click(within(banner).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save your name', expect.anything()),
    );
    await user.click(within(banner).getByRole('button', { name: 'Dismiss the welcome' }));
    expect(screen.queryByRole('region', { name: 'Welcome!' })).toBeNull();
  });
});
