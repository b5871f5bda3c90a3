// The chat history's changes of the offline queue, each through its REST route's use case.
import { chatMessages } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { clearChat } from './clear-chat.js';
import { createChatMessage } from './create-chat-message.js';
import { setChatActionApplied } from './set-chat-action-applied.js';

export const chatMessagesSync: KindSync<'chat_messages'> = {
  table: chatMessages,
  handlers: {
    createChatMessage: async (deps, user, change) =>
      (await createChatMessage(deps, user.id, change.input)).message,
    setChatActionApplied: (deps, user, change) =>
      setChatActionApplied(deps, user.id, change.messageId, change.actionIndex, change.input),
    clearChat: (deps, user, change) => clearChat(deps, user.id, change.throughId),
  },
};
