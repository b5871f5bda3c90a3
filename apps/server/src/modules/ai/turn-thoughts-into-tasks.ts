// POST /api/ai/thoughts-to-tasks: a brain dump → at most 8 normalised tasks. Nothing is stored; the
// person picks which of them to create.
import type { ThoughtsToTasksInput, ThoughtsToTasksResponse } from '@fokus/core';
import type { AiDeps } from './ai-deps.js';
import { valueOrThrow } from './ai-failure.js';
import { requestClock } from './request-clock.js';

/** The configured provider's tasks for `input.text`; throws AI_UNAVAILABLE / AI_TIMEOUT / AI_UNPARSABLE. */
export async function turnThoughtsIntoTasks(
  deps: AiDeps,
  input: ThoughtsToTasksInput,
): Promise<ThoughtsToTasksResponse> {
  const provider = await deps.provider();
  const result = await provider.thoughtsToTasks({
    text: input.text,
    ...(input.language === undefined ? {} : { language: input.language }),
    clock: requestClock(deps.now(), input.timeZone),
  });
  return { tasks: valueOrThrow(result) };
}
