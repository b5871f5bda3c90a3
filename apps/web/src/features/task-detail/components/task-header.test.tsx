import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteTaskButton } from './delete-task-button';
import { renderInLanguage } from '@/testing/render-in-language';
import { TaskStatusSelect } from './task-status-select';
import { TaskTitleField } from './task-title-field';

describe('the task title', () => {
  it('saves the trimmed title on Enter', async () => {
    const onRename = vi.fn();
    const { user } = renderInLanguage(<TaskTitleField title="Купить хлеб" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Название задачи' });
    await user.clear(input);
    await user.type(input, '  Купить молоко  {Enter}');
    expect(onRename).toHaveBeenCalledExactlyOnceWith('Купить молоко');
    expect((input as HTMLInputElement).value).toBe('Купить молоко');
  });

  it('refuses an empty title with the spec text and sends nothing', async () => {
    const onRename = vi.fn();
    const { user } = renderInLanguage(<TaskTitleField title="Task" onRename={onRename} />, 'en');
    const input = screen.getByRole('textbox', { name: 'Task title' });
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Task title cannot be empty');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.tab();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('restores the title on Escape and sends nothing when unchanged', async () => {
    const onRename = vi.fn();
    const { user } = renderInLanguage(<TaskTitleField title="Позвонить" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Название задачи' });
    await user.type(input, ' маме{Escape}');
    expect((input as HTMLInputElement).value).toBe('Позвонить');
    await user.tab();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('a 501-character title is refused in the field with the reason and keeps its text; a counter shows as the limit nears', async () => {
    const onRename = vi.fn();
    const { user } = renderInLanguage(<TaskTitleField title="Task" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Название задачи' }) as HTMLTextAreaElement;
    await user.clear(input);
    await user.paste('a'.repeat(399));
    expect(screen.queryByText(/Осталось символов/)).toBeNull();
    await user.paste('a');
    const counter = screen.getByText('Осталось символов: 100');
    expect(input.getAttribute('aria-describedby')).toContain(counter.parentElement!.id);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.paste('a'.repeat(101));
    expect(screen.getByRole('alert').textContent).toBe(
      'Слишком длинный текст: не больше 500 символов. Сократите его, чтобы сохранить.',
    );
    expect(screen.getByText('Лишних символов: 1')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(onRename).not.toHaveBeenCalled();
    expect(input.value).toHaveLength(501);
    // One character less and it saves.
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Enter}');
    expect(onRename).toHaveBeenCalledExactlyOnceWith('a'.repeat(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a title the server refused instead of putting the old one back over it', async () => {
    const onRename = vi.fn(() => Promise.resolve(false));
    const { user, rerender } = renderInLanguage(<TaskTitleField title="Старое" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Название задачи' }) as HTMLTextAreaElement;
    await user.clear(input);
    await user.type(input, 'Новое{Enter}');
    expect(onRename).toHaveBeenCalledExactlyOnceWith('Новое');
    // The list showed the change at once, then the refusal brought the saved title back.
    rerender(<TaskTitleField title="Новое" onRename={onRename} />);
    rerender(<TaskTitleField title="Старое" onRename={onRename} />);
    expect(input.value).toBe('Новое');
    // Esc gives the saved title back on purpose.
    input.focus();
    await user.keyboard('{Escape}');
    expect(input.value).toBe('Старое');
  });

  it('follows a title changed elsewhere', () => {
    const { rerender } = renderInLanguage(<TaskTitleField title="Старое" onRename={vi.fn()} />);
    rerender(<TaskTitleField title="Новое" onRename={vi.fn()} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Новое');
  });
});

describe('the status dropdown', () => {
  it('offers every status from any status and reports the choice', async () => {
    const onStatusChange = vi.fn();
    const { user } = renderInLanguage(
      <TaskStatusSelect status="completed" onStatusChange={onStatusChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Статус: Завершена' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ожидает',
      'В работе',
      'Приостановлена',
      'Завершена',
      'Отменена',
      'Запланирована',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Приостановлена' }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith('paused');
  });

  it('is read-only and dimmed without a change handler, and shows an unknown status as waiting', async () => {
    const { user } = renderInLanguage(<TaskStatusSelect status="bogus" />, 'en');
    const button = screen.getByRole('button', { name: 'Status (read only): Waiting' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.className).toContain('opacity-60');
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('deleting a task', () => {
  it('asks for confirmation and deletes only after it', async () => {
    const onDelete = vi.fn();
    const { user } = renderInLanguage(<DeleteTaskButton taskTitle="Отчёт" onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Удалить задачу' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить задачу?' });
    expect(dialog.textContent).toContain('«Отчёт»');
    // Cancel has the focus, so Enter cannot delete by accident.
    expect(document.activeElement?.textContent).toBe('Отмена');
    await user.keyboard('{Escape}');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Удалить задачу' }));
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
