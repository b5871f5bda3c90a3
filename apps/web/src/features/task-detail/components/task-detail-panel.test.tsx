import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTask } from '@/testing/tasks';
import { renderInLanguage } from '@/testing/render-in-language';
import { TaskDetailPanel } from './task-detail-panel';

const task = makeTask('0190a0a0-0000-7000-8000-000000000001', 'Подготовить отчёт', {
  status: 'inProgress',
  dueDate: '2026-04-01',
  startTime: '10:00',
  durationMinutes: 60,
  importance: 2,
  totalTimeSpent: 1800,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const noMicroTasks = {
  items: [],
  onAdd: vi.fn(),
  onToggle: vi.fn(),
  onRename: vi.fn(),
  onReorder: vi.fn(),
  onDelete: vi.fn(),
};

describe('the task detail panel', () => {
  it('shows loading, error and nothing-selected states', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = renderInLanguage(
      <TaskDetailPanel task={undefined} isLoading microTasks={noMicroTasks} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Загружаем задачу...');
    rerender(<TaskDetailPanel task={undefined} isError onRetry={onRetry} microTasks={noMicroTasks} />);
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить задачу');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<TaskDetailPanel task={undefined} microTasks={noMicroTasks} />);
    expect(screen.getByText('Выберите задачу, чтобы увидеть подробности')).toBeTruthy();
  });

  it('shows every field of the task and turns each edit into one patch', async () => {
    const onUpdate = vi.fn();
    const onReportTime = vi.fn();
    const { user } = renderInLanguage(
      <TaskDetailPanel
        task={task}
        strategies={[{ id: 's1', name: 'Карьера' }]}
        microTasks={noMicroTasks}
        onUpdate={onUpdate}
        onStatusChange={vi.fn()}
        onDelete={vi.fn()}
        onReportTime={onReportTime}
        onAddComment={vi.fn()}
        headerActions={<button type="button">MVD</button>}
      />,
    );
    expect(screen.getByRole('article', { name: 'Подробности задачи' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Статус: В работе' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Дата: 1 апреля 2026/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'MVD' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Важно, не срочно — запланировать');
    expect(screen.getByText('Всего: 0 ч 30 мин')).toBeTruthy();

    const title = screen.getByRole('textbox', { name: 'Название задачи' });
    await user.type(title, '!{Enter}');
    expect(onUpdate).toHaveBeenLastCalledWith({ title: 'Подготовить отчёт!' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Стратегия' }), 'Карьера');
    expect(onUpdate).toHaveBeenLastCalledWith({ strategyId: 's1' });
    await user.click(screen.getByRole('radio', { name: 'Высокая', checked: false }));
    expect(onUpdate).toHaveBeenLastCalledWith({ urgency: 2 });
    await user.type(screen.getByRole('spinbutton', { name: 'Минуты' }), '15{Enter}');
    expect(onReportTime).toHaveBeenCalledExactlyOnceWith(900);
  });

  it('is read-only where no handler is given', () => {
    renderInLanguage(<TaskDetailPanel task={task} microTasks={noMicroTasks} />, 'en');
    expect(screen.getByRole('button', { name: 'Status (read only): In progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add time' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New comment' })).toBeNull();
  });
});
