import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProposalError, proposeTasks } from './propose-tasks';

const CONTEXT = { language: 'ru', timeZone: 'Europe/Moscow' } as const;
const DUMP = 'Завтра позвонить маме. Купить молоко и хлеб.';

const TASK = {
  title: 'Купить молоко',
  description: '',
  priority: 'low',
  deadline_text: 'сегодня',
  deadline_date: null,
  category: 'покупки',
  estimated_time: '10 мин',
  subtasks: [],
  tags: [],
  importance: 1,
  urgency: 1,
};

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

describe('proposeTasks', () => {
  it("online, the server's provider answers", async () => {
    const fetch = answer(200, { tasks: [TASK] });
    vi.stubGlobal('fetch', fetch);
    await expect(proposeTasks(DUMP, CONTEXT)).resolves.toEqual({ tasks: [TASK], source: 'server' });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/ai/thoughts-to-tasks');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      text: DUMP,
      language: 'ru',
      timeZone: 'Europe/Moscow',
    });
  });

  it('with no connection the built-in engine proposes on the device, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    setOnline(false);
    const proposal = await proposeTasks(DUMP, CONTEXT);
    expect(fetch).not.toHaveBeenCalled();
    expect(proposal.source).toBe('device');
    expect(proposal.tasks.map((task) => task.title)).toContain('Купить молоко и хлеб');
  }, 20_000);

  it('a request that gets no answer falls back to the engine too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const proposal = await proposeTasks(DUMP, CONTEXT);
    expect(proposal.source).toBe('device');
    expect(proposal.tasks.length).toBeGreaterThan(0);
  }, 20_000);

  it.each([
    [502, { code: 'AI_UNAVAILABLE', message: 'x' }, 'processing'],
    [504, { code: 'AI_TIMEOUT', message: 'x' }, 'processing'],
    [502, { code: 'AI_UNPARSABLE', message: 'x' }, 'unparsable'],
    [429, { code: 'RATE_LIMITED', message: 'x' }, 'rateLimited'],
    [400, { code: 'VALIDATION_ERROR', message: 'x' }, 'processing'],
    [200, { tasks: [{ title: 'no fields' }] }, 'unparsable'],
  ])('an answer %i %j is shown as %s, never second-guessed by the engine', async (status, body, reason) => {
    vi.stubGlobal('fetch', answer(status, body));
    const failure = await proposeTasks(DUMP, CONTEXT).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProposalError);
    expect((failure as ProposalError).reason).toBe(reason);
  });
});
