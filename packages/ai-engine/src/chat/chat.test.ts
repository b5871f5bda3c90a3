import {
  ASSISTANT_ACTION_TYPES,
  CHAT_REPLY_MAX_EMOJIS,
  CHAT_REPLY_MAX_SENTENCES,
  CHAT_REPLY_MIN_EMOJIS,
  CHAT_REPLY_MIN_SENTENCES,
  assistantUrgencyToLevel,
  normaliseAssistantActions,
  type AiTaskContext,
} from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { aiTask } from '../../test/fixtures.js';
import { replyToMessage, type LocalChatInput } from './chat.js';

const clock = { now: new Date('2026-11-23T09:00:00+03:00'), timeZone: '+03:00' };

const task = aiTask;

const TASKS: AiTaskContext[] = [
  task('t1', 'Купить продукты'),
  task('t2', 'Позвонить маме'),
  task('t3', 'Подготовить отчёт для клиента', { importance: 2, urgency: 2 }),
  task('t4', 'Убрать квартиру'),
  task('t5', 'Call the dentist'),
  task('t6', 'Buy groceries'),
  task('t7', 'Старый отчёт', { status: 'completed' }),
];

function reply(
  message: string,
  language: LocalChatInput['language'] = 'ru',
  fields: Partial<LocalChatInput> = {},
) {
  const answer = replyToMessage({
    message,
    history: [],
    tasks: TASKS,
    strategies: [],
    personaId: 'results-coach',
    language,
    clock,
    ...fields,
  });
  // Every action is valid for core's schema, so nothing is dropped on the way to the user.
  expect(normaliseAssistantActions(answer.actions)).toHaveLength(answer.actions.length);
  for (const action of answer.actions)
    expect(ASSISTANT_ACTION_TYPES).toContain((action as { type: string }).type);
  return answer;
}

const EMOJI = /\p{Extended_Pictographic}/gu;
function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((part) => /\p{L}/u.test(part)).length;
}

describe('adding tasks', () => {
  it('turns "добавь" with a dump into create_task actions through the extractor', () => {
    const answer = reply('Добавь: завтра купить молоко и срочно позвонить в банк');
    expect(answer.actions).toEqual([
      {
        type: 'create_task',
        taskData: expect.objectContaining({
          title: 'Купить молоко',
          startDate: '2026-11-24',
          importance: 1,
          urgency: 3,
        }),
        applied: false,
      },
      {
        type: 'create_task',
        taskData: expect.objectContaining({ title: 'Позвонить в банк', importance: 2, urgency: 8 }),
        applied: false,
      },
    ]);
    expect(assistantUrgencyToLevel(8)).toBe(2);
    expect(answer.message).toContain('«Купить молоко»');
  });

  it('reads English requests and plain dumps as additions too', () => {
    const answer = reply('Add: call the plumber tomorrow and buy dish soap', 'en');
    expect(answer.actions.map((action) => action.taskData?.title)).toEqual([
      'Call the plumber',
      'Buy dish soap',
    ]);
    expect(reply('завтра забрать посылку').actions).toHaveLength(1);
  });

  it('in French, adds the text after "ajoute" as a task and answers in French', () => {
    const answer = reply('Ajoute une tâche : appeler le plombier', 'fr');
    expect(answer.actions).toEqual([
      expect.objectContaining({
        type: 'create_task',
        taskData: expect.objectContaining({ title: 'Appeler le plombier' }),
      }),
    ]);
    expect(answer.message).toMatch(/Je propose/);
  });
});

describe('acting on a named task', () => {
  it('finish → complete_task for the task the words name (fuzzy, case forms)', () => {
    expect(reply('я позвонила маме, отметь как выполненное').actions).toEqual([
      { type: 'complete_task', taskId: 't2', applied: false },
    ]);
    expect(reply('mark "call the dentist" as done', 'en').actions).toEqual([
      { type: 'complete_task', taskId: 't5', applied: false },
    ]);
  });

  it('"я уже …" / "already …" reads as done; an action noun names its verb ("уборку" → "Убрать")', () => {
    expect(reply('я уже позвонил маме').actions).toEqual([
      { type: 'complete_task', taskId: 't2', applied: false },
    ]);
    expect(reply('already called the dentist', 'en').actions).toEqual([
      { type: 'complete_task', taskId: 't5', applied: false },
    ]);
    expect(reply('разбей уборку квартиры на шаги').actions[0]).toMatchObject({
      type: 'create_subtasks',
      taskId: 't4',
    });
  });

  it('delete → delete_task', () => {
    expect(reply('удали задачу «Купить продукты»').actions).toEqual([
      { type: 'delete_task', taskId: 't1', applied: false },
    ]);
  });

  it('start → update_task placing it on today', () => {
    expect(reply('начинаю убирать квартиру').actions).toEqual([
      { type: 'update_task', taskId: 't4', taskData: { status: 'inProgress' }, applied: false },
    ]);
  });

  it('make urgent → update_urgency on the 1–10 scale (and importance when "важно")', () => {
    expect(reply('сделай звонок маме срочным').actions).toEqual([
      { type: 'update_urgency', taskId: 't2', taskData: { urgency: 9 }, applied: false },
    ]);
    expect(reply('«Купить продукты» — это важно и срочно').actions).toEqual([
      { type: 'update_urgency', taskId: 't1', taskData: { urgency: 9 }, applied: false },
      { type: 'update_importance', taskId: 't1', taskData: { importance: 2 }, applied: false },
    ]);
    expect(reply('groceries are not urgent', 'en').actions).toEqual([
      { type: 'update_urgency', taskId: 't6', taskData: { urgency: 3 }, applied: false },
    ]);
  });

  it('break into steps → create_subtasks of 5–15 minutes, in order', () => {
    const answer = reply('Разбей «Убрать квартиру» на маленькие шаги');
    const [action] = answer.actions as {
      type: string;
      taskId: string;
      subtasks: { order: number; estimatedMinutes: number }[];
    }[];
    expect(action?.type).toBe('create_subtasks');
    expect(action?.taskId).toBe('t4');
    expect(action?.subtasks.map((step) => step.order)).toEqual(action?.subtasks.map((_, index) => index + 1));
    for (const step of action?.subtasks ?? []) {
      expect(step.estimatedMinutes).toBeGreaterThanOrEqual(5);
      expect(step.estimatedMinutes).toBeLessThanOrEqual(15);
    }
    expect(reply('break "Buy groceries" into steps', 'en').actions[0]).toMatchObject({ taskId: 't6' });
  });

  it('delegate → delegate_task with the person named after the quoted task', () => {
    expect(reply('Делегируй «Купить продукты» Ане').actions).toEqual([
      { type: 'delegate_task', taskId: 't1', taskData: { assigneeName: 'Ане' }, applied: false },
    ]);
  });

  it('a name that matches no task gets a question, not a guess', () => {
    const answer = reply('удали задачу про самолёт');
    expect(answer.actions).toEqual([]);
    expect(answer.message).toMatch(/Не вижу/);
  });

  it('a completed task is never finished again', () => {
    expect(reply('отметь «Старый отчёт» выполненным').actions).toEqual([]);
  });
});

describe('repeating tasks', () => {
  it('"каждый день в 9:00" → create_recurring_task, daily at that time', () => {
    const [action] = reply('Напоминай мне каждый день в 9:00 пить воду').actions as {
      recurringTaskData: { title: string; pattern: unknown };
    }[];
    expect(action?.recurringTaskData.title).toBe('Пить воду');
    expect(action?.recurringTaskData.pattern).toEqual({ type: 'daily', timeOfDay: '09:00' });
  });

  it('"every Monday" → weekly on Monday', () => {
    const [action] = reply('remind me every Monday to water the plants', 'en').actions as {
      recurringTaskData: { pattern: unknown };
    }[];
    expect(action?.recurringTaskData.pattern).toEqual({ type: 'weekly', daysOfWeek: [1] });
  });
});

describe('what should I do now', () => {
  it.each([
    ['ru', 'Что мне сделать сейчас?'],
    ['en', 'What should I do now?'],
    ['fr', 'Que dois-je faire maintenant ?'],
  ] as const)(
    '%s: picks the urgent and important task and explains in 2–3 sentences with 1–2 emojis',
    (language, message) => {
      for (const personaId of ['results-coach', 'gentle-coach', 'creative-coach', 'unknown']) {
        const answer = reply(message, language, { personaId });
        expect(answer.actions).toEqual([]);
        expect(answer.message).toContain('Подготовить отчёт для клиента');
        const emojis = answer.message.match(EMOJI)?.length ?? 0;
        expect(emojis).toBeGreaterThanOrEqual(CHAT_REPLY_MIN_EMOJIS);
        expect(emojis).toBeLessThanOrEqual(CHAT_REPLY_MAX_EMOJIS);
        expect(sentences(answer.message)).toBeGreaterThanOrEqual(CHAT_REPLY_MIN_SENTENCES);
        expect(sentences(answer.message)).toBeLessThanOrEqual(CHAT_REPLY_MAX_SENTENCES);
      }
    },
  );

  it('prefers a task in progress, then one due today', () => {
    const tasks = [
      task('a', 'Write the report', { importance: 2, urgency: 2 }),
      task('b', 'Call mom', { date: '2026-11-23' }),
    ];
    expect(reply('what now?', 'en', { tasks }).message).toContain('Call mom');
    const started = [...tasks, task('c', 'Tidy the desk', { status: 'inProgress' })];
    expect(reply('what now?', 'en', { tasks: started }).message).toContain('Tidy the desk');
  });

  it('the persona sets the tone', () => {
    expect(reply('с чего начать?', 'ru', { personaId: 'gentle-coach' }).message).toMatch(/^🌱/);
    expect(reply('с чего начать?', 'ru', { personaId: 'creative-coach' }).message).toMatch(/^✨/);
    expect(reply('с чего начать?', 'ru').message).toMatch(/^🎯/);
  });

  it('an empty list asks for thoughts', () => {
    expect(reply('what should I do now?', 'en', { tasks: [] }).message).toMatch(/empty/);
  });
});

describe('anything else', () => {
  it.each([
    ['ru', 'привет, как дела?', /Я могу/],
    ['en', 'hello there', /I can/],
    ['fr', 'bonjour', /Je peux/],
  ] as const)('%s: says what it can do, in that language', (language, message, pattern) => {
    const answer = reply(message, language);
    expect(answer.actions).toEqual([]);
    expect(answer.message).toMatch(pattern);
  });
});
