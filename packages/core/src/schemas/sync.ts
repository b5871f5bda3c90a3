/** Schemas of offline sync: a pending operation (spec §3) and the batch the server applies. */
import { z } from 'zod';
import { SYNC_BATCH_MAX_OPERATIONS } from '../constants';
import { ERROR_CODES } from '../errors';
import { idSchema } from './common';

/** Remote tables an offline operation may name (DESIGN.md: the server accepts an allowlist only). */
export const SYNC_TABLES = [
  'tasks',
  'mvd_tasks',
  'micro_tasks',
  'task_notifications',
  'task_groupings',
  'strategies',
  'mind_maps',
  'review_sessions',
  'recurring_templates',
  'tags',
  'task_tags',
  'habits',
  'habit_checkins',
  'chat_messages',
  'user_settings',
] as const;

/** A table name of the sync allowlist. */
export type SyncTable = (typeof SYNC_TABLES)[number];

/** Kinds of offline operation. */
export const PENDING_OPERATION_TYPES = ['create', 'update', 'delete'] as const;

/** A queued offline change (spec §3): update and delete must carry data.id. */
export const pendingOperationSchema = z
  .object({
    id: idSchema,
    timestamp: z.number().int().nonnegative(),
    type: z.enum(PENDING_OPERATION_TYPES),
    table: z.string().min(1).max(100),
    data: z.record(z.string(), z.unknown()),
  })
  .refine(
    (operation) =>
      operation.type === 'create' || (typeof operation.data.id === 'string' && operation.data.id !== ''),
    {
      message: 'update and delete need data.id',
      path: ['data', 'id'],
    },
  );

/** A queued offline change. */
export type PendingOperation = z.infer<typeof pendingOperationSchema>;

/** Body of POST /api/sync: queued operations in order. */
export const syncRequestSchema = z.strictObject({
  operations: z.array(pendingOperationSchema).max(SYNC_BATCH_MAX_OPERATIONS),
});

/** Body of a sync request. */
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/** Outcome of one operation: applied now, already applied before (idempotent replay), or rejected with a code. */
export const syncOperationResultSchema = z.object({
  id: idSchema,
  status: z.enum(['applied', 'duplicate', 'rejected']),
  code: z.enum(ERROR_CODES as [string, ...string[]]).optional(),
});

/** Outcome of one operation. */
export type SyncOperationResult = z.infer<typeof syncOperationResultSchema>;

/** Answer of a sync request, one result per operation in order. */
export const syncResponseSchema = z.object({ results: z.array(syncOperationResultSchema) });

/** Answer of a sync request. */
export type SyncResponse = z.infer<typeof syncResponseSchema>;
