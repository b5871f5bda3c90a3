// The `local` provider: the adapter passes exactly the engine's contract, and the engine's answers go
// through the same normalisation as a model's.
import { describe, expect, it } from 'vitest';
import { createAiProvider } from '../src/modules/ai/create-provider.js';
import { localProvider, type LocalEngine } from '../src/modules/ai/local-provider.js';
import { normalised } from '../src/modules/ai/normalised.js';
import { CLOCK, STRATEGY, TASKS } from './ai-fixtures.js';

/** An engine that records its calls and answers what a test sets. */
function recordingEngine(answers: {
  tasks?: unknown[];
  grouping?: unknown;
  recommendation?: unknown;
  chat?: unknown;
}) {
  const calls: { name: string; args: unknown[] }[] = [];
  const engine: LocalEngine = {
    extractTasks: (...args) => (calls.push({ name: 'extractTasks', args }), answers.tasks ?? []),
    groupTasksLocally: (...args) => (calls.push({ name: 'groupTasksLocally', args }), answers.grouping),
    recommendStrategyLocally: (...args) => (
      calls.push({ name: 'recommendStrategyLocally', args }),
      answers.recommendation
    ),
    chatReplyLocally: (...args) => (
      calls.push({ name: 'chatReplyLocally', args }),
      (answers.chat ?? { message: '', actions: [] }) as { message: string; actions: unknown[] }
    ),
  };
  return { engine, calls };
}

describe('local provider adapter', () => {
  it('passes the text, the clock and a ru/en language to extractTasks (French text read as what it looks like)', async () => {
    const { engine, calls } = recordingEngine({});
    const ai = normalised(localProvider(engine));
    await ai.thoughtsToTasks({ text: 'Buy milk', language: 'ru', clock: CLOCK });
    await ai.thoughtsToTasks({ text: 'Acheter du lait', language: 'fr', clock: CLOCK });
    await ai.thoughtsToTasks({ text: 'Купить молоко', clock: CLOCK });
    expect(calls.map((call) => call.args)).toEqual([
      ['Buy milk', CLOCK, 'ru'],
      ['Acheter du lait', CLOCK, 'en'],
      ['Купить молоко', CLOCK, 'ru'],
    ]);
  });

  it('sends the chat engine the last 8 messages, text only', async () => {
    const { engine, calls } = recordingEngine({ chat: { message: 'ok', actions: [] } });
    const history = Array.from({ length: 11 }, (_, index) => ({
      role: 'user' as const,
      content: `m${index}`,
      actions: [{ type: 'create_task' as const, applied: true }],
    }));
    await normalised(localProvider(engine)).chatReply({
      message: 'hi',
      history,
      tasks: TASKS,
      strategies: [STRATEGY],
      personaId: 'gentle-coach',
      language: 'fr',
      clock: CLOCK,
    });
    const input = calls[0]?.args[0] as { history: unknown[]; language: string; personaId: string };
    expect(input.history).toEqual(history.slice(-8).map(({ role, content }) => ({ role, content })));
    expect(input).toMatchObject({ language: 'fr', personaId: 'gentle-coach' });
  });

  it('normalises what the engine builds like any model answer', async () => {
    const { engine, calls } = recordingEngine({
      tasks: [{ title: 'x'.repeat(300), priority: 'срочно', deadline_text: 'завтра', category: 'unknown' }],
      grouping: { strategy: 'by_time', groups: [{ name: 'g', tasks: [TASKS[0]?.id, 'stranger'] }] },
      recommendation: { recommended_strategy: 'nonsense' },
      chat: { message: 'ok', actions: [{ type: 'delete_task', taskId: 'stranger' }] },
    });
    const ai = normalised(localProvider(engine));
    const tasks = await ai.thoughtsToTasks({ text: 'x', clock: CLOCK });
    expect(tasks.ok && tasks.value[0]).toMatchObject({ priority: 'high', category: 'личное' });
    expect(tasks.ok && tasks.value[0]?.title).toHaveLength(100);
    const grouping = await ai.groupTasks({ tasks: TASKS, strategy: 'by_time', clock: CLOCK, language: 'en' });
    expect(grouping.ok && grouping.value.groups.map((group) => group.tasks)).toEqual([[TASKS[0]?.id]]);
    const recommendation = await ai.recommendStrategy({ tasks: TASKS, clock: CLOCK, language: 'ru' });
    // The interface language reaches the engine, so group names and reasons are in it.
    expect(calls.find((call) => call.name === 'groupTasksLocally')?.args[3]).toBe('en');
    expect(calls.find((call) => call.name === 'recommendStrategyLocally')?.args[2]).toBe('ru');
    expect(recommendation.ok && recommendation.value.recommendedStrategy).toBe('smart_batching');
    const chat = await ai.chatReply({
      message: 'удали',
      history: [],
      tasks: TASKS,
      strategies: [],
      personaId: 'results-coach',
      language: 'ru',
      clock: CLOCK,
    });
    expect(chat).toEqual({ ok: true, value: { message: 'ok', actions: [] } });
  });

  it('turns an engine failure into the typed error', async () => {
    const engine: LocalEngine = {
      ...recordingEngine({}).engine,
      extractTasks: () => {
        throw new Error('engine bug');
      },
    };
    expect(await normalised(localProvider(engine)).thoughtsToTasks({ text: 'x', clock: CLOCK })).toEqual({
      ok: false,
      error: { code: 'AI_UNAVAILABLE', message: 'Не удалось обработать запрос. Попробуйте позже.' },
    });
  });
});

describe('the built-in engine through the provider', () => {
  it('answers each purpose within the spec limits', async () => {
    const ai = await createAiProvider({
      provider: 'local',
      model: undefined,
      anthropicApiKey: undefined,
      openaiBaseUrl: undefined,
      openaiApiKey: undefined,
    });
    const tasks = await ai.thoughtsToTasks({
      text: 'Завтра купить молоко и позвонить маме',
      language: 'ru',
      clock: CLOCK,
    });
    expect(tasks.ok && tasks.value.length).toBeGreaterThan(0);
    const grouping = await ai.groupTasks({ tasks: TASKS, strategy: 'by_priority', clock: CLOCK });
    expect(grouping.ok).toBe(true);
    if (grouping.ok) {
      const placed = [
        ...grouping.value.groups.flatMap((group) => group.tasks),
        ...grouping.value.ungroupedTasks,
      ];
      expect(placed.sort()).toEqual(TASKS.map((task) => task.id).sort());
    }
    expect((await ai.recommendStrategy({ tasks: TASKS, clock: CLOCK })).ok).toBe(true);
    for (const language of ['ru', 'en', 'fr'] as const) {
      const chat = await ai.chatReply({
        message: language === 'ru' ? 'Что мне делать сейчас?' : 'What should I do now?',
        history: [],
        tasks: TASKS,
        strategies: [STRATEGY],
        personaId: 'results-coach',
        language,
        clock: CLOCK,
      });
      expect(chat.ok && chat.value.message.length).toBeGreaterThan(0);
      for (const action of chat.ok ? chat.value.actions : []) {
        if (action.taskId !== undefined) expect(TASKS.map((task) => task.id)).toContain(action.taskId);
      }
    }
  });
});
