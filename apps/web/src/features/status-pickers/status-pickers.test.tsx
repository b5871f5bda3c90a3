import { TASK_STATUSES, type TaskStatus } from '@fokus/core';
import { COMPACT_STATUS_DESCRIPTIONS_RU } from './status-appearance';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '@/app/i18n';
import { StatusBadge, StatusPills, StatusSelect, StatusToggle } from '.';

function renderIn(ui: ReactElement, language: 'ru' | 'en' = 'ru') {
  const user = userEvent.setup();
  render(<I18nextProvider i18n={createAppI18n(language)}>{ui}</I18nextProvider>);
  return { user };
}

/** A toggle that keeps its own status, as a screen would. */
function ControlledToggle({ initial, onChange }: { initial: TaskStatus; onChange: (s: TaskStatus) => void }) {
  const [status, setStatus] = useState<TaskStatus>(initial);
  return (
    <StatusToggle
      value={status}
      onChange={(next) => {
        setStatus(next);
        onChange(next);
      }}
    />
  );
}

function radioNames(group: HTMLElement): string[] {
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.textContent ?? '');
}

describe('StatusBadge', () => {
  it.each([
    ['waiting', 'Ожидает', 'amber'],
    ['inProgress', 'В работе', 'blue'],
    ['paused', 'На паузе', 'gray'],
    ['completed', 'Завершена', 'green'],
    ['cancelled', 'Отменена', 'red'],
    ['scheduled', 'Запланирована', 'purple'],
  ])('shows %s as "%s" in %s', (status, name, colour) => {
    renderIn(<StatusBadge status={status} />);
    const badge = screen.getByText(name);
    expect(badge.className).toContain(`bg-${colour}-50`);
  });

  it.each([['archived'], [null], [undefined], ['']])('shows an unknown status (%s) as waiting', (status) => {
    renderIn(<StatusBadge status={status} />);
    expect(screen.getByText('Ожидает').getAttribute('data-status')).toBe('waiting');
  });

  it('is translated', () => {
    renderIn(<StatusBadge status="inProgress" />, 'en');
    expect(screen.getByText('In progress')).toBeTruthy();
  });
});

describe('StatusToggle (the three-button picker)', () => {
  it.each(['sm', 'md', 'lg'] as const)(
    'offers only waiting, in progress and completed in size %s',
    (size) => {
      renderIn(<StatusToggle size={size} value="waiting" onChange={() => {}} />);
      const group = screen.getByRole('radiogroup', { name: 'Статус задачи' });
      expect(radioNames(group)).toEqual(['Ожидает', 'В работе', 'Завершена']);
      expect(screen.getByRole('radio', { name: 'Ожидает' }).getAttribute('aria-checked')).toBe('true');
    },
  );

  it('reports a click on another status', async () => {
    const onChange = vi.fn();
    const { user } = renderIn(<StatusToggle value="waiting" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Завершена' }));
    expect(onChange).toHaveBeenCalledWith('completed');
  });

  it('does not report the status it already has', async () => {
    const onChange = vi.fn();
    const { user } = renderIn(<StatusToggle value="inProgress" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'В работе' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is one tab stop, and the arrow keys change the status', async () => {
    const onChange = vi.fn();
    const { user } = renderIn(<ControlledToggle initial="inProgress" onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'В работе' }));
    // Radix moves focus on the next tick and checks the radio only while the arrow key is down,
    // as in a browser, so the key is held until the change arrives.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('completed'));
    await user.keyboard('{/ArrowRight}{ArrowLeft>}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('inProgress'));
    await user.keyboard('{/ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'В работе' }).getAttribute('aria-checked')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows an unknown status as waiting', () => {
    renderIn(<StatusToggle value="something-else" onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Ожидает' }).getAttribute('aria-checked')).toBe('true');
  });

  it('without a change handler is read-only: dimmed, aria-disabled and not focusable', async () => {
    const { user } = renderIn(
      <>
        <StatusToggle value="completed" />
        <button type="button">after</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Статус задачи' });
    expect(group.getAttribute('aria-disabled')).toBe('true');
    expect(group.className).toContain('opacity-60');
    expect(screen.getByRole('radio', { name: 'Завершена' }).getAttribute('aria-checked')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
  });
});

describe('StatusPills', () => {
  it('offers the three main statuses and changes with a click', async () => {
    const onChange = vi.fn();
    const { user } = renderIn(<StatusPills value="completed" onChange={onChange} />, 'en');
    const group = screen.getByRole('radiogroup', { name: 'Task status' });
    expect(radioNames(group)).toEqual(['Waiting', 'In progress', 'Completed']);
    await user.click(screen.getByRole('radio', { name: 'Waiting' }));
    expect(onChange).toHaveBeenCalledWith('waiting');
  });

  it('without a change handler is read-only', () => {
    renderIn(<StatusPills value="waiting" />);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-disabled')).toBe('true');
    within(group)
      .getAllByRole('radio')
      .forEach((radio) => expect((radio as HTMLButtonElement).disabled).toBe(true));
  });
});

describe('StatusSelect (the dropdown picker)', () => {
  it('offers every status from any status, and reports the choice', async () => {
    const onChange = vi.fn();
    const { user } = renderIn(<StatusSelect value="completed" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Статус задачи: Завершена' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items).toHaveLength(TASK_STATUSES.length);
    expect(screen.getByRole('menuitemradio', { name: /Завершена/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: /Отменена/ }));
    expect(onChange).toHaveBeenCalledWith('cancelled');
  });

  it('works with the keyboard: Enter opens, arrows move, Enter chooses', async () => {
    const onChange = vi.fn();
    const { user } = renderIn(<StatusSelect value="waiting" onChange={onChange} />, 'en');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Task status: Waiting' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // The menu focuses the first item on open; two steps down is paused (core's picker order).
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('paused' satisfies TaskStatus);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('compact: fixed English names with the Russian descriptions, in either language', async () => {
    const { user } = renderIn(<StatusSelect variant="compact" value="scheduled" onChange={() => {}} />, 'en');
    const trigger = screen.getByRole('button', { name: 'Task status: Scheduled' });
    await user.click(trigger);
    await screen.findByRole('menu');
    for (const status of TASK_STATUSES) {
      expect(screen.getByText(COMPACT_STATUS_DESCRIPTIONS_RU[status]).getAttribute('lang')).toBe('ru');
    }
    expect(screen.getByText('In Progress').getAttribute('lang')).toBe('en');
  });

  it('compact keeps English names in the Russian interface', async () => {
    const { user } = renderIn(<StatusSelect variant="compact" value="paused" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Статус задачи: Paused' }));
    expect(
      await screen.findByRole('menuitemradio', { name: /Waiting\s*Задача ожидает выполнения/ }),
    ).toBeTruthy();
  });

  it('without a change handler is a dimmed, read-only display that takes no focus', async () => {
    const { user } = renderIn(<StatusSelect value="inProgress" />);
    const display = screen.getByRole('group', { name: 'Статус задачи: В работе (только просмотр)' });
    expect(display.getAttribute('aria-disabled')).toBe('true');
    expect(display.className).toContain('opacity-60');
    expect(screen.queryByRole('button')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows an unknown status as waiting', () => {
    renderIn(<StatusSelect value={undefined} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Статус задачи: Ожидает' })).toBeTruthy();
  });
});

describe('compact picker texts', () => {
  it('has the Russian descriptions verbatim (spec §4) and an English name per status', async () => {
    const { COMPACT_STATUS_NAMES_EN } = await import('./status-appearance');
    expect(COMPACT_STATUS_DESCRIPTIONS_RU).toEqual({
      waiting: 'Задача ожидает выполнения',
      inProgress: 'Задача в работе',
      paused: 'Задача приостановлена',
      completed: 'Задача завершена',
      cancelled: 'Задача отменена',
      scheduled: 'Задача запланирована',
    });
    expect(Object.keys(COMPACT_STATUS_NAMES_EN)).toEqual([...TASK_STATUSES]);
  });
});
