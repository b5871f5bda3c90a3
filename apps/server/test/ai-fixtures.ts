// Inputs and model answers shared by the AI provider tests.
import type { AiStrategyContext, AiTaskContext } from '@fokus/core';
import type { AiClock, AiLogger } from '../src/modules/ai/provider.js';

/** Monday 23 November 2026, 09:00 in UTC+03:00. */
export const CLOCK: AiClock = { now: new Date('2026-11-23T06:00:00.000Z'), timeZone: '+03:00' };

export const STRATEGY: AiStrategyContext = {
  id: '0193a000-0000-7000-8000-00000000a001',
  name: 'Здоровье',
  description: 'Сон, спорт, врачи',
  priority: 3,
};

/** A task as AI prompts see it: a plain waiting task, with any fields replaced. */
export function aiTask(id: string, title: string, fields: Partial<AiTaskContext> = {}): AiTaskContext {
  return {
    id,
    title,
    status: 'waiting',
    type: 'task',
    date: null,
    importance: 1,
    urgency: 1,
    strategyId: null,
    ...fields,
  };
}

export const TASKS: AiTaskContext[] = [
  aiTask('0193a000-0000-7000-8000-000000000001', 'Подготовить отчёт', {
    date: '2026-11-24',
    importance: 2,
    urgency: 2,
  }),
  aiTask('0193a000-0000-7000-8000-000000000002', 'Записаться к стоматологу', {
    status: 'inProgress',
    importance: 2,
    strategyId: STRATEGY.id,
  }),
  aiTask('0193a000-0000-7000-8000-000000000003', 'Купить корм коту'),
];

/** A good thoughts → tasks answer (the model's JSON). */
export const TASKS_ANSWER = {
  tasks: [
    {
      title: 'Купить молоко',
      description: '',
      priority: 'medium',
      category: 'покупки',
      deadline_text: 'завтра',
      deadline_date: '2026-11-24',
      estimated_time: '15 мин',
      subtasks: [{ title: 'Дойти до магазина', estimated_time: '10 мин', order: 1 }],
      tags: ['магазин'],
    },
    {
      title: 'Позвонить маме',
      description: '',
      priority: 'low',
      category: 'личное',
      deadline_text: 'none',
      deadline_date: null,
      estimated_time: '10 мин',
      subtasks: [],
      tags: [],
    },
  ],
};

/** A grouping answer in the short ids the model is shown (t1 … in the order of TASKS), plus a stranger. */
export const GROUPING_ANSWER = {
  strategy: 'by_energy',
  groups: [
    {
      id: 'g1',
      name: 'Фокус',
      color: 'red',
      tasks: ['t1', 't2', 't99'],
      priority: 'high',
      suggested_order: 1,
    },
    { id: 'g2', name: 'Лёгкое', color: 'green', tasks: ['t2', TASKS[0]?.id], priority: 'low' },
  ],
  ungrouped_tasks: ['t3'],
  efficiency_score: 140,
};

export const RECOMMENDATION_ANSWER = {
  recommended_strategy: 'by_priority',
  reasons: ['Есть срочные задачи'],
  alternatives: ['by_energy', 'nonsense'],
};

/** A chat answer: one action on t1 (kept), one on a task the model was never shown (dropped). */
export const CHAT_ANSWER = {
  message: 'Начните с отчёта 📄 Он срочный.',
  actions: [
    { type: 'complete_task', taskId: 't1' },
    { type: 'delete_task', taskId: 't42' },
    { type: 'assign_strategy', taskId: 't3', strategyId: 's1' },
    { type: 'create_task', taskData: { title: 'Выпить воды' } },
  ],
};

/** A log that keeps every line it is given, as text. */
export function captureLogger(): { logger: AiLogger; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    logger: { warn: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`) },
  };
}
