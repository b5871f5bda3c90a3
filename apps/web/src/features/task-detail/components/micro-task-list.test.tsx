import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MicroTaskList, type MicroTaskListProps } from './micro-task-list';
import { renderInLanguage } from '@/testing/render-in-language';

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

  it('refuses a step over the limit with the reason and keeps the typed text until the step is accepted', async () => {
    let accept: (answer: boolean) => void = () => {};
    const onAdd = vi.fn(() => new Promise<boolean>((resolve) => (accept = resolve)));
    const { user } = setup({ onAdd }, 'en');
    const input = screen.getByRole('textbox', { name: 'New micro-task' }) as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    await user.click(input);
    await user.paste('s'.repeat(501));
    expect(screen.getByRole('alert').textContent).toBe(
      'Too long: at most 500 characters. Shorten it to save.',
    );
    expect(add.disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'Open the laptop{Enter}');
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('Open the laptop');
    // Not accepted yet: the text stays.
    expect(input.value).toBe('Open the laptop');
    accept(false);
    await waitFor(() => expect(add.disabled).toBe(false));
    expect(input.value).toBe('Open the laptop');
    await user.keyboard('{Enter}');
    accept(true);
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('keeps a rename open with the typed title when it is refused', async () => {
    const onRename = vi.fn(() => Promise.resolve(false));
    const { user } = setup({ onRename });
    await user.click(screen.getByRole('button', { name: 'Переименовать «Второй шаг»' }));
    const field = screen.getByRole('textbox', { name: 'Название микрозадачи' }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'Шаг два{Enter}');
    expect(onRename).toHaveBeenCalledExactlyOnceWith('b', 'Шаг два');
    expect(screen.getByRole('textbox', { name: 'Название микрозадачи' })).toBe(field);
    expect(field.value).toBe('Шаг два');
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
