import { afterEach, describe, expect, it, vi } from 'vitest';

const SESSION = {
  session: { id: 's1', userId: 'u1', expiresAt: '2026-12-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
};

afterEach(() => vi.unstubAllGlobals());

describe('the session check', () => {
  it('sent at start-up is the one the first read takes; later reads ask again', async () => {
    vi.resetModules();
    const fetchMock = vi.fn(async () => Response.json(SESSION));
    vi.stubGlobal('fetch', fetchMock);
    const { getSession, startSessionCheck } = await import('./get-session');
    startSessionCheck();
    startSessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await getSession())?.user.id).toBe('u1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await getSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a start-up check that failed is reported by the first read, not as an unhandled rejection', async () => {
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { getSession, startSessionCheck } = await import('./get-session');
    startSessionCheck();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(getSession()).rejects.toBeTruthy();
  });
});
