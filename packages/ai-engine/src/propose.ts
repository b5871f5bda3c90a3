// The browser's entry to the engine: only what the AI import dialog calls when it has no connection.
// The coach's replies, grouping and strategy advice are answered by the server and are not in this
// module's graph, so the chunk the dialog downloads holds the brain-dump engine alone.
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
