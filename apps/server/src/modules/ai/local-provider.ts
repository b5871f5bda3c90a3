// The `local` provider: an adapter over the built-in engine (./local, no network, no key). The engine
// builds values itself; normalised() still reads them through core's rules like any model's answer.
import {
  chatHistoryForPrompt,
  detectLanguage,
  type AiStrategyContext,
  type AiTaskContext,
  type AssistantLanguage,
  type GroupingStrategy,
} from '@fokus/core';
import type { AiClock, RawAiProvider } from './provider.js';

/** What the adapter calls in ./local/index.ts (the engine's contract). */
export interface LocalEngine {
  extractTasks(text: string, clock: AiClock, language?: 'ru' | 'en'): readonly unknown[];
  groupTasksLocally(
    tasks: readonly AiTaskContext[],
    strategy: GroupingStrategy,
    clock: AiClock,
    language?: AssistantLanguage,
  ): unknown;
  recommendStrategyLocally(
    tasks: readonly AiTaskContext[],
    clock: AiClock,
    language?: AssistantLanguage,
  ): unknown;
  chatReplyLocally(input: {
    message: string;
    history: { role: 'user' | 'assistant'; content: string }[];
    tasks: AiTaskContext[];
    strategies: AiStrategyContext[];
    personaId: string;
    language: 'ru' | 'en' | 'fr';
    clock: AiClock;
  }): { message: string; actions: unknown[] };
}

/** The engine as a provider. Synchronous work, so answers come back in the same tick. */
export function localProvider(engine: LocalEngine): RawAiProvider {
  return {
    name: 'local',
    async thoughtsToTasks({ text, language, clock }) {
      // The engine reads ru and en; French (chat only in the spec) is read as whichever the text looks like.
      const engineLanguage = language === 'ru' || language === 'en' ? language : detectLanguage(text);
      return { kind: 'value', value: engine.extractTasks(text, clock, engineLanguage) };
    },
    async groupTasks({ tasks, strategy, clock, language }) {
      return { kind: 'value', value: engine.groupTasksLocally(tasks, strategy, clock, language) };
    },
    async recommendStrategy({ tasks, clock, language }) {
      return { kind: 'value', value: engine.recommendStrategyLocally(tasks, clock, language) };
    },
    async chatReply({ message, history, tasks, strategies, personaId, language, clock }) {
      const value = engine.chatReplyLocally({
        message,
        // The spec sends the last CHAT_HISTORY_SENT messages, whichever provider answers.
        history: chatHistoryForPrompt(history).map(({ role, content }) => ({ role, content })),
        tasks: [...tasks],
        strategies: [...strategies],
        personaId,
        language,
        clock,
      });
      return { kind: 'value', value };
    },
  };
}
