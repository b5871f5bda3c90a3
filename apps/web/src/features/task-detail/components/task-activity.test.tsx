import type { Comment } from '@fokus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { ReportedTimeForm } from './reported-time-form';
import { TaskComments } from './task-comments';

const comments: Comment[] = [
  {
    id: '1',
    text: 'Первый',
    created_at: '2026-03-01T10:00:00.000Z',
    author_email: 'ada@example.com',
    author_name: 'Ада',
  },
  { id: '2', text: 'Второй', created_at: '2026-03-02T10:00:00.000Z', author_email: 'bob@example.com' },
];

describe('comments', () => {
  it('lists comments with their author', () => {
    renderInLanguage(<TaskComments comments={comments} onAdd={vi.fn()} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Ада');
    expect(items[0]?.textContent).toContain('Первый');
    expect(items[1]?.textContent).toContain('bob@example.com');
  });

  it('keeps Send disabled while the trimmed text is empty, sends the trimmed text and clears the box', async () => {
    let finish: () => void = () => {};
    const onAdd = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderInLanguage(<TaskComments comments={[]} onAdd={onAdd} />);
    expect(screen.getByText('Комментариев пока нет')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement;
    const box = screen.getByRole('textbox', { name: 'Новый комментарий' });
    await user.type(box, '   ');
    expect(send.disabled).toBe(true);
    await user.type(box, ' Готово ');
    expect(send.disabled).toBe(false);
    await user.click(send);
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('Готово');
    expect((screen.getByRole('button', { name: 'Отправляем...' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await screen.findByRole('button', { name: 'Отправить' });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('offline'))],
    ['resolves to null', () => Promise.resolve(null)],
    ['resolves to false', () => Promise.resolve(false)],
  ])('keeps the text when sending fails (the call %s)', async (_, failure) => {
    const onAdd = vi.fn(failure);
    const { user } = renderInLanguage(<TaskComments comments={[]} onAdd={onAdd} />, 'en');
    const box = screen.getByRole('textbox', { name: 'New comment' });
    await user.type(box, 'Note{Control>}{Enter}{/Control}');
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('Note');
    await screen.findByRole('button', { name: 'Send' });
    expect((box as HTMLTextAreaElement).value).toBe('Note');
  });
});

describe('comment length', () => {
  it('shows a counter as the limit nears and refuses a comment over it with the reason, keeping the text', async () => {
    const onAdd = vi.fn();
    const { user } = renderInLanguage(<TaskComments comments={[]} onAdd={onAdd} />, 'en');
    const box = screen.getByRole('textbox', { name: 'New comment' }) as HTMLTextAreaElement;
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await user.click(box);
    await user.paste('x'.repeat(4000));
    expect(screen.getByText('1000 characters left')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    await user.paste('x'.repeat(1001));
    expect(screen.getByRole('alert').textContent).toBe(
      'Too long: at most 5000 characters. Shorten it to save.',
    );
    expect(screen.getByText('1 character too many')).toBeTruthy();
    expect(send.disabled).toBe(true);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onAdd).not.toHaveBeenCalled();
    expect(box.value).toHaveLength(5001);
  });
});

describe('reported time', () => {
  it('shows the total and sends only the added seconds by core’s rule', async () => {
    const onReport = vi.fn();
    const { user } = renderInLanguage(
      <ReportedTimeForm totalSeconds={3 * 3600 + 5 * 60} onReport={onReport} />,
    );
    expect(screen.getByText('Всего: 3 ч 5 мин')).toBeTruthy();
    await user.type(screen.getByRole('spinbutton', { name: 'Часы' }), '1');
    await user.type(screen.getByRole('spinbutton', { name: 'Минуты' }), '30');
    await user.click(screen.getByRole('button', { name: 'Добавить время' }));
    expect(onReport).toHaveBeenCalledExactlyOnceWith(5400);
    expect((screen.getByRole('spinbutton', { name: 'Часы' }) as HTMLInputElement).value).toBe('');
  });

  it('refuses more than a week at once with the reason', async () => {
    const onReport = vi.fn();
    const { user } = renderInLanguage(<ReportedTimeForm totalSeconds={0} onReport={onReport} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Часы' }), '169');
    await user.click(screen.getByRole('button', { name: 'Добавить время' }));
    expect(screen.getByRole('alert').textContent).toBe('За один раз можно добавить не больше 168 часов');
    expect(onReport).not.toHaveBeenCalled();
    expect((screen.getByRole('spinbutton', { name: 'Часы' }) as HTMLInputElement).value).toBe('169');
  });

  it('keeps the hours and minutes when adding the time is refused', async () => {
    const onReport = vi.fn(() => Promise.resolve(false));
    const { user } = renderInLanguage(<ReportedTimeForm totalSeconds={0} onReport={onReport} />, 'en');
    await user.type(screen.getByRole('spinbutton', { name: 'Hours' }), '2');
    await user.type(screen.getByRole('spinbutton', { name: 'Minutes' }), '15{Enter}');
    expect(onReport).toHaveBeenCalledExactlyOnceWith(8100);
    await screen.findByRole('button', { name: 'Add time' });
    expect((screen.getByRole('spinbutton', { name: 'Hours' }) as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('spinbutton', { name: 'Minutes' }) as HTMLInputElement).value).toBe('15');
  });

  it('refuses nothing and out-of-range minutes', async () => {
    const onReport = vi.fn();
    const { user } = renderInLanguage(<ReportedTimeForm totalSeconds={0} onReport={onReport} />, 'en');
    expect(screen.getByText('Total: 0 h 0 min')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add time' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter how much time to add');
    await user.type(screen.getByRole('spinbutton', { name: 'Minutes' }), '75');
    await user.click(screen.getByRole('button', { name: 'Add time' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter whole hours and minutes (minutes up to 59)');
    expect(onReport).not.toHaveBeenCalled();
  });
});
