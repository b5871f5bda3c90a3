import { describe, expect, it } from 'vitest';
import type { Strategy } from '../schemas/answers';
import { createStrategyInputSchema, updateStrategyInputSchema } from '../schemas/planning';
import { sortStrategies, strategyProgress, withKnownStrategies } from '../strategies';
import { overlayStrategies, type QueuedChange, type SyncChange } from './index';

const AT = new Date('2026-11-24T09:00:00.000Z');
const HEALTH = '019a0000-0000-7000-8000-000000000001';
const CAREER = '019a0000-0000-7000-8000-000000000002';
const FAMILY = '019a0000-0000-7000-8000-000000000003';

const queued = (change: SyncChange, index = 0): QueuedChange => ({
  change,
  at: AT,
  operationId: `op-${index}`,
});
const strategy = (id: string, name: string, priority: 1 | 2 | 3, createdAt = AT.toISOString()): Strategy => ({
  id,
  userId: 'u1',
  name,
  description: null,
  color: 'blue',
  priority,
  createdAt,
});

describe('overlayStrategies', () => {
  it('shows queued creates, edits and deletes, highest priority first', () => {
    const shown = overlayStrategies(
      [strategy(HEALTH, 'Здоровье', 2)],
      [
        queued({
          kind: 'createStrategy',
          input: { id: CAREER, name: 'Карьера', description: 'Рост', color: 'red', priority: 3 },
        }),
        queued({ kind: 'createStrategy', input: { id: CAREER, name: 'Дубль', color: 'red', priority: 1 } }),
        queued({ kind: 'updateStrategy', strategyId: HEALTH, input: { name: 'Сон', color: 'green' } }),
      ],
      'u1',
    );
    expect(
      shown.map(({ id, name, color, priority, description }) => ({ id, name, color, priority, description })),
    ).toEqual([
      { id: CAREER, name: 'Карьера', color: 'red', priority: 3, description: 'Рост' },
      { id: HEALTH, name: 'Сон', color: 'green', priority: 2, description: null },
    ]);
    const raised = overlayStrategies(
      shown,
      [queued({ kind: 'updateStrategy', strategyId: HEALTH, input: { priority: 3 } })],
      'u1',
    );
    // Equal priority: the older one first (the created one is stamped with its queue time, the same here → id).
    expect(raised.map((s) => s.id)).toEqual([HEALTH, CAREER]);
    expect(
      overlayStrategies(shown, [queued({ kind: 'deleteStrategy', strategyId: CAREER })], 'u1').map(
        (s) => s.id,
      ),
    ).toEqual([HEALTH]);
  });

  it('leaves the list untouched without changes of strategies', () => {
    const list = [strategy(HEALTH, 'Здоровье', 1)];
    expect(overlayStrategies(list, [queued({ kind: 'deleteTag', tagId: HEALTH })], 'u1')).toEqual(list);
  });
});

describe('sortStrategies', () => {
  it('orders by priority descending, then oldest first', () => {
    const list = [
      strategy(HEALTH, 'a', 1),
      strategy(CAREER, 'b', 3, '2026-11-24T10:00:00.000Z'),
      strategy(FAMILY, 'c', 3, '2026-11-23T10:00:00.000Z'),
    ];
    expect(sortStrategies(list).map((s) => s.id)).toEqual([FAMILY, CAREER, HEALTH]);
  });
});

describe('strategyProgress', () => {
  it('counts done of all and the time spent on a strategy’s tasks only', () => {
    const tasks = [
      { strategyId: HEALTH, status: 'completed' as const, totalTimeSpent: 600 },
      { strategyId: HEALTH, status: 'inProgress' as const, totalTimeSpent: 60 },
      { strategyId: HEALTH, status: 'waiting' as const },
      { strategyId: CAREER, status: 'completed' as const, totalTimeSpent: 9999 },
      { strategyId: null, status: 'completed' as const, totalTimeSpent: 5 },
    ];
    expect(strategyProgress(tasks, HEALTH)).toEqual({ done: 1, total: 3, timeSpent: 660, percent: 33 });
    expect(strategyProgress(tasks, FAMILY)).toEqual({ done: 0, total: 0, timeSpent: 0, percent: 0 });
  });
});

describe('withKnownStrategies', () => {
  it('reads a task of a strategy that is gone as unassigned', () => {
    const tasks = [
      { id: '1', strategyId: HEALTH },
      { id: '2', strategyId: CAREER },
      { id: '3', strategyId: null },
    ];
    expect(withKnownStrategies(tasks, new Set([HEALTH])).map((t) => t.strategyId)).toEqual([
      HEALTH,
      null,
      null,
    ]);
  });
});

describe('strategy request schemas', () => {
  it('trims the name, refuses an empty or too long one, and takes only the twelve colours and 1–3', () => {
    expect(createStrategyInputSchema.parse({ name: '  Здоровье ' })).toMatchObject({
      name: 'Здоровье',
      color: 'blue',
      priority: 2,
    });
    expect(createStrategyInputSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(createStrategyInputSchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(createStrategyInputSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
    expect(createStrategyInputSchema.safeParse({ name: 'x', description: 'd'.repeat(2001) }).success).toBe(
      false,
    );
    expect(createStrategyInputSchema.safeParse({ name: 'x', priority: 0 }).success).toBe(false);
    expect(updateStrategyInputSchema.safeParse({ color: 'gold' }).success).toBe(false);
    expect(updateStrategyInputSchema.parse({ description: null })).toEqual({ description: null });
    expect(updateStrategyInputSchema.safeParse({ userId: 'x' }).success).toBe(false);
  });
});
