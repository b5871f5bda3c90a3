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

/** The clock of the behavioural tests: Monday 23 November 2026, 09:00 in +03:00. */
export const MONDAY_CLOCK = { now: new Date('2026-11-23T09:00:00+03:00'), timeZone: '+03:00' };
