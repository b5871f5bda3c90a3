import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

let server: MockServer;

beforeEach(() => {
  server = mockServer();
});

async function openAuth(mode: 'sign-in' | 'sign-up' = 'sign-in') {
  const app = renderApp('/auth');
  await screen.findByRole('heading', { name: 'Вход в Fokus' });
  if (mode === 'sign-up') await app.user.click(screen.getByRole('tab', { name: 'Регистрация' }));
  const panel = screen.getByRole('tabpanel');
  return { ...app, panel };
}

describe('the auth form', () => {
  it('explains what is missing instead of sending an empty sign-in', async () => {
    const { user, panel } = await openAuth();
    await user.click(within(panel).getByRole('button', { name: 'Войти' }));
    expect(within(panel).getByText('Введите эл. почту')).toBeTruthy();
    expect(within(panel).getByText('Введите пароль')).toBeTruthy();
    expect(within(panel).getByLabelText('Эл. почта').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(panel).getByLabelText('Эл. почта'));
    expect(server.requests.some((r) => r.url.includes('/sign-in/'))).toBe(false);
  });

  it('checks the name, the e-mail shape and the password length on sign-up', async () => {
    const { user, panel } = await openAuth('sign-up');
    await user.type(within(panel).getByLabelText('Эл. почта'), 'ada.example.com');
    await user.type(within(panel).getByLabelText('Пароль'), 'short');
    await user.click(within(panel).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(within(panel).getByText('Введите имя')).toBeTruthy();
    expect(within(panel).getByText('Проверьте адрес: похоже, в нём опечатка')).toBeTruthy();
    expect(within(panel).getByText('Пароль должен быть не короче 8 символов')).toBeTruthy();
  });

  it('shows wrong credentials clearly', async () => {
    server.on('POST /api/auth/sign-in/email', {
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    const { user, panel } = await openAuth();
    await user.type(within(panel).getByLabelText('Эл. почта'), 'ada@example.com');
    await user.type(within(panel).getByLabelText('Пароль'), 'wrong password');
    await user.click(within(panel).getByRole('button', { name: 'Войти' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Неверная эл. почта или пароль');
  });

  it('says when the e-mail is already registered', async () => {
    server.on('POST /api/auth/sign-up/email', {
      status: 422,
      body: { code: 'USER_ALREADY_EXISTS', message: 'User already exists' },
    });
    const { user, panel } = await openAuth('sign-up');
    await user.type(within(panel).getByLabelText('Имя'), 'Ada');
    await user.type(within(panel).getByLabelText('Эл. почта'), 'ada@example.com');
    await user.type(within(panel).getByLabelText('Пароль'), 'long enough password');
    await user.click(within(panel).getByRole('button', { name: 'Зарегистрироваться' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('уже существует');
  });

  it('asks to wait when rate limited, and keeps the button disabled while the request runs', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    server.on('POST /api/auth/sign-in/email', () => new Promise((resolve) => (answer = resolve)));
    const { user, panel } = await openAuth();
    await user.type(within(panel).getByLabelText('Эл. почта'), 'ada@example.com');
    await user.type(within(panel).getByLabelText('Пароль'), 'a password');
    await user.click(within(panel).getByRole('button', { name: 'Войти' }));
    const pending = await within(panel).findByRole('button', { name: 'Входим...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    answer({ status: 429, body: { message: 'Too many requests' } });
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Слишком много попыток, попробуйте через минуту',
    );
    await waitFor(() =>
      expect((within(panel).getByRole('button', { name: 'Войти' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });
});
