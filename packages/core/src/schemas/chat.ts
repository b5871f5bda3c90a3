/** Schemas of the stored chat history: a message as the API answers it and the changes a person makes to it. */
import { z } from 'zod';
import { ASSISTANT_ACTIONS_MAX } from '../constants';
import { assistantActionSchema, chatRoleSchema } from './assistant';
import { dateTimeSchema, idSchema, priorityLevelSchema, textSchema, uuidSchema } from './common';
import { TASK_STATUSES } from '../task-status';

/** Longest stored chat message, in characters (a reply is 2–3 sentences; a typed message is at most 4,000). */
export const CHAT_STORED_MESSAGE_MAX_LENGTH = 8000;

/** Longest persona id kept with a message. */
export const CHAT_PERSONA_ID_MAX_LENGTH = 64;

/**
 * What a task looked like before an accepted action changed it, kept with the action so that undoing
 * it restores exactly these fields, on any device and after a reload.
 */
export const chatActionPreviousSchema = z.strictObject({
  title: textSchema.max(1000).optional(),
  description: textSchema.max(20_000).nullable().optional(),
  importance: priorityLevelSchema.optional(),
  urgency: priorityLevelSchema.optional(),
  startDate: textSchema.max(40).nullable().optional(),
  status: z.enum(TASK_STATUSES).optional(),
  strategyId: idSchema.nullable().optional(),
});

/** A task's fields before an accepted action. */
export type ChatActionPrevious = z.infer<typeof chatActionPreviousSchema>;

/** A proposed action as stored with its message: the assistant's action plus what it replaced once applied. */
export const storedChatActionSchema = assistantActionSchema.extend({
  previous: chatActionPreviousSchema.optional(),
});

/** A proposed action as stored with its message. */
export type StoredChatAction = z.infer<typeof storedChatActionSchema>;

/** A chat message as the API answers it: the person's own history, oldest first. */
export const chatMessageRowSchema = z.object({
  id: idSchema,
  userId: idSchema,
  role: chatRoleSchema,
  content: textSchema,
  actions: z.array(storedChatActionSchema),
  /** The coach who wrote a reply (or was chosen when the person wrote), null when unknown. */
  personaId: textSchema.nullable(),
  createdAt: dateTimeSchema,
  version: z.number().int().nonnegative().optional(),
});

/** A stored chat message. */
export type ChatMessageRow = z.infer<typeof chatMessageRowSchema>;

/** Answer of `GET /api/chat-messages`: the person's history, oldest first. */
export const chatMessageListResponseSchema = z.array(chatMessageRowSchema);

/** Body of "store a chat message"; the id is client-generated so a retried create is idempotent. */
export const createChatMessageInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  role: chatRoleSchema,
  content: textSchema.trim().min(1).max(CHAT_STORED_MESSAGE_MAX_LENGTH),
  actions: z.array(storedChatActionSchema).max(ASSISTANT_ACTIONS_MAX).default([]),
  personaId: textSchema.max(CHAT_PERSONA_ID_MAX_LENGTH).optional(),
});

/** Body of "store a chat message". */
export type CreateChatMessageInput = z.infer<typeof createChatMessageInputSchema>;

/**
 * Body of "mark a proposed action applied or not": `previous` (what the action replaced) is kept when
 * it is applied and dropped when it is undone.
 */
export const setChatActionAppliedInputSchema = z.strictObject({
  applied: z.boolean(),
  previous: chatActionPreviousSchema.optional(),
});

/** Body of "mark a proposed action applied or not". */
export type SetChatActionAppliedInput = z.infer<typeof setChatActionAppliedInputSchema>;
