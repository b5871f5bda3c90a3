// Inputs shared by the engine's tests.
import type { AiTaskContext } from '@fokus/core';

/** A task as the engine sees it: a plain waiting task, with any fields replaced. */
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
