import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  mockServer();
});

/** The "selected status" line at the top of the screen. */
function selectedStatus(): string {
  const line = screen.getByText(/Сейчас выбран статус|Selected status/);
  return line.querySelector('[data-status]')?.getAttribute('data-status') ?? '';
}

describe('/status-test', () => {
  it('is public and compares the toggle (three sizes), the dropdown selectors and the pills', async () => {
    renderApp('/status-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Тест статусов' })).toBeTruthy();
    for (const name of ['Переключатель: Маленький', 'Переключатель: Средний', 'Переключатель: Большой']) {
      const group = screen.getByRole('radiogroup', { name });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.textContent),
      ).toEqual(['Ожидает', 'В работе', 'Завершена']);
    }
    expect(screen.getByRole('radiogroup', { name: 'Таблетки' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выпадающий список: Обычный: Ожидает' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выпадающий список: Компактный: Waiting' })).toBeTruthy();
    expect(selectedStatus()).toBe('waiting');
  });

  it('every control changes the one shared status', async () => {
    const { user } = renderApp('/status-test');
    await screen.findByRole('heading', { level: 1, name: 'Тест статусов' });

    const pills = screen.getByRole('radiogroup', { name: 'Таблетки' });
    await user.click(within(pills).getByRole('radio', { name: 'В работе' }));
    expect(selectedStatus()).toBe('inProgress');
    const large = screen.getByRole('radiogroup', { name: 'Переключатель: Большой' });
    expect(within(large).getByRole('radio', { name: 'В работе' }).getAttribute('aria-checked')).toBe('true');

    // The dropdown offers statuses the button pickers do not; they then show none as chosen.
    await user.click(screen.getByRole('button', { name: 'Выпадающий список: Обычный: В работе' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Запланирована/ }));
    expect(selectedStatus()).toBe('scheduled');
    expect(
      within(large)
        .getAllByRole('radio')
        .every((radio) => radio.getAttribute('aria-checked') === 'false'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Выпадающий список: Компактный: Scheduled' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Completed/ }));
    expect(selectedStatus()).toBe('completed');
  });

  it('shows the read-only pickers dimmed and unfocusable, the colours and unknown as waiting', async () => {
    renderApp('/status-test');
    await screen.findByRole('heading', { level: 1, name: 'Тест статусов' });
    const readOnly = screen.getByRole('region', { name: 'Только просмотр' });
    const groups = [
      within(readOnly).getByRole('radiogroup', { name: 'Только просмотр: Переключатель' }),
      within(readOnly).getByRole('radiogroup', { name: 'Только просмотр: Таблетки' }),
      within(readOnly).getByRole('group', { name: /Только просмотр: Обычный: Ожидает/ }),
      within(readOnly).getByRole('group', { name: /Только просмотр: Компактный: Waiting/ }),
    ];
    groups.forEach((group) => expect(group.getAttribute('aria-disabled')).toBe('true'));
    expect(within(readOnly).queryAllByRole('button')).toHaveLength(0);
    within(readOnly)
      .getAllByRole('radio')
      .forEach((radio) => expect((radio as HTMLButtonElement).disabled).toBe(true));

    const colours = screen.getByRole('region', { name: 'Цвета статусов' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ожидает', 'В работе', 'На паузе', 'Завершена', 'Отменена', 'Запланирована']);
    expect(within(colours).getByText('Неизвестный статус показывается как «Ожидает».')).toBeTruthy();
  });

  it('is complete in English', async () => {
    renderApp('/status-test', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Status test' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Toggle: Large' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Pills' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dropdown selector: Standard: Waiting' })).toBeTruthy();
    expect(screen.getByText('An unknown status is shown as “Waiting”.')).toBeTruthy();
  });
});
