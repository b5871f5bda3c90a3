// POST /api/ai/chat: the assistant's reply to a message, with the person's own live tasks and
// strategies as context. Nothing is changed: the reply's actions are proposals (`applied: false`) and
// can only name ids of that context (normalised.ts drops any other).
import {
  COACH_PERSONA_IDS,
  compactStrategy,
  compactTask,
  detectLanguage,
  recentChatHistory,
  toStrategyPriority,
  type AiStrategyContext,
  type AiTaskContext,
  type ChatReply,
  type ChatRequest,
} from '@fokus/core';
import { strategies, tasks } from '@fokus/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AiDeps } from './ai-deps.js';
import { valueOrThrow } from './ai-failure.js';
import { requestClock } from './request-clock.js';

/** Tasks sent as context at most: open ones first, then the latest completed (the prompt counts those). */
export const CHAT_CONTEXT_TASKS_MAX = 200;
/** Strategies sent as context at most, highest priority first. */
export const CHAT_CONTEXT_STRATEGIES_MAX = 50;

const level = (value: number): 1 | 2 => (value === 2 ? 2 : 1);

/** The person's live tasks, compacted for the AI. */
async function ownTaskContext(deps: AiDeps, userId: string): Promise<AiTaskContext[]> {
  const rows = await deps.db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      type: tasks.type,
      startDate: tasks.startDate,
      dueDate: tasks.dueDate,
      importance: tasks.importance,
      urgency: tasks.urgency,
      strategyId: tasks.strategyId,
    })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), isNull(tasks.deletedAt)))
    .orderBy(sql`${tasks.status} = 'completed'`, desc(tasks.updatedAt), asc(tasks.id))
    .limit(CHAT_CONTEXT_TASKS_MAX);
  return rows.map((row) =>
    compactTask({ ...row, importance: level(row.importance), urgency: level(row.urgency) }),
  );
}

/** The person's live strategies, compacted for the AI. */
async function ownStrategyContext(deps: AiDeps, userId: string): Promise<AiStrategyContext[]> {
  const rows = await deps.db
    .select({
      id: strategies.id,
      name: strategies.name,
      description: strategies.description,
      priority: strategies.priority,
    })
    .from(strategies)
    .where(and(eq(strategies.userId, userId), isNull(strategies.deletedAt)))
    .orderBy(desc(strategies.priority), asc(strategies.createdAt), asc(strategies.id))
    .limit(CHAT_CONTEXT_STRATEGIES_MAX);
  return rows.map((row) => compactStrategy({ ...row, priority: toStrategyPriority(row.priority) }));
}

/** The configured provider's reply; throws AI_UNAVAILABLE / AI_TIMEOUT / AI_UNPARSABLE. */
export async function answerChat(deps: AiDeps, userId: string, input: ChatRequest): Promise<ChatReply> {
  const [taskContext, strategyContext] = await Promise.all([
    ownTaskContext(deps, userId),
    ownStrategyContext(deps, userId),
  ]);
  const provider = await deps.provider();
  const result = await provider.chatReply({
    message: input.message,
    history: recentChatHistory(input.history),
    tasks: taskContext,
    strategies: strategyContext,
    personaId: input.personaId ?? COACH_PERSONA_IDS[0],
    language: input.language ?? detectLanguage(input.message),
    clock: requestClock(deps.now(), input.timeZone),
  });
  return valueOrThrow(result);
}
