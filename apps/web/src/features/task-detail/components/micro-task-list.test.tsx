import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MicroTaskList, type MicroTaskListProps } from './micro-task-list';
import { renderInLanguage } from './render-in-language';

const items = [
  { id: 'b', title: 'Второй шаг', completed: false, order: 2 },
  { id: 'a', title: 'Первый шаг', completed: true, order: 1 },
  { id: 'c', title: 'Третий шаг', completed: false, order: 3 },
];

function setup(props: Partial<MicroTaskListProps> = {}, language: 'ru' | 'en' = 'ru') {
  const handlers = {
    onAdd: vi.fn(),
    onToggle: vi.fn(),
    onRename: vi.fn(),
    onReorder: vi.fn(),
    onDelete: vi.fn(),
  };
  const result = renderInLanguage(<MicroTaskList items={items} {...handlers} {...props} />, language);
  return { ...result, ...handlers };
}

describe('micro-tasks', () => {
  it('lists the steps in their order with progress and the 5–10 minute hint', () => {
    setup();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Первый шаг', 'Второй шаг', 'Третий шаг']);
    expect(screen.getByText('Сделано 1 из 3')).toBeTruthy();
    expect(screen.getByText('Маленькие конкретные шаги по 5–10 минут')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Новая микрозадача' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Маленькие конкретные шаги по 5–10 минут').id,
    );
  });

  it('adds a trimmed step with Enter; Add is disabled while blank', async () => {
    const { user, onAdd } = setup();
    const add = screen.getByRole('button', { name: 'Добавить' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Новая микрозадача' });
    await user.type(input, '   {Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await user.type(input, '  Открыть ноутбук {Enter}');
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('Открыть ноутбук');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('checks and unchecks a step', async () => {
    const { user, onToggle } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Отметить «Второй шаг» выполненной' }));
    expect(onToggle).toHaveBeenLastCalledWith('b', true);
    await user.click(screen.getByRole('checkbox', { name: 'Отметить «Первый шаг» выполненной' }));
    expect(onToggle).toHaveBeenLastCalledWith('a', false);
  });

  it('renames a step in place, refusing an empty title, and Escape cancels', async () => {
    const { user, onRename } = setup();
    await user.click(screen.getByRole('button', { name: 'Переименовать «Второй шаг»' }));
    const field = screen.getByRole('textbox', { name: 'Название микрозадачи' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, '  {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Название шага не может быть пустым');
    await user.type(field, 'Шаг два{Enter}');
    expect(onRename).toHaveBeenCalledExactlyOnceWith('b', 'Шаг два');
    await user.click(screen.getByRole('button', { name: 'Переименовать «Третий шаг»' }));
    await user.keyboard('X{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Название микрозадачи' })).toBeNull();
    expect(onRename).toHaveBeenCalledOnce();
  });

  it('reorders with the up and down buttons, sending every id in the new order', async () => {
    const { user, onReorder } = setup();
    expect((screen.getByRole('button', { name: 'Поднять «Первый шаг»' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'Опустить «Третий шаг»' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Поднять «Третий шаг»' }));
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    await user.click(screen.getByRole('button', { name: 'Опустить «Первый шаг»' }));
    expect(onReorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
  });

  it('deletes a step', async () => {
    const { user, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Удалить «Третий шаг»' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('has empty, loading and error states in both languages', async () => {
    const onRetry = vi.fn();
    const { rerender, user, onAdd } = setup({ items: [] }, 'en');
    expect(screen.getByText('No steps yet. Break the task into small steps.')).toBeTruthy();
    const handlers = { onAdd, onToggle: vi.fn(), onRename: vi.fn(), onReorder: vi.fn(), onDelete: vi.fn() };
    rerender(<MicroTaskList items={undefined} isLoading {...handlers} />);
    expect(screen.getByRole('status').textContent).toBe('Loading micro-tasks...');
    rerender(<MicroTaskList items={undefined} isError onRetry={onRetry} {...handlers} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load micro-tasks');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
