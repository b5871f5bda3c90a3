/**
 * The coach chat's history as a kind of synced data: the person's messages and the coach's replies
 * (with the actions each proposed), an action marked applied or undone, and the history cleared; and
 * how queued changes show on top of the server's list.
 */
import { z } from 'zod';
import { ASSISTANT_ACTIONS_MAX } from '../constants';
import {
  chatMessageRowSchema,
  createChatMessageInputSchema,
  setChatActionAppliedInputSchema,
  type ChatMessageRow,
  type CreateChatMessageInput,
  type SetChatActionAppliedInput,
} from '../schemas/chat';
import { codecsOf, rowIdSchema, type KindDescriptor, type QueuedChange } from './descriptor';

/** Every change of the chat history, by intent. */
export type ChatMessageChange =
  | { kind: 'createChatMessage'; input: CreateChatMessageInput & { id: string } }
  | {
      kind: 'setChatActionApplied';
      messageId: string;
      actionIndex: number;
      input: SetChatActionAppliedInput;
    }
  | { kind: 'clearChat'; throughId: string };

const codec = codecsOf<ChatMessageChange>();

/** The history with one action marked applied (with what it replaced) or not applied. */
function withActionApplied(
  messages: readonly ChatMessageRow[],
  messageId: string,
  actionIndex: number,
  input: SetChatActionAppliedInput,
): ChatMessageRow[] {
  return messages.map((message) => {
    if (message.id !== messageId || actionIndex >= message.actions.length) return message;
    const actions = message.actions.map((action, index) => {
      if (index !== actionIndex) return action;
      const { previous: _previous, ...rest } = action;
      return input.applied && input.previous
        ? { ...rest, applied: true, previous: input.previous }
        : { ...rest, applied: input.applied };
    });
    return { ...message, actions };
  });
}

/** The history without `throughId` and every message before it (nothing when it is not there). */
function clearedThrough(messages: readonly ChatMessageRow[], throughId: string): ChatMessageRow[] {
  const index = messages.findIndex((message) => message.id === throughId);
  return index === -1 ? [...messages] : messages.slice(index + 1);
}

/** The history with queued messages, applied marks and clears shown, in queue order. */
export function overlayChatMessages(
  messages: readonly ChatMessageRow[],
  queue: readonly QueuedChange[],
  userId: string,
): ChatMessageRow[] {
  let list = [...messages];
  for (const { change, at } of queue) {
    switch (change.kind) {
      case 'createChatMessage':
        if (list.some((message) => message.id === change.input.id)) break;
        list = [
          ...list,
          {
            id: change.input.id,
            userId,
            role: change.input.role,
            content: change.input.content,
            actions: change.input.actions,
            personaId: change.input.personaId ?? null,
            createdAt: at.toISOString(),
          },
        ];
        break;
      case 'setChatActionApplied':
        list = withActionApplied(list, change.messageId, change.actionIndex, change.input);
        break;
      case 'clearChat':
        list = clearedThrough(list, change.throughId);
        break;
      default:
        break;
    }
  }
  return list;
}

/** The chat history (the coach's conversation with the person). */
export const chatMessageKind = {
  name: 'chat_messages',
  row: chatMessageRowSchema,
  changes: {
    createChatMessage: codec('createChatMessage', {
      table: 'chat_messages',
      type: 'create',
      data: createChatMessageInputSchema.required({ id: true }),
      read: (input) => ({ kind: 'createChatMessage', input }),
      write: (change) => ({ ...change.input }),
      creates: (change) => change.input.id,
      references: () => [],
    }),
    setChatActionApplied: codec('setChatActionApplied', {
      table: 'chat_messages',
      type: 'update',
      data: setChatActionAppliedInputSchema.extend({
        id: rowIdSchema,
        actionIndex: z
          .number()
          .int()
          .nonnegative()
          .max(ASSISTANT_ACTIONS_MAX - 1),
      }),
      read: ({ id, actionIndex, ...input }) => ({
        kind: 'setChatActionApplied',
        messageId: id,
        actionIndex,
        input,
      }),
      write: (change) => ({ ...change.input, id: change.messageId, actionIndex: change.actionIndex }),
      references: (change) => [{ kind: 'chat_messages', id: change.messageId }],
    }),
    clearChat: codec('clearChat', {
      table: 'chat_messages',
      type: 'delete',
      data: z.strictObject({ id: rowIdSchema }),
      read: ({ id }) => ({ kind: 'clearChat', throughId: id }),
      write: (change) => ({ id: change.throughId }),
      references: (change) => [{ kind: 'chat_messages', id: change.throughId }],
      deletes: true,
    }),
  },
  overlay: { list: overlayChatMessages },
} as const satisfies KindDescriptor<'chat_messages', ChatMessageChange>;
