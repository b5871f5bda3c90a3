import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GROUP_COLORS,
  MIND_MAP_NODE_COLORS,
  QUADRANTS,
  QUADRANT_PRIORITY,
  STRATEGY_COLORS,
  STRATEGY_PRIORITY_WORDS,
  assistantUrgencyToLevel,
  energyLevel,
  energyScore,
  groupingPriority,
  isOnPriorityMatrix,
  isQuadrant,
  priorityMatrix,
  quadrantMove,
  quadrantOf,
  strategyPriorityFromWord,
  strategyPriorityToWord,
  toStrategyPriority,
  toPriorityLevel,
} from './priority';

describe('quadrants', () => {
  it('maps 2-2 do now, 2-1 schedule, 1-2 delegate, 1-1 exclude', () => {
    expect(quadrantOf(2, 2)).toBe('doNow');
    expect(quadrantOf(2, 1)).toBe('schedule');
    expect(quadrantOf(1, 2)).toBe('delegate');
    expect(quadrantOf(1, 1)).toBe('exclude');
  });

  it('round-trips through QUADRANT_PRIORITY', () => {
    for (const quadrant of QUADRANTS) {
      const { importance, urgency } = QUADRANT_PRIORITY[quadrant];
      expect(quadrantOf(importance, urgency)).toBe(quadrant);
    }
  });

  it('clamps out-of-range values onto 1–2', () => {
    expect(toPriorityLevel(5)).toBe(2);
    expect(toPriorityLevel(0)).toBe(1);
    expect(toPriorityLevel('2')).toBe(1);
    expect(quadrantOf(7, -3)).toBe('schedule');
  });
});

describe('energy level', () => {
  it('reads the 12/6 thresholds on 3 × importance × urgency', () => {
    expect([energyScore(2, 2), energyScore(2, 1), energyScore(1, 2), energyScore(1, 1)]).toEqual([
      12, 6, 6, 3,
    ]);
    expect(energyLevel(2, 2)).toBe('high');
    expect(energyLevel(2, 1)).toBe('medium');
    expect(energyLevel(1, 2)).toBe('medium');
    expect(energyLevel(1, 1)).toBe('low');
  });
});

describe('grouping priority', () => {
  it('is high at 16, medium at 9, else low', () => {
    expect(groupingPriority(16)).toBe('high');
    expect(groupingPriority(15.9)).toBe('medium');
    expect(groupingPriority(9)).toBe('medium');
    expect(groupingPriority(8)).toBe('low');
  });
});

describe('assistant urgency', () => {
  it('maps 6–10 to 2 and 1–5 to 1', () => {
    expect([1, 2, 3, 4, 5].map(assistantUrgencyToLevel)).toEqual([1, 1, 1, 1, 1]);
    expect([6, 7, 8, 9, 10].map(assistantUrgencyToLevel)).toEqual([2, 2, 2, 2, 2]);
  });
});

describe('strategy priority', () => {
  it('stores 1 low, 2 medium, 3 high and round-trips', () => {
    expect(STRATEGY_PRIORITY_WORDS).toEqual({ 1: 'low', 2: 'medium', 3: 'high' });
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>, (value) => {
        expect(strategyPriorityFromWord(strategyPriorityToWord(value))).toBe(value);
      }),
    );
    expect(strategyPriorityToWord(9)).toBe('low');
  });

  it.each([1, 2, 3] as const)('reads the stored value %i as itself', (value) => {
    expect(toStrategyPriority(value)).toBe(value);
  });

  it.each([0, -1, 4, 9, 2.5, Number.NaN, '2', null, undefined])(
    'reads an unknown stored value %j as low',
    (value) => {
      expect(toStrategyPriority(value)).toBe(1);
      expect(strategyPriorityToWord(value)).toBe('low');
    },
  );
});

describe('colours', () => {
  it('lists the spec colours', () => {
    expect(STRATEGY_COLORS).toEqual([
      'blue',
      'green',
      'purple',
      'orange',
      'red',
      'pink',
      'yellow',
      'cyan',
      'indigo',
      'teal',
      'lime',
      'amber',
    ]);
    expect(GROUP_COLORS).toEqual(['blue', 'green', 'purple', 'orange', 'red', 'yellow', 'gray']);
    expect(MIND_MAP_NODE_COLORS).toEqual([
      'default',
      'purple',
      'blue',
      'green',
      'yellow',
      'red',
      'pink',
      'indigo',
    ]);
  });
});

describe('the priority matrix', () => {
  const task = (
    id: string,
    importance: number,
    urgency: number,
    fields: { status?: string; type?: string } = {},
  ) => ({
    id,
    importance,
    urgency,
    status: fields.status ?? 'waiting',
    type: fields.type ?? 'task',
  });

  it('puts each open task in its quadrant, keeping the order given', () => {
    const matrix = priorityMatrix([
      task('a', 2, 2),
      task('b', 2, 1),
      task('c', 1, 2),
      task('d', 1, 1),
      task('e', 2, 2, { status: 'inProgress' }),
      task('f', 9, 0, { status: 'paused' }),
    ]);
    expect(Object.fromEntries(QUADRANTS.map((q) => [q, matrix.quadrants[q].map((t) => t.id)]))).toEqual({
      doNow: ['a', 'e'],
      schedule: ['b', 'f'],
      delegate: ['c'],
      exclude: ['d'],
    });
    expect(matrix.completed).toEqual([]);
  });

  it('sets completed tasks apart and leaves ideas out', () => {
    const matrix = priorityMatrix([
      task('done', 2, 2, { status: 'completed' }),
      task('idea', 2, 2, { type: 'idea' }),
      task('open', 2, 2),
    ]);
    expect(matrix.quadrants.doNow.map((t) => t.id)).toEqual(['open']);
    expect(matrix.completed.map((t) => t.id)).toEqual(['done']);
    expect(isOnPriorityMatrix(task('x', 1, 1, { status: 'completed' }))).toBe(false);
    expect(isOnPriorityMatrix(task('x', 1, 1, { type: 'idea' }))).toBe(false);
    expect(isOnPriorityMatrix(task('x', 1, 1, { status: 'cancelled' }))).toBe(true);
  });

  it('places every open task in exactly one quadrant', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            importance: fc.integer({ min: -3, max: 5 }),
            urgency: fc.integer({ min: -3, max: 5 }),
          }),
        ),
        (levels) => {
          const tasks = levels.map((l, i) => task(String(i), l.importance, l.urgency));
          const matrix = priorityMatrix(tasks);
          const placed = QUADRANTS.flatMap((q) => matrix.quadrants[q]);
          expect(placed).toHaveLength(tasks.length);
          for (const q of QUADRANTS)
            for (const t of matrix.quadrants[q]) expect(quadrantOf(t.importance, t.urgency)).toBe(q);
        },
      ),
    );
  });

  it("moves a task by setting the target quadrant's importance and urgency", () => {
    expect(quadrantMove({ importance: 2, urgency: 1 }, 'doNow')).toEqual({ importance: 2, urgency: 2 });
    expect(quadrantMove({ importance: 2, urgency: 2 }, 'exclude')).toEqual({ importance: 1, urgency: 1 });
    expect(quadrantMove({ importance: 1, urgency: 1 }, 'delegate')).toEqual({ importance: 1, urgency: 2 });
  });

  it('changes nothing when a task is dropped where it already is', () => {
    expect(quadrantMove({ importance: 2, urgency: 1 }, 'schedule')).toBeNull();
    expect(quadrantMove({ importance: 7, urgency: 0 }, 'schedule')).toBeNull();
  });

  it('recognises quadrant names only', () => {
    expect(QUADRANTS.every(isQuadrant)).toBe(true);
    expect(isQuadrant('later')).toBe(false);
    expect(isQuadrant(2)).toBe(false);
  });
});
