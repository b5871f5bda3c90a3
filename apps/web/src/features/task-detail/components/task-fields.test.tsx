import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from '@/components/ui/calendar';
import { renderInLanguage } from '@/testing/render-in-language';
import { TaskDateField } from './task-date-field';
import { TaskPriorityFields } from './task-priority-fields';
import { TaskScheduleFields } from './task-schedule-fields';
import { TaskStrategySelect } from './task-strategy-select';

// Opening the calendar popover renders a month grid: slow on a busy machine.
describe('the task date', { timeout: 30_000 }, () => {
  it('picks a day in the calendar and sends it as YYYY-MM-DD', async () => {
    const onDateChange = vi.fn();
    const { user } = renderInLanguage(<TaskDateField date="2026-03-10" onDateChange={onDateChange} />);
    await user.click(screen.getByRole('button', { name: /^Дата: 10 марта 2026/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Календарь' });
    expect(within(calendar).getByText(/март 2026/i)).toBeTruthy();
    await user.click(within(calendar).getByRole('button', { name: /14 марта 2026/ }));
    expect(onDateChange).toHaveBeenCalledExactlyOnceWith('2026-03-14');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears the date, and shows "No date" without one', async () => {
    const onDateChange = vi.fn();
    const { user, rerender } = renderInLanguage(
      <TaskDateField date="2026-03-10" onDateChange={onDateChange} />,
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Remove date' }));
    expect(onDateChange).toHaveBeenCalledExactlyOnceWith(null);
    rerender(<TaskDateField date={null} onDateChange={onDateChange} />);
    expect(screen.getByRole('button', { name: /^Date: No date/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove date' })).toBeNull();
  });
});

describe('the calendar primitive', { timeout: 30_000 }, () => {
  const month = new Date(2026, 2, 1);
  const day = (name: RegExp) => screen.getByRole('button', { name });

  it('keeps a multiple selection within its min and max', async () => {
    const onSelect = vi.fn();
    const selected = [new Date(2026, 2, 2), new Date(2026, 2, 3)];
    const { user } = renderInLanguage(
      <Calendar
        mode="multiple"
        min={2}
        max={2}
        defaultMonth={month}
        selected={selected}
        onSelect={onSelect}
      />,
    );
    // At the minimum, a selected day cannot be removed.
    await user.click(day(/March 2nd, 2026/));
    expect(onSelect).not.toHaveBeenCalled();
    // At the maximum, a new day starts a new selection instead of growing past it.
    await user.click(day(/March 5th, 2026/));
    expect((onSelect.mock.calls[0]![0] as Date[]).map((date) => date.getDate())).toEqual([5]);
  });

  it('selects a range from its first day', async () => {
    const onSelect = vi.fn();
    const { user } = renderInLanguage(
      <Calendar
        mode="range"
        min={1}
        max={5}
        defaultMonth={month}
        selected={{ from: new Date(2026, 2, 2), to: undefined }}
        onSelect={onSelect}
      />,
    );
    await user.click(day(/March 4th, 2026/));
    const range = onSelect.mock.calls[0]![0] as { from: Date; to: Date };
    expect([range.from.getDate(), range.to.getDate()]).toEqual([2, 4]);
  });
});

describe('start time and duration', () => {
  it('saves each field when it is left, only when it changed', async () => {
    const onScheduleChange = vi.fn();
    const { user } = renderInLanguage(
      <TaskScheduleFields startTime="09:00" durationMinutes={30} onScheduleChange={onScheduleChange} />,
    );
    const duration = screen.getByRole('spinbutton', { name: 'Длительность, мин' });
    await user.click(duration);
    await user.tab();
    expect(onScheduleChange).not.toHaveBeenCalled();
    await user.clear(duration);
    await user.type(duration, '45{Enter}');
    expect(onScheduleChange).toHaveBeenCalledExactlyOnceWith({ durationMinutes: 45 });
    await user.clear(screen.getByLabelText('Время начала'));
    await user.tab();
    expect(onScheduleChange).toHaveBeenLastCalledWith({ startTime: null });
  });

  it('refuses a duration beyond a day', async () => {
    const onScheduleChange = vi.fn();
    const { user } = renderInLanguage(
      <TaskScheduleFields startTime={null} durationMinutes={null} onScheduleChange={onScheduleChange} />,
      'en',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Duration, min' }), '2000{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Duration not saved: at most 1440 minutes (one day)');
    expect(onScheduleChange).not.toHaveBeenCalled();
  });
});

describe('what the schedule fields cannot save', () => {
  it('says why a duration is refused and keeps it: not whole minutes', async () => {
    const onScheduleChange = vi.fn();
    const { user } = renderInLanguage(
      <TaskScheduleFields startTime={null} durationMinutes={30} onScheduleChange={onScheduleChange} />,
    );
    const duration = screen.getByRole('spinbutton', { name: 'Длительность, мин' }) as HTMLInputElement;
    await user.clear(duration);
    await user.type(duration, '1.5{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(
      'Длительность не сохранена: введите целое число минут от 0 до 1440',
    );
    expect(duration.getAttribute('aria-invalid')).toBe('true');
    expect(duration.value).toBe('1.5');
    expect(onScheduleChange).not.toHaveBeenCalled();
  });

  it('never clears a value because the browser could not read what was typed', async () => {
    const onScheduleChange = vi.fn();
    const { user } = renderInLanguage(
      <TaskScheduleFields startTime="09:00" durationMinutes={30} onScheduleChange={onScheduleChange} />,
      'en',
    );
    // A half-typed time and letters in a number field both read as '' with `validity.badInput` set.
    const time = screen.getByLabelText('Start time') as HTMLInputElement;
    const duration = screen.getByRole('spinbutton', { name: 'Duration, min' }) as HTMLInputElement;
    for (const field of [time, duration])
      Object.defineProperty(field, 'validity', { value: { badInput: true }, configurable: true });
    await user.clear(time);
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(
      'Start time not saved: enter hours and minutes, e.g. 09:30',
    );
    await user.clear(duration);
    await user.tab();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Start time not saved: enter hours and minutes, e.g. 09:30',
      'Duration not saved: enter whole minutes from 0 to 1440',
    ]);
    expect(onScheduleChange).not.toHaveBeenCalled();
  });
});

describe('importance and urgency', () => {
  it('shows the quadrant by core’s rule and reports a change', async () => {
    const onPriorityChange = vi.fn();
    const { user, rerender } = renderInLanguage(
      <TaskPriorityFields importance={1} urgency={1} onPriorityChange={onPriorityChange} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Квадрант: Не важно и не срочно — исключить');
    const importance = screen.getByRole('group', { name: 'Важность' });
    await user.click(within(importance).getByRole('radio', { name: 'Высокая' }));
    expect(onPriorityChange).toHaveBeenCalledExactlyOnceWith({ importance: 2 });
    rerender(<TaskPriorityFields importance={2} urgency={2} onPriorityChange={onPriorityChange} />);
    expect(screen.getByRole('status').textContent).toBe('Квадрант: Важно и срочно — сделать сейчас');
    rerender(<TaskPriorityFields importance={1} urgency={2} onPriorityChange={onPriorityChange} />);
    expect(screen.getByRole('status').getAttribute('data-quadrant')).toBe('delegate');
  });
});

describe('the strategy', () => {
  const strategies = [
    { id: 's1', name: 'Здоровье' },
    { id: 's2', name: 'Карьера' },
  ];

  it('lists the strategies passed in and reports the choice or none', async () => {
    const onStrategyChange = vi.fn();
    const { user } = renderInLanguage(
      <TaskStrategySelect strategyId="s1" strategies={strategies} onStrategyChange={onStrategyChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Стратегия' });
    expect((select as HTMLSelectElement).value).toBe('s1');
    await user.selectOptions(select, 'Карьера');
    expect(onStrategyChange).toHaveBeenLastCalledWith('s2');
    await user.selectOptions(select, 'Без стратегии');
    expect(onStrategyChange).toHaveBeenLastCalledWith(null);
  });

  it('says when the strategies are loading or failed', () => {
    const { rerender } = renderInLanguage(
      <TaskStrategySelect strategyId={null} strategies={undefined} isLoading onStrategyChange={vi.fn()} />,
    );
    expect(screen.getByText('Загружаем стратегии...')).toBeTruthy();
    rerender(
      <TaskStrategySelect strategyId={null} strategies={undefined} isError onStrategyChange={vi.fn()} />,
    );
    expect(screen.getByText('Не удалось загрузить стратегии')).toBeTruthy();
  });
});
