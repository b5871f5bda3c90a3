import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { makeTask } from '@/testing/tasks';
import { DelegatedTaskList, type DelegatedTaskListProps } from './delegated-task-list';

const DELEGATED = makeTask('t1', 'Buy paint', {
  isDelegated: true,
  assignment: {
    assignee_email: 'bob@example.com',
    assignee_name: 'Bob',
    status: 'completed',
    assigned_at: '2026-11-24T10:00:00.000Z',
  },
});

function renderList(props: Partial<DelegatedTaskListProps>) {
  return renderInLanguage(
    <DelegatedTaskList
      tasks={undefined}
      isLoading={false}
      isError={false}
      onRetry={() => undefined}
      onCancel={() => undefined}
      renderStatus={(status) => <span>{status}</span>}
      {...props}
    />,
    'en',
  );
}

describe('the delegated-tasks list', () => {
  it('announces loading', () => {
    renderList({ isLoading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading delegated tasks…');
  });

  it('says when the list could not be read, with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderList({ isError: true, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load delegated tasks');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when nothing is delegated', () => {
    renderList({ tasks: [] });
    expect(screen.getByText(/You have not delegated any task yet/)).toBeTruthy();
  });

  it('lists each task with its assignee and the delegation state, and cancels one', async () => {
    const onCancel = vi.fn();
    const { user } = renderList({ tasks: [DELEGATED], onCancel });
    const item = screen.getByTestId('delegated-task');
    expect(item.textContent).toContain('Buy paint');
    expect(item.textContent).toContain('Bob · bob@example.com');
    expect(item.textContent).toContain('Completed');
    await user.click(screen.getByRole('button', { name: 'Cancel delegation' }));
    expect(onCancel).toHaveBeenCalledWith('t1');
  });
});
