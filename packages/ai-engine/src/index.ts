// The built-in AI engine (provider `local`): pure, synchronous and deterministic functions, no I/O and
// no clock of their own (time comes in `clock`). The server's local provider calls exactly these, and
// every answer then goes through core's normalisation like any model's. See docs/ai-local.md.
export type { LocalClock } from './calendar.js';
export { extractTasks } from './pipeline.js';
export type { RawSubtask, RawSuggestedTask } from './model.js';
export { groupTasksLocally } from './grouping/group-tasks.js';
export type { RawGroup, RawGrouping } from './grouping/buckets.js';
export { recommendStrategyLocally, type RawRecommendation } from './grouping/recommend.js';
export { type LocalAction, type LocalChatInput, type LocalChatReply } from './chat/chat.js';
export { chatReplyLocally } from './chat/reply.js';

import { normaliseAiTasks, sanitiseJson, withDeadlinesInUserZone, type AiSuggestedTask } from '@fokus/core';
import type { LocalClock } from './calendar.js';
import { extractTasks } from './pipeline.js';

/**
 * The brain dump as the tasks a person is shown: the engine's answer read the way the server reads any
 * provider's (a bare deadline date is the end of that day in the person's zone, then core's
 * normalisation). The browser calls this when it has no connection.
 */
export function proposeTasks(text: string, clock: LocalClock, language?: 'ru' | 'en'): AiSuggestedTask[] {
  const answer = sanitiseJson(extractTasks(text, clock, language));
  return normaliseAiTasks(withDeadlinesInUserZone(answer, clock), clock.now);
}
