// Property tests of the one normalisation wrapper every provider goes through: random and hostile model
// output (huge arrays, `__proto__` keys, NUL characters, wrong types, ids that are not the user's) never
// throws, never lets a foreign id through and always stays within the spec's limits — for answers given
// as values (the local engine) and as text (LLMs, with their short-id maps).
import {
  AI_MESSAGES,
  AI_TASKS_KEPT,
  ASSISTANT_ACTIONS_MAX,
  ASSISTANT_ERROR_TEXTS,
  CHAT_MESSAGE_MAX_LENGTH,
  GROUPING_STRATEGIES,
  RECOMMENDATION_REASONS_MAX,
  RECOMMENDATION_REASON_MAX_LENGTH,
  aiSuggestedTaskSchema,
  assistantActionSchema,
  taskGroupSchema,
  type AiTaskContext,
} from '@fokus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalised } from '../src/modules/ai/normalised.js';
import {
  ModelCallError,
  type AiResult,
  type RawAiProvider,
  type RawAnswer,
} from '../src/modules/ai/provider.js';
import { CLOCK, STRATEGY, TASKS, TASKS_ANSWER, captureLogger } from './ai-fixtures.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const KNOWN_IDS = TASKS.map((task) => task.id);
const FOREIGN_IDS = ['0193a000-0000-7000-8000-0000000000ff', 'someone-else', '__proto__', 'constructor', ''];
const ALIASES = new Map(TASKS.map((task, index) => [`t${index + 1}`, task.id]));
ALIASES.set('s1', STRATEGY.id);

/** A provider whose every purpose answers `answer`. */
function answering(answer: RawAnswer | (() => Promise<RawAnswer>)): RawAiProvider {
  const run = typeof answer === 'function' ? answer : () => Promise.resolve(answer);
  return { name: 'test', thoughtsToTasks: run, groupTasks: run, recommendStrategy: run, chatReply: run };
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
  return [];
}

// --- Hostile JSON, built as text so that `__proto__` keys arrive as JSON.parse makes them -------------

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001f\u007f',
    '__proto__',
    'constructor',
    'high',
    'срочно',
    'работа',
  ),
  fc.constantFrom(
    '2026-11-24',
    '2026-11-23T12:00:00',
    '2026-02-30',
    '9999-12-31',
    'not a date',
    '2026-11-23T05:00:00Z',
  ),
  fc.constant('x'.repeat(600)),
);
const idText = fc.constantFrom(...KNOWN_IDS, ...FOREIGN_IDS, ...ALIASES.keys(), 't99', 's9');
const KEYS = [
  '__proto__',
  'constructor',
  'title',
  'description',
  'priority',
  'deadline_text',
  'deadline_date',
  'deadlineDate',
  'category',
  'estimated_time',
  'subtasks',
  'tags',
  'order',
  'tasks',
  'groups',
  'strategy',
  'efficiency_score',
  'recommended_strategy',
  'reasons',
  'alternatives',
  'message',
  'actions',
  'type',
  'taskId',
  'strategyId',
  'taskData',
  'applied',
  'id',
  'name',
  'color',
];

const { json } = fc.letrec<{ json: string; scalar: string; array: string; object: string }>((tie) => ({
  scalar: fc.oneof(
    hostileText.map((text) => JSON.stringify(text)),
    idText.map((text) => JSON.stringify(text)),
    fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map(String),
    fc.constantFrom('true', 'false', 'null', '1e308', '-0', '17', '2'),
    fc
      .constantFrom(...GROUPING_STRATEGIES, 'complete_task', 'create_task', 'delete_task')
      .map((text) => JSON.stringify(text)),
  ),
  array: fc.array(tie('json'), { maxLength: 6 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), tie('json')), {
      maxLength: 8,
    })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('scalar'), tie('array'), tie('object')),
}));

/** A task-shaped item, mostly valid, with hostile values mixed in. */
const taskItem = fc.record({
  title: fc.oneof(hostileText, fc.constant('Купить молоко')),
  priority: fc.oneof(hostileText, fc.constantFrom('high', 'medium', 'low', 'срочно')),
  deadline_text: fc.oneof(hostileText, fc.constant('завтра')),
  deadline_date: fc.oneof(hostileText, fc.constant(null)),
  category: fc.oneof(hostileText, fc.constantFrom('работа', 'дом', 'покупки')),
  subtasks: fc.array(fc.record({ title: hostileText, order: fc.integer() }), { maxLength: 12 }),
  tags: fc.array(hostileText, { maxLength: 12 }),
});

/** A task list answer: a few items, or one item repeated thousands of times. */
const taskList = fc.oneof(
  fc.array(taskItem, { maxLength: 20 }),
  fc
    .tuple(taskItem, fc.integer({ min: 1000, max: 2500 }))
    .map(([item, count]) => Array.from({ length: count }, () => item)),
);

const textAnswer = (text: string, truncated = false): RawAnswer => ({
  kind: 'text',
  text,
  truncated,
  ids: ALIASES,
});

/** Ways a model wraps JSON: bare, fenced, with prose, cut off, with a NUL. */
const wrapped = (body: fc.Arbitrary<string>) =>
  fc.tuple(body, fc.constantFrom('bare', 'fence', 'prose', 'cut', 'nul')).map(([text, how]) => {
    if (how === 'fence') return '```json\n' + text + '\n```';
    if (how === 'prose') return `Here you go:\n${text}\nAnything else?`;
    if (how === 'cut') return text.slice(0, Math.floor(text.length / 2));
    if (how === 'nul') return `\u0000${text}`;
    return text;
  });

const anyAnswer: fc.Arbitrary<RawAnswer> = fc.oneof(
  wrapped(json).map((text) => textAnswer(text)),
  wrapped(taskList.map((list) => JSON.stringify({ tasks: list }))).map((text) => textAnswer(text)),
  fc.tuple(fc.string(), fc.boolean()).map(([text, truncated]) => textAnswer(text, truncated)),
  json.map((text): RawAnswer => ({ kind: 'value', value: JSON.parse(text) })),
  taskList.map((value): RawAnswer => ({ kind: 'value', value })),
  fc.anything().map((value): RawAnswer => ({ kind: 'value', value })),
);

const SETTINGS = { numRuns: 100 };

function expectFailureText<T>(result: AiResult<T>, allowed: readonly string[]): void {
  if (!result.ok) expect(allowed).toContain(result.error.message);
}

describe('normalised(): any answer of any provider', () => {
  it('gives at most 8 tasks within the spec limits, never throwing, with no control characters', async () => {
    await fc.assert(
      fc.asyncProperty(anyAnswer, async (answer) => {
        const result = await normalised(answering(answer)).thoughtsToTasks({ text: 'x', clock: CLOCK });
        expectFailureText(result, [AI_MESSAGES.unparsableAnswer, AI_MESSAGES.importFailed]);
        if (!result.ok) return;
        expect(result.value.length).toBeLessThanOrEqual(AI_TASKS_KEPT);
        for (const task of result.value) {
          expect(aiSuggestedTaskSchema.safeParse(task).success).toBe(true);
          for (const text of strings(task)) expect(text).not.toMatch(CONTROL);
        }
      }),
      SETTINGS,
    );
  });

  it('groups only the given tasks, each exactly once, whatever ids the answer names', async () => {
    const groupAnswer = fc
      .array(
        fc.record({
          name: hostileText,
          color: fc.oneof(hostileText, fc.constantFrom('red', 'gray')),
          tasks: fc.oneof(
            fc.array(idText, { maxLength: 12 }),
            json.map((text) => JSON.parse(text) as unknown),
          ),
          priority: fc.oneof(hostileText, fc.integer()),
        }),
        { maxLength: 10 },
      )
      .chain((groups) =>
        fc.constantFrom<RawAnswer>(
          { kind: 'value', value: { groups, strategy: 'by_time' } },
          textAnswer(JSON.stringify({ groups, efficiency_score: 'NaN' })),
          textAnswer(JSON.stringify(groups)),
        ),
      );
    await fc.assert(
      fc.asyncProperty(fc.oneof(groupAnswer, anyAnswer), async (answer) => {
        const result = await normalised(answering(answer)).groupTasks({
          tasks: TASKS,
          strategy: 'by_time',
          clock: CLOCK,
        });
        expectFailureText(result, [AI_MESSAGES.groupingFailed]);
        if (!result.ok) return;
        const placed = [
          ...result.value.groups.flatMap((group) => group.tasks),
          ...result.value.ungroupedTasks,
        ];
        expect([...placed].sort()).toEqual([...KNOWN_IDS].sort());
        for (const group of result.value.groups) {
          expect(taskGroupSchema.safeParse(group).success).toBe(true);
          for (const text of strings(group)) expect(text).not.toMatch(CONTROL);
        }
        expect(result.value.efficiencyScore).toBeGreaterThanOrEqual(0);
        expect(result.value.efficiencyScore).toBeLessThanOrEqual(100);
      }),
      SETTINGS,
    );
  });

  it('always recommends a known strategy with 1 to 5 bounded reasons', async () => {
    await fc.assert(
      fc.asyncProperty(anyAnswer, async (answer) => {
        const result = await normalised(answering(answer)).recommendStrategy({ tasks: TASKS, clock: CLOCK });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(GROUPING_STRATEGIES).toContain(result.value.recommendedStrategy);
        expect(result.value.reasons.length).toBeGreaterThanOrEqual(1);
        expect(result.value.reasons.length).toBeLessThanOrEqual(RECOMMENDATION_REASONS_MAX);
        for (const reason of result.value.reasons) {
          expect(reason.length).toBeLessThanOrEqual(RECOMMENDATION_REASON_MAX_LENGTH);
          expect(reason).not.toMatch(CONTROL);
        }
      }),
      SETTINGS,
    );
  });

  it('replies in the chat with actions on the user’s own tasks and strategies only', async () => {
    const action = fc.record(
      {
        type: fc.constantFrom(
          'complete_task',
          'delete_task',
          'assign_strategy',
          'create_task',
          'update_urgency',
          'bogus',
        ),
        taskId: idText,
        strategyId: idText,
        taskData: fc.oneof(
          fc.record({ title: hostileText, urgency: fc.integer({ min: -5, max: 20 }) }),
          fc.anything(),
        ),
      },
      { requiredKeys: ['type'] },
    );
    const chatAnswer = fc
      .tuple(fc.oneof(hostileText, fc.constant('Готово ✅')), fc.array(action, { maxLength: 60 }))
      .chain(([message, actions]) =>
        fc.constantFrom<RawAnswer>(
          { kind: 'value', value: { message, actions } },
          textAnswer(JSON.stringify({ message, actions })),
          textAnswer('```json\n' + JSON.stringify({ message, actions }) + '\n```'),
        ),
      );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(chatAnswer, anyAnswer),
        fc.constantFrom('ru', 'en', 'fr') as fc.Arbitrary<'ru' | 'en' | 'fr'>,
        async (answer, language) => {
          const result = await normalised(answering(answer)).chatReply({
            message: 'Создай задачу: купить хлеб',
            history: [],
            tasks: TASKS,
            strategies: [STRATEGY],
            personaId: 'results-coach',
            language,
            clock: CLOCK,
          });
          expectFailureText(result, [AI_MESSAGES.chatFailure, ASSISTANT_ERROR_TEXTS[language]]);
          if (!result.ok) return;
          expect(result.value.message.length).toBeGreaterThan(0);
          expect(result.value.message.length).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
          expect(result.value.actions.length).toBeLessThanOrEqual(ASSISTANT_ACTIONS_MAX);
          for (const item of result.value.actions) {
            expect(assistantActionSchema.safeParse(item).success).toBe(true);
            expect(item.applied).toBe(false);
            if (item.taskId !== undefined) expect(KNOWN_IDS).toContain(item.taskId);
            if (item.strategyId !== undefined) expect(item.strategyId).toBe(STRATEGY.id);
          }
          for (const text of strings(result.value)) expect(text).not.toMatch(CONTROL);
        },
      ),
      SETTINGS,
    );
  });

  it('turns anything a provider throws into a typed error (or the silent recommendation fallback)', async () => {
    const thrown = fc.oneof(
      fc.anything(),
      fc.string().map((message) => new Error(message)),
      fc
        .constantFrom('AI_UNAVAILABLE', 'AI_TIMEOUT')
        .map((code) => new ModelCallError(code as 'AI_TIMEOUT', 'x', 503)),
    );
    await fc.assert(
      fc.asyncProperty(thrown, async (error) => {
        const ai = normalised(answering(() => Promise.reject(error)));
        const tasks = await ai.thoughtsToTasks({ text: 'x', clock: CLOCK });
        expect(tasks).toMatchObject({ ok: false, error: { message: AI_MESSAGES.importFailed } });
        const groups = await ai.groupTasks({ tasks: TASKS, strategy: 'by_theme', clock: CLOCK });
        expect(groups).toMatchObject({ ok: false, error: { message: AI_MESSAGES.groupingFailed } });
        const recommendation = await ai.recommendStrategy({ tasks: TASKS, clock: CLOCK });
        expect(recommendation).toMatchObject({ ok: true, value: { recommendedStrategy: 'smart_batching' } });
      }),
      { numRuns: 50 },
    );
  });
});

describe('normalised(): particular hostile answers', () => {
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  it('keeps a `__proto__` key a plain key and never pollutes a prototype', async () => {
    const text = `{"tasks":[{"__proto__":{"title":"injected","polluted":true},"title":"Купить хлеб","priority":"high","deadline_text":"сегодня","category":"покупки","deadline_date":"2026-11-23"}]}`;
    const result = await normalised(answering(textAnswer(text))).thoughtsToTasks({ text: 'x', clock: CLOCK });
    expect(result).toEqual({
      ok: true,
      value: [
        expect.objectContaining({
          title: 'Купить хлеб',
          priority: 'high',
          // Today, end of the day in UTC+03:00: still ahead of 09:00, so kept.
          deadline_date: '2026-11-23T20:59:59.000Z',
        }),
      ],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  });

  it('strips NUL and other control characters from every text', async () => {
    const task = {
      ...TASKS_ANSWER.tasks[0],
      title: 'Куп\u0000ить\u0007 молоко',
      tags: ['\u0000', 'ok\u001f'],
    };
    const result = await normalised(answering({ kind: 'value', value: [task] })).thoughtsToTasks({
      text: 'x',
      clock: CLOCK,
    });
    expect(result.ok && result.value[0]).toMatchObject({ title: 'Купить молоко', tags: ['ok'] });
  });

  it('reads a huge list quickly and keeps 8; an answer text no model could write is refused', async () => {
    const many = Array.from({ length: 200_000 }, () => TASKS_ANSWER.tasks[0]);
    const started = performance.now();
    const ai = normalised(answering({ kind: 'value', value: many }));
    const result = await ai.thoughtsToTasks({ text: 'x', clock: CLOCK });
    expect(result.ok && result.value).toHaveLength(AI_TASKS_KEPT);
    const text = normalised(answering(textAnswer(JSON.stringify(many.slice(0, 3000)))));
    expect((await text.thoughtsToTasks({ text: 'x', clock: CLOCK })).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
    // 200,000 tasks as text are ~50 MB, far beyond any max_tokens: not an answer, so not parsed.
    const huge = normalised(answering(textAnswer(JSON.stringify(many))));
    expect(await huge.thoughtsToTasks({ text: 'x', clock: CLOCK })).toMatchObject({
      ok: false,
      error: { code: 'AI_UNPARSABLE' },
    });
  });

  it('survives deeply nested JSON', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const ai = normalised(answering(textAnswer(deep)));
    expect((await ai.thoughtsToTasks({ text: 'x', clock: CLOCK })).ok).toBe(true);
    expect((await ai.groupTasks({ tasks: TASKS, strategy: 'by_time', clock: CLOCK })).ok).toBe(true);
  });

  it('drops chat actions on foreign tasks even when given as real-looking ids', async () => {
    const tasks: AiTaskContext[] = TASKS.slice(0, 1);
    const value = {
      message: 'ok',
      actions: [
        { type: 'delete_task', taskId: TASKS[1]?.id },
        { type: 'delete_task', taskId: TASKS[0]?.id },
        { type: 'delete_task' },
        { type: 'assign_strategy', taskId: TASKS[0]?.id },
      ],
    };
    const result = await normalised(answering({ kind: 'value', value })).chatReply({
      message: 'удали',
      history: [],
      tasks,
      strategies: [],
      personaId: 'results-coach',
      language: 'ru',
      clock: CLOCK,
    });
    expect(result).toEqual({
      ok: true,
      value: { message: 'ok', actions: [{ type: 'delete_task', taskId: TASKS[0]?.id, applied: false }] },
    });
  });

  it('logs a failure once, with the provider, purpose and code, and nothing of the user’s text', async () => {
    const log = captureLogger();
    const ai = normalised(
      answering(() => Promise.reject(new ModelCallError('AI_TIMEOUT', 'timed out'))),
      { logger: log.logger },
    );
    await ai.thoughtsToTasks({ text: 'мой личный текст', clock: CLOCK });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('"provider":"test"');
    expect(log.lines[0]).toContain('"purpose":"thoughtsToTasks"');
    expect(log.lines[0]).toContain('"code":"AI_TIMEOUT"');
    expect(log.lines[0]).not.toContain('личный');
  });
});
