import {
  GROUP_COLORS,
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  GROUPING_STRATEGIES,
  normaliseGrouping,
  normaliseStrategyRecommendation,
  type AiTaskContext,
} from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { aiTask } from '../../test/fixtures.js';
import { groupTasksLocally, recommendStrategyLocally } from '../index.js';

const clock = { now: new Date('2026-11-23T09:00:00+03:00'), timeZone: 'Europe/Moscow' };

let counter = 0;
function task(title: string, fields: Partial<AiTaskContext> = {}): AiTaskContext {
  counter += 1;
  return aiTask(`t${counter}`, title, fields);
}

const TASKS: AiTaskContext[] = [
  task('Позвонить маме'),
  task('Позвонить в банк', { date: '2026-11-23' }),
  task('Ответить на письмо начальника', { importance: 2, urgency: 2 }),
  task('Подготовить отчёт для клиента', { importance: 2, urgency: 2, date: '2026-11-22' }),
  task('Обновить план проекта', { importance: 2 }),
  task('Купить продукты', { date: '2026-11-24' }),
  task('Заказать корм коту'),
  task('Забрать посылку на почте', { date: '2026-11-26' }),
  task('Пропылесосить квартиру'),
  task('Постирать шторы', { date: '2026-12-10' }),
  task('Вынести мусор', { urgency: 2 }),
  task('Записаться к стоматологу'),
  task('Сходить в спортзал'),
  task('Составить бюджет на декабрь', { status: 'inProgress' }),
  task('Старая задача', { status: 'completed' }),
];

describe('groupings by each strategy', () => {
  it.each(GROUPING_STRATEGIES)(
    '%s: groups of 2–6 open tasks with group colours, every task once',
    (strategy) => {
      const raw = groupTasksLocally(TASKS, strategy, clock);
      expect(raw.strategy).toBe(strategy);
      const ids = TASKS.map((item) => item.id);
      const seen = [...raw.groups.flatMap((group) => group.tasks), ...raw.ungrouped_tasks];
      expect([...seen].sort()).toEqual([...ids].sort());
      for (const group of raw.groups) {
        expect(group.tasks.length).toBeGreaterThanOrEqual(GROUP_SIZE_MIN);
        expect(group.tasks.length).toBeLessThanOrEqual(GROUP_SIZE_MAX);
        expect(GROUP_COLORS).toContain(group.color);
        expect(group.name).not.toBe('');
      }
      expect(raw.groups.map((group) => group.suggested_order)).toEqual(
        raw.groups.map((_, index) => index + 1),
      );
      expect(raw.ungrouped_tasks).toContain(TASKS[14]?.id); // completed: never grouped
      // Core's normaliser keeps everything the engine produced.
      const normalised = normaliseGrouping(raw, ids);
      expect(normalised.groups).toHaveLength(raw.groups.length);
      expect(normalised.strategy).toBe(strategy);
      expect(normalised.efficiencyScore).toBe(raw.efficiency_score);
    },
  );

  it('by_time puts overdue and today first, then tomorrow, this week, later, undated', () => {
    const raw = groupTasksLocally(TASKS, 'by_time', clock);
    const names = raw.groups.map((group) => group.name);
    expect(names[0]).toBe('Просрочено · Сегодня');
    const today = raw.groups.find((group) => group.name === 'Сегодня');
    expect(today === undefined || names.indexOf('Сегодня') < names.indexOf('Без даты')).toBe(true);
  });

  it('by_priority puts urgent-and-important first', () => {
    const raw = groupTasksLocally(TASKS, 'by_priority', clock);
    expect(raw.groups[0]?.name).toBe('Сделать сейчас');
    expect(raw.groups[0]?.priority).toBe('high');
    expect(raw.groups[0]?.tasks).toEqual([TASKS[2]?.id, TASKS[3]?.id]);
  });

  it('by_theme groups by category, by_context puts calls together', () => {
    const theme = groupTasksLocally(TASKS, 'by_theme', clock);
    expect(theme.groups.map((group) => group.name)).toContain('Работа');
    const context = groupTasksLocally(TASKS, 'by_context', clock);
    const calls = context.groups.find((group) => group.name === 'Звонки и сообщения');
    expect(calls?.tasks).toEqual(expect.arrayContaining([TASKS[0]?.id, TASKS[1]?.id]));
  });

  it('splits a bucket larger than six evenly', () => {
    const many = Array.from({ length: 8 }, (_, index) => task(`Call client number ${index + 1}`));
    const raw = groupTasksLocally(many, 'by_context', clock);
    expect(raw.groups.map((group) => group.tasks.length)).toEqual([4, 4]);
    expect(raw.groups[0]?.name).toBe('Calls and messages (1/2)');
  });

  it('names groups in the language asked for, else the titles’ language', () => {
    expect(groupTasksLocally(TASKS, 'by_theme', clock, 'fr').groups.map((group) => group.name)).toContain(
      'Travail',
    );
    const english = [task('Call mom'), task('Call the bank'), task('Email the landlord')];
    expect(groupTasksLocally(english, 'by_context', clock).groups[0]?.name).toBe('Calls and messages');
  });

  it('an empty list gives no groups', () => {
    expect(groupTasksLocally([], 'smart_batching', clock)).toEqual({
      strategy: 'smart_batching',
      groups: [],
      ungrouped_tasks: [],
      efficiency_score: 0,
    });
  });
});

describe('strategy recommendation', () => {
  it('many tasks with dates → by_time, saying how many', () => {
    const dated = [
      task('Отчёт', { date: '2026-11-23' }),
      task('Позвонить', { date: '2026-11-24' }),
      task('Купить хлеб', { date: '2026-11-25' }),
      task('Стирка', { date: '2026-11-26' }),
      task('Почитать'),
    ];
    const raw = recommendStrategyLocally(dated, clock);
    expect(raw.recommended_strategy).toBe('by_time');
    expect(raw.reasons[0]).toContain('4 из 5');
    expect(normaliseStrategyRecommendation(raw).recommendedStrategy).toBe('by_time');
  });

  it('several urgent-and-important tasks among others → by_priority', () => {
    const tasks = [
      task('Fix the checkout crash', { importance: 2, urgency: 2 }),
      task('Send the contract', { importance: 2, urgency: 2 }),
      task('Read a book'),
      task('Tidy the desk'),
    ];
    expect(recommendStrategyLocally(tasks, clock).recommended_strategy).toBe('by_priority');
  });

  it('many calls → by_context; errands → by_location', () => {
    const calls = [task('Call mom'), task('Call the bank'), task('Email Sarah'), task('Text Jake')];
    expect(recommendStrategyLocally(calls, clock).recommended_strategy).toBe('by_context');
    const errands = [
      task('Buy milk'),
      task('Pick up the parcel'),
      task('Buy stamps'),
      task('Return library books'),
    ];
    expect(recommendStrategyLocally(errands, clock).recommended_strategy).toBe('by_location');
  });

  it('no open tasks → smart_batching; alternatives never repeat the recommendation', () => {
    const raw = recommendStrategyLocally([task('Done', { status: 'completed' })], clock);
    expect(raw.recommended_strategy).toBe('smart_batching');
    expect(raw.reasons.length).toBeGreaterThan(0);
    const normalised = normaliseStrategyRecommendation(recommendStrategyLocally(TASKS, clock));
    expect(normalised.alternatives).not.toContain(normalised.recommendedStrategy);
    expect(normalised.reasons.length).toBeGreaterThan(0);
  });
});
