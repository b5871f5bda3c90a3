import { DomainError, type ChatMessageRow, type SetChatActionAppliedInput } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { chatMessages, type AssistantAction } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toChatMessage } from './chat-message-dto.js';
import { findOwnedChatMessage } from './find-owned-chat-message.js';

/**
 * Marks one proposed action of the user's message applied (keeping what it replaced, for its undo)
 * or not applied. The change the action makes is the client's own queued change, not this one.
 */
export async function setChatActionApplied(
  deps: TasksDeps,
  userId: string,
  messageId: string,
  actionIndex: number,
  input: SetChatActionAppliedInput,
): Promise<ChatMessageRow> {
  return deps.db.transaction(async (tx) => {
    const row = await findOwnedChatMessage(tx, userId, messageId, { forUpdate: true });
    const actions = row.actions ?? [];
    if (actionIndex >= actions.length)
      throw new DomainError('VALIDATION_ERROR', undefined, 'actionIndex: The message has no such action');
    const next = actions.map((action, index): AssistantAction => {
      if (index !== actionIndex) return action;
      const { previous: _previous, ...rest } = action;
      return input.applied && input.previous
        ? { ...rest, applied: true, previous: input.previous }
        : { ...rest, applied: input.applied };
    });
    const [updated] = await tx
      .update(chatMessages)
      .set({ actions: next })
      .where(eq(chatMessages.id, messageId))
      .returning();
    return toChatMessage(updated!);
  });
}
