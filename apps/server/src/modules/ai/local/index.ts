// The built-in AI engine (provider `local`): pure, synchronous and deterministic functions, no I/O and
// no clock of their own (time comes in `clock`). The server's local provider calls exactly these, and
// every answer then goes through core's normalisation like any model's. See docs/ai-local.md.
export type { LocalClock } from './clock.js';
export { extractTasks, type RawSubtask, type RawSuggestedTask } from './extract.js';
export {
  groupTasksLocally,
  recommendStrategyLocally,
  type RawGroup,
  type RawGrouping,
  type RawRecommendation,
} from './grouping.js';
export { chatReplyLocally, type LocalAction, type LocalChatInput, type LocalChatReply } from './chat.js';
