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

export { proposeTasks } from './propose.js';
