import { DomainError, type ChatMessageRow, type CreateChatMessageInput } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { chatMessages, type AssistantAction } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toChatMessage } from './chat-message-dto.js';

export interface CreateChatMessageResult {
  message: ChatMessageRow;
  /** False when the same user already stored a message with this id: a retried create. */
  created: boolean;
}

/**
 * Stores a message of the user's chat (theirs or the coach's reply) with the client's id, at the
 * time it was written (a replayed change is back-dated by the sync layer). A repeated create answers
 * the stored message; an id used by a cleared message or by someone else is refused alike.
 */
export async function createChatMessage(
  deps: TasksDeps,
  userId: string,
  input: CreateChatMessageInput,
): Promise<CreateChatMessageResult> {
  const find = async () =>
    input.id
      ? (await deps.db.select().from(chatMessages).where(eq(chatMessages.id, input.id)))[0]
      : undefined;
  const existing = await find();
  if (existing) {
    if (existing.userId === userId && existing.deletedAt === null)
      return { message: toChatMessage(existing), created: false };
    throw new DomainError('CONFLICT', undefined, 'This message id is already in use');
  }
  const [inserted] = await deps.db
    .insert(chatMessages)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId,
      role: input.role,
      content: input.content,
      actions: input.actions as unknown as AssistantAction[],
      personaId: input.personaId ?? null,
      createdAt: deps.now(),
    })
    .onConflictDoNothing({ target: chatMessages.id })
    .returning();
  if (inserted) return { message: toChatMessage(inserted), created: true };
  // Two requests with the same new id at once: the loser sees the row the winner made.
  const raced = await find();
  if (raced && raced.userId === userId && raced.deletedAt === null)
    return { message: toChatMessage(raced), created: false };
  throw new DomainError('CONFLICT', undefined, 'This message id is already in use');
}
