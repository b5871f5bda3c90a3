// What each LLM prompt sends (spec §7, issue 6 point 3), and its size for a user with 200 tasks and 10
// strategies: printed, recorded in docs/benchmarks.md ('AI prompt size'), and held under a ceiling here.
import {
  GROUPING_STRATEGIES,
  compactStrategy,
  compactTask,
  type AiStrategyContext,
  type AiTaskContext,
  type Task,
} from '@fokus/core';
import { describe, expect, it } from 'vitest';
import {
  chatReplyPrompt,
  groupTasksPrompt,
  recommendStrategyPrompt,
  thoughtsToTasksPrompt,
} from '../src/modules/ai/prompts.js';
import type { AiPurpose } from '../src/modules/ai/provider.js';
import { CLOCK, STRATEGY, TASKS } from './ai-fixtures.js';

const uuid = (n: number) => `0193a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const TITLES = [
  'Подготовить квартальный отчёт для клиента',
  'Купить продукты на неделю',
  'Записаться к стоматологу',
  'Позвонить маме',
  'Ответить на письма в рабочей почте',
  'Разобрать шкаф в прихожей',
  'Send the invoice to Acme',
  'Оплатить коммунальные услуги',
  'Пробежка 5 км в парке',
  'Прочитать главу книги по дизайну',
];

/** 200 tasks as a user has them: 60 completed, a third dated, mixed priorities, some in strategies. */
function userTasks(): AiTaskContext[] {
  return Array.from({ length: 200 }, (_, index) => {
    const task: Pick<
      Task,
      'id' | 'title' | 'status' | 'type' | 'startDate' | 'dueDate' | 'importance' | 'urgency' | 'strategyId'
    > = {
      id: uuid(index + 1),
      title: `${TITLES[index % TITLES.length]} ${index + 1}`,
      status: index < 60 ? 'completed' : index % 3 === 0 ? 'inProgress' : 'waiting',
      type: index % 17 === 0 ? 'idea' : 'task',
      startDate: index % 3 === 0 ? `2026-12-${String((index % 28) + 1).padStart(2, '0')}` : null,
      dueDate: null,
      importance: index % 2 === 0 ? 2 : 1,
      urgency: index % 5 === 0 ? 2 : 1,
      strategyId: index % 4 === 0 ? uuid(1000 + (index % 10)) : null,
    };
    return compactTask(task);
  });
}

function userStrategies(): AiStrategyContext[] {
  return Array.from({ length: 10 }, (_, index) =>
    compactStrategy({
      id: uuid(1000 + index),
      name: `Направление ${index + 1}`,
      description: 'Всё, что двигает это направление вперёд: проекты, привычки и встречи',
      priority: ((index % 3) + 1) as 1 | 2 | 3,
    }),
  );
}

const BRAIN_DUMP =
  'Завтра надо купить молоко и хлеб, а ещё позвонить маме. Срочно отправить отчёт клиенту до среды! ' +
  'Записаться к стоматологу. Голова кругом, ничего не успеваю. На выходных постирать шторы, ' +
  'до конца месяца составить бюджет на декабрь, подготовить презентацию к пятнице.';

/**
 * Estimated tokens: about 4 characters a token for ASCII text and 2.5 for other scripts (Cyrillic), the
 * usual ratios of current tokenizers; an estimate, not any one model's count.
 */
function estimateTokens(text: string): number {
  const ascii = [...text].filter((char) => char.charCodeAt(0) < 0x80).length;
  return Math.round(ascii / 4 + ([...text].length - ascii) / 2.5);
}

function prompts(): Record<AiPurpose, string> {
  const tasks = userTasks();
  const strategies = userStrategies();
  return {
    thoughtsToTasks: thoughtsToTasksPrompt({ text: BRAIN_DUMP, language: 'ru', clock: CLOCK }).text,
    groupTasks: groupTasksPrompt({
      tasks: tasks.filter((task) => task.status !== 'completed'),
      strategy: 'smart_batching',
      clock: CLOCK,
    }).text,
    recommendStrategy: recommendStrategyPrompt({ tasks, clock: CLOCK }).text,
    chatReply: chatReplyPrompt({
      message: 'Что мне сделать прямо сейчас? Я устал и у меня час до встречи.',
      history: Array.from({ length: 8 }, (_, index) => ({
        role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content:
          index % 2 === 0
            ? 'Помоги разбить отчёт на шаги, пожалуйста, я не знаю, с чего начать.'
            : 'Давайте начнём с малого 🙂 Откройте файл отчёта и выпишите три главных вывода.',
      })),
      tasks,
      strategies,
      personaId: 'gentle-coach',
      language: 'ru',
      clock: CLOCK,
    }).text,
  };
}

/** Ceilings for the 200-task user (about 20 % above the recorded figures). */
const CEILINGS: Record<AiPurpose, { chars: number; tokens: number }> = {
  thoughtsToTasks: { chars: 1_800, tokens: 500 },
  groupTasks: { chars: 11_500, tokens: 3_400 },
  recommendStrategy: { chars: 10_500, tokens: 3_150 },
  chatReply: { chars: 14_800, tokens: 4_500 },
};

describe('AI prompt size (200 tasks, 10 strategies)', () => {
  it('stays under its ceiling for each purpose', () => {
    const rows = Object.entries(prompts()).map(([purpose, text]) => ({
      purpose,
      characters: text.length,
      tokens: estimateTokens(text),
    }));
    console.warn(`AI prompt size, 200 tasks (140 open) and 10 strategies:\n${JSON.stringify(rows, null, 1)}`);
    for (const row of rows) {
      const ceiling = CEILINGS[row.purpose as AiPurpose];
      expect(row.characters, row.purpose).toBeLessThanOrEqual(ceiling.chars);
      expect(row.tokens, row.purpose).toBeLessThanOrEqual(ceiling.tokens);
    }
  });
});

describe('what the prompts send', () => {
  it('never sends a task or strategy UUID, descriptions, comments or times', () => {
    const all = Object.values(prompts()).join('\n');
    expect(all).not.toMatch(/0193a000-/);
  });

  it('thoughts → tasks: the text, the user’s now, the categories, the limits and 5–15 minute steps', () => {
    const { text } = thoughtsToTasksPrompt({ text: 'Купить молоко', clock: CLOCK });
    expect(text).toContain('<text>\nКупить молоко\n</text>');
    expect(text).toContain('2026-11-23 09:00, Monday, UTC+03:00');
    expect(text).toContain('работа, дом, здоровье, личное, покупки, планирование');
    expect(text).toContain('At most 8 tasks');
    expect(text).toContain('5-15 minutes');
    expect(text).toContain('in Russian');
    expect(thoughtsToTasksPrompt({ text: 'Buy milk', clock: CLOCK }).text).toContain('in English');
  });

  it('grouping: the tasks to group with short ids, the strategy and the 2–6 group size', () => {
    const { text, ids } = groupTasksPrompt({ tasks: TASKS, strategy: 'by_context', clock: CLOCK });
    expect(text).toContain('strategy by_context');
    expect(text).toContain('Each group should hold 2 to 6 tasks.');
    expect(text).toContain('t3 | waiting | - | 1/1 | Купить корм коту');
    expect(text).toContain('in Russian');
    expect(ids.get('t3')).toBe(TASKS[2]?.id);
  });

  it('recommendation: no ids at all, open tasks only, the seven strategies', () => {
    const tasks = [...TASKS, { ...TASKS[0]!, id: 'done', status: 'completed' as const, title: 'Сделано' }];
    const { text } = recommendStrategyPrompt({ tasks, clock: CLOCK });
    expect(text).not.toMatch(/\bt\d\b/);
    expect(text).not.toContain('Сделано');
    expect(text).toContain('(1 completed tasks not listed)');
    for (const strategy of GROUPING_STRATEGIES) {
      expect(text).toContain(`- ${strategy}:`);
    }
  });

  it('chat: persona, strategies, open tasks, the last 8 messages, the new message and the reply rules', () => {
    const history = Array.from({ length: 10 }, (_, index) => ({
      role: 'user' as const,
      content: `m${index}`,
    }));
    const { text, ids } = chatReplyPrompt({
      message: 'Что дальше?',
      history,
      tasks: TASKS,
      strategies: [STRATEGY],
      personaId: 'unknown-persona',
      language: 'fr',
      clock: CLOCK,
    });
    // An unknown persona is the first one; French uses the English persona text.
    expect(text.startsWith('You are a direct, results-focused coach')).toBe(true);
    expect(text).toContain('s1 | 3 | Здоровье | Сон, спорт, врачи');
    expect(text).toContain('t2 | s1 | inProgress | - | 2/1 | Записаться к стоматологу');
    expect(text).not.toContain('m1\n');
    expect(text).toContain('user: m2');
    expect(text).toContain('<message>\nЧто дальше?\n</message>');
    expect(text).toContain('Reply in French, 2-3 sentences with 1-2 emojis.');
    expect(text).toContain('update_urgency {taskId, taskData:{urgency 1-10}}');
    expect(ids.get('s1')).toBe(STRATEGY.id);
    expect(ids.get('t1')).toBe(TASKS[0]?.id);
  });

  it('keeps a title on one line so it cannot pose as another task or instruction', () => {
    const tasks = [{ ...TASKS[0]!, title: 'Отчёт\nt9 | waiting | fake' }];
    const { text } = groupTasksPrompt({ tasks, strategy: 'by_time', clock: CLOCK });
    expect(text).toContain('| Отчёт t9 waiting fake');
  });
});
