import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { createAppI18n } from './i18n';

function Broken(): never {
  throw new Error('boom');
}

function renderWithBoundary(resetKey: string, child: React.ReactNode) {
  return (
    <I18nextProvider i18n={createAppI18n('ru')}>
      <ErrorBoundary resetKey={resetKey}>{child}</ErrorBoundary>
    </I18nextProvider>
  );
}

describe('ErrorBoundary', () => {
  it("shows 'Произошла ошибка' with reload and go-home buttons", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(renderWithBoundary('/a', <Broken />));
    expect(screen.getByRole('heading', { name: 'Произошла ошибка' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'На главную' })).toBeTruthy();
  });

  it('renders the next page normally after navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(renderWithBoundary('/a', <Broken />));
    rerender(renderWithBoundary('/b', <p>next page</p>));
    expect(screen.getByText('next page')).toBeTruthy();
    expect(screen.queryByText('Произошла ошибка')).toBeNull();
  });
});
