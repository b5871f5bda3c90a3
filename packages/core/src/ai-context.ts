/**
 * What the AI is told about the user's tasks and strategies (issue "AI engine" point 3: only what is
 * needed): each task and strategy compacted to its id, title, status, date and priorities, and the last
 * CHAT_HISTORY_SENT chat messages. Every provider — the built-in engine and the LLMs — gets these shapes.
 */
import { AI_CONTEXT_DESCRIPTION_MAX_LENGTH, AI_TITLE_MAX_LENGTH, CHAT_HISTORY_SENT } from './constants';
import type { ChatMessage } from './schemas/assistant';
import type { Strategy } from './schemas/answers';
import type { Task } from './schemas/answers';
import { plannedDate } from './task-views';

/** A task as the AI sees it. */
export interface AiTaskContext {
  readonly id: string;
  readonly title: string;
  readonly status: Task['status'];
  readonly type: Task['type'];
  /** The planned date (start date, else due date), YYYY-MM-DD, or null. */
  readonly date: string | null;
  readonly importance: Task['importance'];
  readonly urgency: Task['urgency'];
  readonly strategyId: string | null;
}

/** A strategy as the AI sees it. */
export interface AiStrategyContext {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly priority: Strategy['priority'];
}

/** Cuts a text to `max` characters on a whole character, with an ellipsis when it was longer. */
function cut(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** A task compacted for the AI: no description, comments, attachments or times. */
export function compactTask(
  task: Pick<
    Task,
    'id' | 'title' | 'status' | 'type' | 'startDate' | 'dueDate' | 'importance' | 'urgency' | 'strategyId'
  >,
): AiTaskContext {
  return {
    id: task.id,
    title: cut(task.title, AI_TITLE_MAX_LENGTH),
    status: task.status,
    type: task.type,
    date: plannedDate(task),
    importance: task.importance,
    urgency: task.urgency,
    strategyId: task.strategyId,
  };
}

/** A strategy compacted for the AI (its description cut to AI_CONTEXT_DESCRIPTION_MAX_LENGTH). */
export function compactStrategy(
  strategy: Pick<Strategy, 'id' | 'name' | 'description' | 'priority'>,
): AiStrategyContext {
  return {
    id: strategy.id,
    name: cut(strategy.name, AI_TITLE_MAX_LENGTH),
    description:
      strategy.description === null ? null : cut(strategy.description, AI_CONTEXT_DESCRIPTION_MAX_LENGTH),
    priority: strategy.priority,
  };
}

/** The chat history the AI is sent: the last CHAT_HISTORY_SENT messages (spec §9), text only. */
export function recentChatHistory(messages: readonly ChatMessage[]): Pick<ChatMessage, 'role' | 'content'>[] {
  return messages.slice(-CHAT_HISTORY_SENT).map(({ role, content }) => ({ role, content }));
}
