import type { DelegateTaskResponse, Task } from '@fokus/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { makeTask } from '@/testing/tasks';
import { DelegateDialog } from './delegate-dialog';
import { TaskDelegation } from './task-delegation';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('@/components/ui/toaster', () => ({ toast }));

const URL_OF_LINK = 'http://localhost:3000/shared-task/t1?token=secret';

function answer(emailQueued: boolean): DelegateTaskResponse {
  return {
    task: makeTask('t1', 'Buy paint') as Task,
    link: '/shared-task/t1?token=secret',
    url: URL_OF_LINK,
    emailQueued,
  };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('the delegate dialog', () => {
  it('requires a valid e-mail and sends it with the optional name and the interface language', async () => {
    const onDelegate = vi.fn(async () => answer(true));
    const { user } = renderInLanguage(
      <DelegateDialog open onOpenChange={() => undefined} onDelegate={onDelegate} />,
      'en',
    );
    await user.click(await screen.findByRole('button', { name: 'Delegate' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    await user.type(screen.getByLabelText('Assignee e-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(onDelegate).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Assignee e-mail'));
    await user.type(screen.getByLabelText('Assignee e-mail'), ' bob@example.com ');
    await user.type(screen.getByLabelText('Name (optional)'), 'Bob');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    await waitFor(() =>
      expect(onDelegate).toHaveBeenCalledWith({
        assigneeEmail: 'bob@example.com',
        assigneeName: 'Bob',
        language: 'en',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Task delegated', expect.anything());
    expect((screen.getByLabelText('Link for the assignee') as HTMLInputElement).value).toBe(URL_OF_LINK);
  });

  it("copies the link and shows 'Failed to send email automatically' when the e-mail did not go", async () => {
    const writeText = vi.fn(async () => undefined);
    const { user } = renderInLanguage(
      <DelegateDialog open onOpenChange={() => undefined} onDelegate={async () => answer(false)} />,
      'en',
    );
    // After user-event's setup, which puts its own clipboard in place.
    stubClipboard(writeText);
    await user.type(await screen.findByLabelText('Assignee e-mail'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to send email automatically', {
        description: 'The link is copied to the clipboard: send it to bob@example.com yourself.',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(URL_OF_LINK);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so when neither the e-mail nor the copy worked, and keeps the link on screen', async () => {
    const { user } = renderInLanguage(
      <DelegateDialog open onOpenChange={() => undefined} onDelegate={async () => answer(false)} />,
      'en',
    );
    stubClipboard(async () => {
      throw new Error('denied');
    });
    await user.type(await screen.findByLabelText('Assignee e-mail'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to send notification or copy link', expect.anything()),
    );
    expect((screen.getByLabelText('Link for the assignee') as HTMLInputElement).value).toBe(URL_OF_LINK);
  });

  it("shows 'Failed to delegate task' when the server refuses, keeping the form", async () => {
    const { user } = renderInLanguage(
      <DelegateDialog
        open
        onOpenChange={() => undefined}
        onDelegate={async () => {
          throw new Error('Not found');
        }}
      />,
      'en',
    );
    await user.type(await screen.findByLabelText('Assignee e-mail'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delegate task', expect.anything()),
    );
    expect((screen.getByLabelText('Assignee e-mail') as HTMLInputElement).value).toBe('bob@example.com');
  });
});

describe('the delegation section of the task detail', () => {
  it('shows the assignee and status, and cancels through the callback', async () => {
    const onCancel = vi.fn();
    const task = makeTask('t1', 'Buy paint', {
      isDelegated: true,
      assignment: {
        assignee_email: 'bob@example.com',
        assignee_name: 'Bob',
        status: 'accepted',
        assigned_at: '2026-11-24T10:00:00.000Z',
      },
    });
    const { user } = renderInLanguage(
      <TaskDelegation task={task} onDelegate={async () => answer(true)} onCancel={onCancel} />,
      'en',
    );
    expect(screen.getByTestId('delegation-assignee').textContent).toBe('Bob · bob@example.com');
    expect(screen.getByTestId('delegation-status').textContent).toBe('Accepted');
    await user.click(screen.getByRole('button', { name: 'Cancel delegation' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('offers Delegate when the task is not delegated', async () => {
    const { user } = renderInLanguage(
      <TaskDelegation
        task={makeTask('t1', 'Buy paint')}
        onDelegate={async () => answer(true)}
        onCancel={() => undefined}
      />,
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(await screen.findByRole('dialog', { name: 'Delegate task' })).toBeTruthy();
  });
});

describe('a new link for a delegated task', () => {
  it('opens the dialog with the current assignee, and sends a fresh delegation', async () => {
    const onDelegate = vi.fn(async () => answer(true));
    const task = makeTask('t1', 'Buy paint', {
      isDelegated: true,
      assignment: {
        assignee_email: 'bob@example.com',
        assignee_name: 'Bob',
        status: 'pending',
        assigned_at: '2026-11-24T10:00:00.000Z',
      },
    });
    const { user } = renderInLanguage(
      <TaskDelegation task={task} onDelegate={onDelegate} onCancel={() => undefined} />,
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'New link' }));
    expect(((await screen.findByLabelText('Assignee e-mail')) as HTMLInputElement).value).toBe(
      'bob@example.com',
    );
    expect((screen.getByLabelText('Name (optional)') as HTMLInputElement).value).toBe('Bob');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    await waitFor(() =>
      expect(onDelegate).toHaveBeenCalledWith({
        assigneeEmail: 'bob@example.com',
        assigneeName: 'Bob',
        language: 'en',
      }),
    );
  });
});

describe('delegating from the section', () => {
  it('keeps showing the new link when the task becomes delegated under the open dialog', async () => {
    const task = makeTask('t1', 'Buy paint');
    const delegatedTask = makeTask('t1', 'Buy paint', {
      isDelegated: true,
      assignment: {
        assignee_email: 'bob@example.com',
        assignee_name: null,
        status: 'pending',
        assigned_at: '2026-11-24T10:00:00.000Z',
      },
    });
    const onDelegate = vi.fn(async () => answer(true));
    const { user, rerender } = renderInLanguage(
      <TaskDelegation task={task} onDelegate={onDelegate} onCancel={() => undefined} />,
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    await user.type(await screen.findByLabelText('Assignee e-mail'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    await waitFor(() => expect(onDelegate).toHaveBeenCalled());
    rerender(<TaskDelegation task={delegatedTask} onDelegate={onDelegate} onCancel={() => undefined} />);
    expect(((await screen.findByLabelText('Link for the assignee')) as HTMLInputElement).value).toBe(
      URL_OF_LINK,
    );
  });
});
