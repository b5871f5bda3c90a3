/**
 * Micro-tasks (the Swiss cheese method, spec §1, §5): small ordered steps of a task. The hint says
 * 5–10 minutes; the AI is asked for 5–15 and a step rated longer is split again (DESIGN.md).
 */
import { MICRO_TASK_AI_MAX_MINUTES, MICRO_TASK_MAX_MINUTES, MICRO_TASK_MIN_MINUTES } from './constants';

/** The step-size hint shown to the user, in minutes. */
export const MICRO_TASK_HINT_MINUTES = { min: MICRO_TASK_MIN_MINUTES, max: MICRO_TASK_MAX_MINUTES } as const;

/** True when an AI-estimated step is too long to be a micro-task and must be split again. */
export function shouldSplitMicroTask(estimatedMinutes: number | null | undefined): boolean {
  return typeof estimatedMinutes === 'number' && estimatedMinutes > MICRO_TASK_AI_MAX_MINUTES;
}

/** The order number for a new step: one after the highest existing order (1 for the first). */
export function nextMicroTaskOrder(existing: readonly { order?: number | undefined }[]): number {
  return existing.reduce((highest, step) => Math.max(highest, step.order ?? 0), 0) + 1;
}

/** Steps sorted by order; steps without an order keep their relative position after ordered ones. */
export function sortMicroTasks<T extends { order?: number | undefined }>(steps: readonly T[]): T[] {
  return [...steps].sort(
    (a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER),
  );
}

/** Completed and total steps, and the whole percent done (0 for no steps). */
export function microTaskProgress(steps: readonly { completed: boolean }[]): {
  completed: number;
  total: number;
  percent: number;
} {
  const completed = steps.filter((step) => step.completed).length;
  const total = steps.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
