import { describe, expect, it } from 'vitest';
import { compactStrategy, compactTask, recentChatHistory } from './ai-context';
import { AI_TITLE_MAX_LENGTH, CHAT_HISTORY_SENT } from './constants';

const task = {
  id: 't1',
  title: 'Позвонить маме',
  status: 'waiting' as const,
  type: 'task' as const,
  startDate: null,
  dueDate: '2026-11-25',
  importance: 2 as const,
  urgency: 1 as const,
  strategyId: null,
};

describe('AI context', () => {
  it('compacts a task to id, title, status, planned date and priorities', () => {
    expect(compactTask({ ...task, description: 'long text', comments: [] } as never)).toEqual({
      id: 't1',
      title: 'Позвонить маме',
      status: 'waiting',
      type: 'task',
      date: '2026-11-25',
      importance: 2,
      urgency: 1,
      strategyId: null,
    });
    expect(compactTask({ ...task, startDate: '2026-11-24' }).date).toBe('2026-11-24');
  });

  it('cuts long titles and descriptions on whole characters', () => {
    const long = compactTask({ ...task, title: '🙂'.repeat(AI_TITLE_MAX_LENGTH + 5) });
    expect([...long.title]).toHaveLength(AI_TITLE_MAX_LENGTH);
    expect(long.title.endsWith('…')).toBe(true);
    const strategy = compactStrategy({
      id: 's',
      name: 'Здоровье',
      description: 'x'.repeat(1000),
      priority: 3,
    });
    expect(strategy.description).toHaveLength(AI_TITLE_MAX_LENGTH * 2);
    expect(compactStrategy({ id: 's', name: ' A ', description: null, priority: 1 })).toEqual({
      id: 's',
      name: 'A',
      description: null,
      priority: 1,
    });
  });

  it(`keeps the last ${CHAT_HISTORY_SENT} chat messages, text only`, () => {
    const messages = Array.from({ length: 12 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `m${index}`,
      actions: [],
    }));
    const recent = recentChatHistory(messages);
    expect(recent).toHaveLength(CHAT_HISTORY_SENT);
    expect(recent[0]).toEqual({ role: 'user', content: 'm4' });
    expect(recent.at(-1)).toEqual({ role: 'assistant', content: 'm11' });
  });
});
