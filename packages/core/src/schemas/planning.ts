/** Schemas of strategies, AI groupings and AI-suggested tasks. */
import { z } from 'zod';
import { AI_TASK_CATEGORIES } from '../ai-normalise';
import {
  AI_DEADLINE_TEXT_MAX_LENGTH,
  AI_DESCRIPTION_MAX_LENGTH,
  AI_ESTIMATE_MAX_LENGTH,
  AI_SUBTASKS_MAX,
  AI_SUBTASK_TITLE_MAX_LENGTH,
  AI_TAGS_MAX,
  AI_TAG_MAX_LENGTH,
  AI_TASKS_KEPT,
  AI_TITLE_MAX_LENGTH,
  GROUPING_DEFAULT_EFFICIENCY,
  GROUPING_EFFICIENCY_MAX,
  GROUPING_EFFICIENCY_MIN,
  GROUP_TASKS_MAX_IDS,
  STRATEGY_DESCRIPTION_MAX_LENGTH,
  STRATEGY_NAME_MAX_LENGTH,
  THOUGHTS_TEXT_MAX_LENGTH,
} from '../constants';
import { GROUPING_STRATEGIES } from '../grouping';
import { GROUP_COLORS } from '../priority';
import { strategyColorSchema, strategyPrioritySchema } from './answers';
import {
  assistantLanguageSchema,
  dateTimeSchema,
  idSchema,
  priorityLevelSchema,
  priorityWordSchema,
  textSchema,
  uuidSchema,
} from './common';

/** A strategy name as typed: trimmed, not empty, at most STRATEGY_NAME_MAX_LENGTH characters. */
export const strategyNameSchema = textSchema
  .trim()
  .min(1, 'Strategy name cannot be empty')
  .max(STRATEGY_NAME_MAX_LENGTH, `Strategy name can have at most ${STRATEGY_NAME_MAX_LENGTH} characters`);

/** A strategy description as typed: trimmed, at most STRATEGY_DESCRIPTION_MAX_LENGTH characters, or null for none. */
export const strategyDescriptionSchema = textSchema
  .trim()
  .max(
    STRATEGY_DESCRIPTION_MAX_LENGTH,
    `Strategy description can have at most ${STRATEGY_DESCRIPTION_MAX_LENGTH} characters`,
  )
  .nullable();

const editableStrategyFields = {
  name: strategyNameSchema,
  description: strategyDescriptionSchema,
  color: strategyColorSchema,
  priority: strategyPrioritySchema,
};

/** Body of "create a strategy"; colour defaults to blue and priority to medium. */
export const createStrategyInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: editableStrategyFields.name,
  description: editableStrategyFields.description.optional(),
  color: z._default(strategyColorSchema, 'blue'),
  priority: z._default(strategyPrioritySchema, 2),
});

/** Body of "create a strategy". */
export type CreateStrategyInput = z.infer<typeof createStrategyInputSchema>;

/** Body of "edit a strategy": only the fields sent change (no defaults, so a patch never resets a field). */
export const updateStrategyInputSchema = z.strictObject(editableStrategyFields).partial();

/** Body of "edit a strategy". */
export type UpdateStrategyInput = z.infer<typeof updateStrategyInputSchema>;

/** An AI grouping strategy. */
export const groupingStrategySchema = z.enum(GROUPING_STRATEGIES);

/** A group of an AI grouping (spec §3). */
export const taskGroupSchema = z.object({
  id: textSchema.min(1),
  name: textSchema,
  description: textSchema,
  color: z.enum(GROUP_COLORS),
  tasks: z.array(idSchema).min(1),
  priority: priorityWordSchema,
  estimated_time: textSchema,
  suggested_order: z.number().int().positive(),
});

/** A group of an AI grouping. */
export type TaskGroup = z.infer<typeof taskGroupSchema>;

/** A saved AI grouping (spec §3 task_groupings). */
export const taskGroupingSchema = z.object({
  id: idSchema,
  userId: idSchema,
  strategy: groupingStrategySchema,
  groups: z.array(taskGroupSchema),
  ungroupedTasks: z.array(idSchema),
  efficiencyScore: z
    .number()
    .min(GROUPING_EFFICIENCY_MIN)
    .max(GROUPING_EFFICIENCY_MAX)
    .default(GROUPING_DEFAULT_EFFICIENCY),
  createdAt: dateTimeSchema,
});

/** A saved AI grouping. */
export type TaskGrouping = z.infer<typeof taskGroupingSchema>;

/** Body of "group my tasks": an optional strategy (else the AI recommends one). */
export const groupTasksInputSchema = z.strictObject({
  strategy: groupingStrategySchema.optional(),
  taskIds: z.array(idSchema).max(GROUP_TASKS_MAX_IDS).optional(),
});

/** Body of "group my tasks". */
export type GroupTasksInput = z.infer<typeof groupTasksInputSchema>;

/** An AI-suggested task within the normalisation limits (spec §3, §5). */
export const aiSuggestedTaskSchema = z.object({
  title: textSchema.min(1).max(AI_TITLE_MAX_LENGTH),
  description: textSchema.max(AI_DESCRIPTION_MAX_LENGTH),
  priority: priorityWordSchema,
  deadline_text: textSchema.min(1).max(AI_DEADLINE_TEXT_MAX_LENGTH),
  deadline_date: dateTimeSchema.nullable(),
  category: z.enum(AI_TASK_CATEGORIES),
  estimated_time: textSchema.max(AI_ESTIMATE_MAX_LENGTH),
  subtasks: z
    .array(
      z.object({
        title: textSchema.min(1).max(AI_SUBTASK_TITLE_MAX_LENGTH),
        estimated_time: textSchema.max(AI_ESTIMATE_MAX_LENGTH),
        order: z.number().int().positive(),
      }),
    )
    .max(AI_SUBTASKS_MAX),
  tags: z.array(textSchema.min(1).max(AI_TAG_MAX_LENGTH)).max(AI_TAGS_MAX),
  importance: priorityLevelSchema,
  urgency: priorityLevelSchema,
});

/** An AI-suggested task. */
export type AiSuggestedTaskPayload = z.infer<typeof aiSuggestedTaskSchema>;

/** Body of "turn my thoughts into tasks". */
export const thoughtsToTasksInputSchema = z.strictObject({
  text: textSchema.trim().min(1).max(THOUGHTS_TEXT_MAX_LENGTH),
  language: assistantLanguageSchema.optional(),
  /** The person's time zone (an IANA name or an offset such as '+03:00'); UTC when absent. */
  timeZone: textSchema.max(64).optional(),
});

/** Body of "turn my thoughts into tasks". */
export type ThoughtsToTasksInput = z.infer<typeof thoughtsToTasksInputSchema>;

/** Answer of "turn my thoughts into tasks": at most 8 normalised tasks. */
export const thoughtsToTasksResponseSchema = z.object({
  tasks: z.array(aiSuggestedTaskSchema).max(AI_TASKS_KEPT),
});

/** Answer of "turn my thoughts into tasks". */
export type ThoughtsToTasksResponse = z.infer<typeof thoughtsToTasksResponseSchema>;
