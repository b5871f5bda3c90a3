import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { TaskReminderSelect } from './task-reminder-select';

describe('the task reminder select', () => {
  it('offers none, at the start and 5 to 60 minutes before, and saves the choice', async () => {
    const onReminderChange = vi.fn();
    const { user } = renderInLanguage(
      <TaskReminderSelect
        startDate="2026-03-10"
        startTime="09:30"
        reminderMinutes={null}
        onReminderChange={onReminderChange}
      />,
      'en',
    );
    const select = screen.getByRole('combobox', { name: 'Reminder' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No reminder',
      'At the start',
      '5 min before the start',
      '10 min before the start',
      '15 min before the start',
      '30 min before the start',
      '60 min before the start',
    ]);
    await user.selectOptions(select, '15 min before the start');
    expect(onReminderChange).toHaveBeenLastCalledWith(15);
    await user.selectOptions(select, 'At the start');
    expect(onReminderChange).toHaveBeenLastCalledWith(0);
  });

  it('clears a reminder, in Russian too', async () => {
    const onReminderChange = vi.fn();
    const { user } = renderInLanguage(
      <TaskReminderSelect
        startDate="2026-03-10"
        startTime="09:30"
        reminderMinutes={30}
        onReminderChange={onReminderChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Напоминание' });
    expect((select as HTMLSelectElement).value).toBe('30');
    await user.selectOptions(select, 'Без напоминания');
    expect(onReminderChange).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('is disabled without a date or a start time, and says why', () => {
    const { rerender } = renderInLanguage(
      <TaskReminderSelect
        startDate={null}
        startTime="09:30"
        reminderMinutes={null}
        onReminderChange={vi.fn()}
      />,
      'en',
    );
    const select = screen.getByRole('combobox', { name: 'Reminder' });
    expect((select as HTMLSelectElement).disabled).toBe(true);
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('A reminder can be set once the task has a date and a start time.')).toBeTruthy();
    rerender(
      <TaskReminderSelect
        startDate="2026-03-10"
        startTime={null}
        reminderMinutes={5}
        onReminderChange={vi.fn()}
      />,
    );
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('5');
  });
});
