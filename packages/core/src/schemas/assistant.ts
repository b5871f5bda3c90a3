/** Schemas of the assistant: chat messages and actions, recurring templates, review sessions, behaviour profile. */
import { z } from 'zod';
import {
  ASSISTANT_URGENCY_MAX,
  ASSISTANT_URGENCY_MIN,
  CHAT_HISTORY_SENT,
  CHAT_MESSAGE_MAX_LENGTH,
} from '../constants';
import {
  assistantLanguageSchema,
  dateTimeSchema,
  idSchema,
  priorityLevelSchema,
  recordSchema,
  textSchema,
  timeOfDaySchema,
} from './common';
import { TASK_STATUSES } from '../task-status';

/** Kinds of action the assistant may propose; each is applied only after the user accepts it. */
export const ASSISTANT_ACTION_TYPES = [
  'create_task',
  'update_task',
  'complete_task',
  'delete_task',
  'update_importance',
  'update_urgency',
  'assign_strategy',
  'create_strategy',
  'delegate_task',
  'create_subtasks',
  'create_recurring_task',
] as const;

/** An assistant action kind. */
export const assistantActionTypeSchema = z.enum(ASSISTANT_ACTION_TYPES);

/** An assistant action kind. */
export type AssistantActionType = z.infer<typeof assistantActionTypeSchema>;

/** A step the assistant proposes for a task. */
export const assistantSubtaskSchema = z.object({
  title: textSchema.min(1),
  order: z.number().int().positive(),
  estimatedMinutes: z.number().int().positive().optional(),
});

/** The task fields an assistant action may carry (urgency here is the assistant's 1–10 scale). */
export const assistantTaskDataSchema = z
  .object({
    title: textSchema,
    description: textSchema,
    importance: priorityLevelSchema,
    urgency: z.number().int().min(ASSISTANT_URGENCY_MIN).max(ASSISTANT_URGENCY_MAX),
    startDate: textSchema,
    /** A status to move the task to ("start X" → inProgress). */
    status: z.enum(TASK_STATUSES),
    assigneeEmail: textSchema,
    assigneeName: textSchema,
  })
  .partial();

/** Recurrence patterns: every day, on given weekdays, or every N days (spec §3). */
export const RECURRENCE_TYPES = ['daily', 'weekly', 'custom'] as const;

/** A recurrence pattern; daysOfWeek uses 1 = Monday … 7 = Sunday, interval is in days. */
export const recurrencePatternSchema = z.object({
  type: z.enum(RECURRENCE_TYPES),
  timeOfDay: timeOfDaySchema.optional(),
  daysOfWeek: z.array(z.number().int().min(1).max(7)).optional(),
  interval: z.number().int().positive().optional(),
});

/** A recurrence pattern. */
export type RecurrencePattern = z.infer<typeof recurrencePatternSchema>;

/** A recurring-task template (spec §3); estimatedDuration is in minutes. */
export const recurringTemplateSchema = z.object({
  title: textSchema.trim().min(1),
  pattern: recurrencePatternSchema,
  category: textSchema,
  estimatedDuration: z.number().int().positive(),
});

/** A recurring-task template. */
export type RecurringTemplate = z.infer<typeof recurringTemplateSchema>;

/** Why the assistant proposes an action. */
export const assistantSuggestionSchema = z.object({
  reasoning: textSchema,
  confidence: z.number().min(0).max(100),
  action_text: textSchema,
});

/** An action proposed by the assistant (spec §3). */
export const assistantActionSchema = z.object({
  type: assistantActionTypeSchema,
  taskId: idSchema.optional(),
  taskData: assistantTaskDataSchema.optional(),
  strategyId: idSchema.optional(),
  strategyData: recordSchema.optional(),
  recurringTaskData: recurringTemplateSchema.optional(),
  subtasks: z.array(assistantSubtaskSchema).optional(),
  applied: z.boolean().default(false),
  suggestion: assistantSuggestionSchema.optional(),
});

/** An action proposed by the assistant. */
export type AssistantAction = z.infer<typeof assistantActionSchema>;

/** Who wrote a chat message. */
export const chatRoleSchema = z.enum(['user', 'assistant']);

/** A chat message (spec §3). */
export const chatMessageSchema = z.object({
  role: chatRoleSchema,
  content: textSchema,
  actions: z.array(assistantActionSchema).optional(),
});

/** A chat message. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Body of "send a chat message": the new text plus at most the last 8 messages of history. */
export const chatRequestSchema = z.strictObject({
  message: textSchema.trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  history: z.array(chatMessageSchema).max(CHAT_HISTORY_SENT).default([]),
  personaId: textSchema.optional(),
  language: assistantLanguageSchema.optional(),
  /** The person's time zone (an IANA name or an offset such as '+03:00'); UTC when absent. */
  timeZone: textSchema.max(64).optional(),
});

/** Body of "send a chat message". */
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The assistant's answer: a message and its proposed actions. */
export const chatReplySchema = z.object({
  message: textSchema,
  actions: z.array(assistantActionSchema),
});

/** The assistant's answer. */
export type ChatReply = z.infer<typeof chatReplySchema>;

/** Kinds of review session. */
export const REVIEW_SESSION_TYPES = ['morning_sync', 'evening_review'] as const;

/** A review session kind. */
export const reviewSessionTypeSchema = z.enum(REVIEW_SESSION_TYPES);

/** A review session kind. */
export type ReviewSessionType = z.infer<typeof reviewSessionTypeSchema>;

/** A review session walking through tasks one at a time (spec §3). */
export const reviewSessionSchema = z.object({
  id: idSchema,
  type: reviewSessionTypeSchema,
  startedAt: dateTimeSchema,
  currentTaskIndex: z.number().int().nonnegative(),
  tasksToReview: z.array(idSchema),
  sessionData: z.object({
    reviewed_tasks: z.array(idSchema),
    session_notes: textSchema,
  }),
  completed: z.boolean(),
});

/** A review session. */
export type ReviewSession = z.infer<typeof reviewSessionSchema>;

/** The user behaviour profile (spec §3: defined but never filled). */
export const behaviourProfileSchema = z.object({
  workStyle: textSchema.optional(),
  motivationType: textSchema.optional(),
  planningHorizon: textSchema.optional(),
  delegationTendency: z.number().min(0).max(10).optional(),
  breakdownPreference: textSchema.optional(),
  communicationStyle: textSchema.optional(),
  preferredTechniques: z.array(textSchema).default([]),
  analysisCount: z.number().int().nonnegative().default(0),
});

/** The user behaviour profile. */
export type BehaviourProfile = z.infer<typeof behaviourProfileSchema>;
