import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ThemeProvider } from '@/lib/theme';
import { Toaster } from './toaster';

/** Toasts in the page that are not on their way out. */
const liveToasts = () =>
  [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
    .filter((element) => element.dataset.removed !== 'true')
    .map((element) => element.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('the toaster', () => {
  it('keeps one toast at a time (spec §9): a new toast dismisses the older ones at once', async () => {
    vi.useFakeTimers();
    render(
      <ThemeProvider>
        <Toaster />
      </ThemeProvider>,
    );
    act(() => {
      toast.success('Задача создана');
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(liveToasts()).toEqual(['Задача создана']);
    act(() => {
      toast.error('Ошибка', { description: 'Не удалось удалить задачу' });
      toast.success('Комментарий добавлен');
    });
    // Far sooner than a toast's own 4 s: only the newest is left, the others were taken away.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(liveToasts()).toEqual(['Комментарий добавлен']);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
  });
});
