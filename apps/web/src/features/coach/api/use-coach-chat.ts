/**
 * The coach chat's changes, through the offline queue like every change. Sending stores the person's
 * message, asks the coach (`POST /api/ai/chat`, with the last 8 messages as history) and stores the
 * reply with its proposed actions. Accepting an action queues the very changes a manual edit makes
 * (core's `planAssistantAction`), then marks it applied; undoing queues the inverse and unmarks it.
 */
import {
  chatHistoryForPrompt,
  planAssistantAction,
  planAssistantActionUndo,
  taskResponseSchema,
  type ActionProblem,
  type ActionTask,
  type AssistantLanguage,
  type ChatMessageRow,
  type SyncChange,
  type Task,
  type TaskListResponse,
} from '@fokus/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { uuidv7 } from '@/data/operations';
import { isAccepted, useQueueChange } from '@/data/queue-change';
import { chatMessageKeys, taskKeys } from '@/data/query-keys';
import { ApiError, apiFetch } from '@/lib/api-client';
import { sendChat } from './send-chat';

/** How sending a message ended. */
export type SendOutcome =
  | { ok: true }
  /** The message was not stored (refused on its face). */
  | { ok: false; stage: 'store' }
  /** The message is stored, the coach did not answer: `code` is the API's (AI_TIMEOUT, RATE_LIMITED…). */
  | { ok: false; stage: 'reply'; code: string };

/** Who answers and in which language. */
export interface AskOptions {
  personaId: string;
  language: AssistantLanguage;
  signal?: AbortSignal;
}

/** How accepting or undoing an action ended. */
export type ActionOutcome = { ok: true } | { ok: false; problem: ActionProblem | 'refused' };

/** The task an action names, as the person's lists show it now, or from the server. */
async function findTask(
  queryClient: QueryClient,
  taskId: string | undefined,
): Promise<ActionTask | undefined> {
  if (taskId === undefined) return undefined;
  const detail = queryClient.getQueryData<Task>(taskKeys.detail(taskId));
  if (detail) return detail;
  for (const [, list] of queryClient.getQueriesData<TaskListResponse>({ queryKey: taskKeys.lists() })) {
    const found = list?.tasks.find((task) => task.id === taskId);
    if (found) return found;
  }
  try {
    return await apiFetch(`/api/tasks/${encodeURIComponent(taskId)}`, taskResponseSchema);
  } catch {
    return undefined;
  }
}

/** The chat's functions; stable for the life of the component. */
export function useCoachChat() {
  const queryClient = useQueryClient();
  const queueChange = useQueueChange();

  return useMemo(() => {
    /** Queues changes in order; stops at the first one refused. */
    async function queueAll(changes: readonly SyncChange[]): Promise<boolean> {
      for (const change of changes) if (!isAccepted(await queueChange(change))) return false;
      return true;
    }

    const history = () => queryClient.getQueryData<ChatMessageRow[]>(chatMessageKeys.all) ?? [];

    /** Asks the coach (the history sent is the last 8 messages before this one) and stores the reply. */
    async function ask(
      message: string,
      earlier: readonly ChatMessageRow[],
      options: AskOptions,
    ): Promise<SendOutcome> {
      try {
        const reply = await sendChat(
          {
            message,
            history: chatHistoryForPrompt(earlier).map(({ role, content }) => ({ role, content })),
            personaId: options.personaId,
            language: options.language,
            timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          },
          options.signal,
        );
        await queueChange({
          kind: 'createChatMessage',
          input: {
            id: uuidv7(),
            role: 'assistant',
            content: reply.message,
            actions: reply.actions.map((action) => ({ ...action, applied: false })),
            personaId: options.personaId,
          },
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, stage: 'reply', code: error instanceof ApiError ? error.code : 'NETWORK_ERROR' };
      }
    }

    return {
      /** Stores the message, asks the coach and stores the reply; the history sent is the last 8 messages. */
      async send(text: string, options: AskOptions): Promise<SendOutcome> {
        const message = text.trim();
        const earlier = history();
        const stored = await queueChange({
          kind: 'createChatMessage',
          input: { id: uuidv7(), role: 'user', content: message, actions: [], personaId: options.personaId },
        });
        if (!isAccepted(stored)) return { ok: false, stage: 'store' };
        return ask(message, earlier, options);
      },

      /** Asks again for a reply to the last message, stored already, when the coach did not answer. */
      async retry(text: string, options: AskOptions): Promise<SendOutcome> {
        const messages = history();
        const last = messages.at(-1);
        const earlier =
          last?.role === 'user' && last.content === text.trim() ? messages.slice(0, -1) : messages;
        return ask(text.trim(), earlier, options);
      },

      /** Applies one proposed action through the queue, then marks it applied (with what it replaced). */
      async accept(message: ChatMessageRow, actionIndex: number): Promise<ActionOutcome> {
        const action = message.actions[actionIndex];
        if (!action || action.applied) return { ok: false, problem: 'incomplete' };
        const task = await findTask(queryClient, action.taskId);
        const plan = planAssistantAction(action, { messageId: message.id, actionIndex }, task);
        if (!plan.ok) return plan;
        if (!(await queueAll(plan.changes))) return { ok: false, problem: 'refused' };
        const marked = await queueChange({
          kind: 'setChatActionApplied',
          messageId: message.id,
          actionIndex,
          input: plan.previous ? { applied: true, previous: plan.previous } : { applied: true },
        });
        return isAccepted(marked) ? { ok: true } : { ok: false, problem: 'refused' };
      },

      /** Reverts an applied action in one step (the inverse changes), then marks it not applied. */
      async undo(message: ChatMessageRow, actionIndex: number): Promise<ActionOutcome> {
        const action = message.actions[actionIndex];
        if (!action?.applied) return { ok: false, problem: 'incomplete' };
        const plan = planAssistantActionUndo(action, { messageId: message.id, actionIndex });
        if (!plan.ok) return plan;
        if (!(await queueAll(plan.changes))) return { ok: false, problem: 'refused' };
        const marked = await queueChange({
          kind: 'setChatActionApplied',
          messageId: message.id,
          actionIndex,
          input: { applied: false },
        });
        return isAccepted(marked) ? { ok: true } : { ok: false, problem: 'refused' };
      },

      /** Clears the history through its last message (a message written meanwhile elsewhere stays). */
      async clear(): Promise<boolean> {
        const last = history().at(-1);
        if (!last) return true;
        return isAccepted(await queueChange({ kind: 'clearChat', throughId: last.id }));
      },
    };
  }, [queryClient, queueChange]);
}

/** The functions `useCoachChat` returns. */
export type CoachChat = ReturnType<typeof useCoachChat>;
