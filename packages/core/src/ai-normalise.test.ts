import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AI_TASK_CATEGORIES,
  DEFAULT_RECOMMENDATION_REASONS,
  normaliseAiTask,
  normaliseAiTasks,
  normaliseDeadlineDate,
  normaliseEfficiency,
  normaliseGrouping,
  normaliseStrategyRecommendation,
  parseAiCategory,
  parseAiPriority,
  priorityToImportanceUrgency,
  type AiSuggestedTask,
} from './ai-normalise';
import { GROUPING_STRATEGIES, isGroupingStrategy } from './grouping';
import { GROUP_COLORS } from './priority';

const NOW = new Date('2025-06-01T00:00:00.000Z');
const valid = { title: 'Buy milk', priority: 'high', deadline_text: 'today', category: 'покупки' };

describe('AI task fields', () => {
  it('maps priority words', () => {
    for (const word of ['high', 'HIGH', ' высокий ', 'срочно']) expect(parseAiPriority(word)).toBe('high');
    for (const word of ['medium', 'Средний', 'важно']) expect(parseAiPriority(word)).toBe('medium');
    for (const word of ['low', 'низкий', '', 3, null]) expect(parseAiPriority(word)).toBe('low');
  });

  it('maps priority to importance and urgency', () => {
    expect(priorityToImportanceUrgency('high')).toEqual({ importance: 2, urgency: 2 });
    expect(priorityToImportanceUrgency('medium')).toEqual({ importance: 2, urgency: 1 });
    expect(priorityToImportanceUrgency('low')).toEqual({ importance: 1, urgency: 1 });
  });

  it('knows the six categories and defaults to личное', () => {
    expect(AI_TASK_CATEGORIES).toEqual(['работа', 'дом', 'здоровье', 'личное', 'покупки', 'планирование']);
    expect(parseAiCategory('Работа')).toBe('работа');
    expect(parseAiCategory('спорт')).toBe('личное');
  });

  it('keeps a deadline only between now and one year ahead', () => {
    expect(normaliseDeadlineDate('2025-06-02', NOW)).toBe('2025-06-02T00:00:00.000Z');
    expect(normaliseDeadlineDate('2025-06-01T00:00:00Z', NOW)).toBe('2025-06-01T00:00:00.000Z');
    expect(normaliseDeadlineDate('2026-06-01T00:00:00Z', NOW)).toBe('2026-06-01T00:00:00.000Z');
    expect(normaliseDeadlineDate('2026-06-01T00:00:01Z', NOW)).toBeNull();
    expect(normaliseDeadlineDate('2025-05-31T23:59:59Z', NOW)).toBeNull();
    expect(normaliseDeadlineDate('tomorrow', NOW)).toBeNull();
    expect(normaliseDeadlineDate(20250602, NOW)).toBeNull();
    expect(normaliseDeadlineDate(' ', NOW)).toBeNull();
  });

  it.each([
    // now, the last instant kept, the first refused
    ['2025-01-15T08:30:00.000Z', '2026-01-15T08:30:00.000Z', '2026-01-15T08:30:00.001Z'],
    // A year that crosses 29 February 2024 has 366 days: all of them count.
    ['2023-03-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z', '2024-03-01T00:00:00.001Z'],
    ['2023-06-10T12:00:00.000Z', '2024-06-10T12:00:00.000Z', '2024-06-10T12:00:00.001Z'],
    // From 29 February the year ends on 28 February (the date does not exist; never more than a year).
    ['2024-02-29T12:00:00.000Z', '2025-02-28T12:00:00.000Z', '2025-02-28T12:00:00.001Z'],
    ['2028-02-29T23:59:59.999Z', '2029-02-28T23:59:59.999Z', '2029-03-01T00:00:00.000Z'],
    // 28 February before a leap year stays 28 February.
    ['2023-02-28T10:00:00.000Z', '2024-02-28T10:00:00.000Z', '2024-02-29T10:00:00.000Z'],
    ['2024-12-31T23:59:59.999Z', '2025-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z'],
  ])('from %s keeps deadlines up to %s and refuses %s', (now, last, refused) => {
    expect(normaliseDeadlineDate(last, new Date(now))).toBe(last);
    expect(normaliseDeadlineDate(now, new Date(now))).toBe(now);
    expect(normaliseDeadlineDate(refused, new Date(now))).toBeNull();
  });
});

describe('normaliseAiTask', () => {
  it('normalises a full item', () => {
    expect(
      normaliseAiTask(
        {
          ...valid,
          description: 'd',
          deadline_date: '2025-06-03',
          estimated_time: '30 мин',
          subtasks: [{ title: 'go', estimated_time: '5 мин', order: 2 }, 'pay', { title: '' }],
          tags: ['a', 'a', ' b ', 7, null],
        },
        NOW,
      ),
    ).toEqual({
      title: 'Buy milk',
      description: 'd',
      priority: 'high',
      deadline_text: 'today',
      deadline_date: '2025-06-03T00:00:00.000Z',
      category: 'покупки',
      estimated_time: '30 мин',
      subtasks: [
        { title: 'go', estimated_time: '5 мин', order: 2 },
        { title: 'pay', estimated_time: '', order: 2 },
      ],
      tags: ['a', 'b', '7'],
      importance: 2,
      urgency: 2,
    });
  });

  it('accepts camelCase keys', () => {
    const task = normaliseAiTask(
      { title: 't', priority: 'low', deadline_text: 'x', category: 'дом', estimated_time: 5 },
      NOW,
    );
    expect(task?.deadline_text).toBe('x');
    expect(task?.estimated_time).toBe('5');
  });

  it('cuts every text to its limit', () => {
    const long = 'я'.repeat(1000);
    const task = normaliseAiTask(
      {
        title: long,
        description: long,
        priority: 'medium',
        deadline_text: long,
        category: 'работа',
        estimated_time: long,
        tags: Array.from({ length: 9 }, (_, i) => `${i}${long}`),
        subtasks: Array.from({ length: 9 }, () => ({ title: long })),
      },
      NOW,
    );
    expect(task?.title).toHaveLength(100);
    expect(task?.description).toHaveLength(500);
    expect(task?.deadline_text).toHaveLength(50);
    expect(task?.estimated_time).toHaveLength(20);
    expect(task?.tags).toHaveLength(5);
    expect(task?.tags.every((tag) => tag.length === 20)).toBe(true);
    expect(task?.subtasks).toHaveLength(5);
    expect(task?.subtasks.every((subtask) => subtask.title.length === 80)).toBe(true);
  });

  it.each(['title', 'priority', 'deadline_text', 'category'])('drops an item missing %s', (key) => {
    expect(normaliseAiTask({ ...valid, [key]: '  ' }, NOW)).toBeNull();
    const { [key as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(normaliseAiTask(rest, NOW)).toBeNull();
  });
});

describe('normaliseAiTasks', () => {
  it('keeps at most 8 valid tasks from an array or {tasks}', () => {
    const items = [null, ...Array.from({ length: 12 }, (_, i) => ({ ...valid, title: `t${i}` }))];
    expect(normaliseAiTasks(items, NOW).map((task) => task.title)).toEqual([
      't0',
      't1',
      't2',
      't3',
      't4',
      't5',
      't6',
      't7',
    ]);
    expect(normaliseAiTasks({ tasks: [valid] }, NOW)).toHaveLength(1);
    expect(normaliseAiTasks('nope', NOW)).toEqual([]);
  });

  it('ignores inherited __proto__ fields', () => {
    const input: unknown = JSON.parse(
      '[{"__proto__":{"title":"x","priority":"high","deadline_text":"y","category":"дом"}}]',
    );
    expect(normaliseAiTasks(input, NOW)).toEqual([]);
  });

  it('never throws and stays within limits for any JSON input', () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object());
    const item = fc.oneof(
      fc.record(
        {
          title: field,
          description: field,
          priority: fc.oneof(field, fc.constantFrom('high', 'срочно', 'важно')),
          deadline_text: field,
          deadline_date: fc.oneof(
            field,
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          ),
          category: fc.oneof(field, fc.constantFrom(...AI_TASK_CATEGORIES)),
          estimated_time: field,
          tags: fc.oneof(field, fc.array(fc.string({ maxLength: 40 }), { maxLength: 30 })),
          subtasks: fc.oneof(field, fc.array(fc.record({ title: field, order: field }), { maxLength: 30 })),
          __proto__: field,
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const input = fc.oneof(
      fc.jsonValue(),
      fc.array(item, { maxLength: 40 }),
      fc.record({ tasks: fc.array(item, { maxLength: 40 }) }),
    );
    fc.assert(
      fc.property(input, (value) => {
        const tasks = normaliseAiTasks(value, NOW);
        expect(tasks.length).toBeLessThanOrEqual(8);
        tasks.forEach(assertWithinLimits);
      }),
      { numRuns: 300 },
    );
  });

  it('handles a huge array quickly', () => {
    const huge = Array.from({ length: 200_000 }, () => ({ title: 1 }));
    expect(normaliseAiTasks(huge, NOW)).toEqual([]);
  });
});

function assertWithinLimits(task: AiSuggestedTask): void {
  expect(task.title.length).toBeGreaterThan(0);
  expect(task.title.length).toBeLessThanOrEqual(100);
  expect(task.description.length).toBeLessThanOrEqual(500);
  expect(task.deadline_text.length).toBeGreaterThan(0);
  expect(task.deadline_text.length).toBeLessThanOrEqual(50);
  expect(task.estimated_time.length).toBeLessThanOrEqual(20);
  expect(task.tags.length).toBeLessThanOrEqual(5);
  task.tags.forEach((tag) => expect(tag.length).toBeLessThanOrEqual(20));
  expect(task.subtasks.length).toBeLessThanOrEqual(5);
  task.subtasks.forEach((subtask) => expect(subtask.title.length).toBeLessThanOrEqual(80));
  expect(AI_TASK_CATEGORIES).toContain(task.category);
  expect(['low', 'medium', 'high']).toContain(task.priority);
  if (task.deadline_date !== null) {
    const time = Date.parse(task.deadline_date);
    expect(time).toBeGreaterThanOrEqual(NOW.getTime());
    expect(time).toBeLessThanOrEqual(Date.parse('2026-06-01T00:00:00.000Z'));
  }
  expect(priorityToImportanceUrgency(task.priority)).toEqual({
    importance: task.importance,
    urgency: task.urgency,
  });
}

describe('normaliseGrouping', () => {
  const known = ['a', 'b', 'c', 'd'];

  it('keeps only known, non-duplicated ids and drops empty groups', () => {
    const result = normaliseGrouping(
      {
        strategy: 'by_energy',
        efficiency_score: 88,
        groups: [
          {
            id: 'g1',
            name: 'Morning',
            color: 'green',
            tasks: ['a', 'x', 'a', 'b'],
            priority: 'high',
            estimated_time: '1h',
            suggested_order: 2,
          },
          { id: 'g2', name: 'Dup', tasks: ['b', 'zzz'] },
          { name: 'Rest', tasks: ['c', 7], priority: 16, color: 'magenta' },
        ],
        ungrouped_tasks: ['nope'],
      },
      known,
    );
    expect(result).toEqual({
      strategy: 'by_energy',
      efficiencyScore: 88,
      groups: [
        {
          id: 'g1',
          name: 'Morning',
          description: '',
          color: 'green',
          tasks: ['a', 'b'],
          priority: 'high',
          estimated_time: '1h',
          suggested_order: 2,
        },
        {
          id: 'group-3',
          name: 'Rest',
          description: '',
          color: 'purple',
          tasks: ['c'],
          priority: 'high',
          estimated_time: '',
          suggested_order: 3,
        },
      ],
      ungroupedTasks: ['d'],
    });
  });

  it('defaults strategy to smart_batching and efficiency to 75, and clamps efficiency', () => {
    expect(normaliseGrouping({}, ['a'])).toEqual({
      strategy: 'smart_batching',
      groups: [],
      ungroupedTasks: ['a'],
      efficiencyScore: 75,
    });
    expect(normaliseGrouping({ strategy: 'by_vibes' }, []).strategy).toBe('smart_batching');
    expect(normaliseEfficiency(150)).toBe(100);
    expect(normaliseEfficiency(-3)).toBe(0);
    expect(normaliseEfficiency('42.6')).toBe(43);
    expect(normaliseEfficiency('')).toBe(75);
    expect(normaliseEfficiency(Number.NaN)).toBe(75);
    expect(normaliseEfficiency(null)).toBe(75);
  });

  it('reads group priority scores with the 16/9 thresholds', () => {
    const groups = normaliseGrouping(
      {
        groups: [
          { tasks: ['a'], priority: 9 },
          { tasks: ['b'], priority: 8 },
        ],
      },
      known,
    ).groups;
    expect(groups.map((group) => group.priority)).toEqual(['medium', 'low']);
  });

  it('puts every known id in exactly one place for any input', () => {
    const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 10 });
    const group = fc.record(
      {
        tasks: fc.oneof(fc.array(fc.string({ maxLength: 3 })), fc.jsonValue()),
        color: fc.string(),
        priority: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    const input = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          groups: fc.array(fc.oneof(group, fc.jsonValue()), { maxLength: 8 }),
          strategy: fc.jsonValue(),
          efficiency_score: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(ids, input, (knownIds, value) => {
        const result = normaliseGrouping(value, knownIds);
        const placed = [...result.groups.flatMap((g) => g.tasks), ...result.ungroupedTasks];
        expect([...placed].sort()).toEqual([...knownIds].sort());
        expect(
          result.groups.every(
            (g) => g.tasks.length > 0 && (GROUP_COLORS as readonly string[]).includes(g.color),
          ),
        ).toBe(true);
        expect(result.efficiencyScore).toBeGreaterThanOrEqual(0);
        expect(result.efficiencyScore).toBeLessThanOrEqual(100);
        expect(GROUPING_STRATEGIES).toContain(result.strategy);
      }),
      { numRuns: 300 },
    );
  });
});

describe('normaliseStrategyRecommendation', () => {
  it('keeps a valid recommendation', () => {
    expect(
      normaliseStrategyRecommendation({
        recommended_strategy: 'by_time',
        reasons: ['short tasks', ''],
        alternatives: ['by_time', 'by_energy', 'nope', 'by_energy'],
      }),
    ).toEqual({ recommendedStrategy: 'by_time', reasons: ['short tasks'], alternatives: ['by_energy'] });
    expect(normaliseStrategyRecommendation({ recommendedStrategy: 'by_theme' }).reasons).toEqual(
      DEFAULT_RECOMMENDATION_REASONS,
    );
  });

  it('falls back to smart_batching with default reasons', () => {
    expect(normaliseStrategyRecommendation('garbage')).toEqual({
      recommendedStrategy: 'smart_batching',
      reasons: [...DEFAULT_RECOMMENDATION_REASONS],
      alternatives: [],
    });
  });

  it('ignores an inherited __proto__ recommendation', () => {
    const input: unknown = JSON.parse('{"__proto__":{"recommended_strategy":"by_time"}}');
    expect(normaliseStrategyRecommendation(input).recommendedStrategy).toBe('smart_batching');
  });

  it('never throws and stays within limits for any JSON input', () => {
    const strategyLike = fc.oneof(fc.constantFrom(...GROUPING_STRATEGIES), fc.jsonValue());
    const reason = fc.oneof(fc.string({ maxLength: 800 }), fc.integer(), fc.jsonValue());
    const reasons = fc.oneof(
      fc.array(reason, { maxLength: 40 }),
      fc.record({ reasons: fc.array(reason, { maxLength: 40 }) }),
      fc.jsonValue(),
    );
    const alternatives = fc.oneof(
      fc.array(strategyLike, { maxLength: 20 }),
      fc.record({ alternatives: fc.array(strategyLike, { maxLength: 20 }) }),
      fc.jsonValue(),
    );
    const input = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          recommended_strategy: strategyLike,
          recommendedStrategy: strategyLike,
          reasons,
          alternatives,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(input, (value) => {
        const result = normaliseStrategyRecommendation(value);
        expect(GROUPING_STRATEGIES).toContain(result.recommendedStrategy);
        expect(result.reasons.length).toBeGreaterThan(0);
        expect(result.reasons.length).toBeLessThanOrEqual(5);
        for (const text of result.reasons) {
          expect(typeof text).toBe('string');
          expect(text).toBe(text.trim());
          expect(text.length).toBeGreaterThan(0);
          expect(text.length).toBeLessThanOrEqual(500);
        }
        expect(new Set(result.alternatives).size).toBe(result.alternatives.length);
        expect(result.alternatives).not.toContain(result.recommendedStrategy);
        for (const alternative of result.alternatives) expect(GROUPING_STRATEGIES).toContain(alternative);
        if (result.recommendedStrategy === 'smart_batching' && !isGroupingStrategy(ownRecommended(value))) {
          expect(result).toEqual({
            recommendedStrategy: 'smart_batching',
            reasons: [...DEFAULT_RECOMMENDATION_REASONS],
            alternatives: [],
          });
        }
      }),
      { numRuns: 500 },
    );
  });
});

/** The recommended strategy an input names as an own property (either spelling), if any. */
function ownRecommended(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  for (const key of ['recommended_strategy', 'recommendedStrategy']) {
    if (Object.hasOwn(value, key) && (value as Record<string, unknown>)[key] != null) {
      return (value as Record<string, unknown>)[key];
    }
  }
  return undefined;
}
