/** Schemas of offline sync: a pending operation (spec §3) and the batch the server applies. */
import { z } from 'zod';
import { idSchema, textSchema } from './common';

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
  'pomodoro_sessions',
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
    table: textSchema.min(1).max(100),
    data: z.record(textSchema, z.unknown()),
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

/**
 * Body of POST /api/sync: the queue's owner and its operations in order. Operations are read one by
 * one (`changeOfOperation`), so a malformed entry is answered on its own and does not sink the batch.
 */
export const syncRequestSchema = z.strictObject({
  /** The user whose queue this is; a request for anyone but the signed-in user is refused whole. */
  userId: idSchema,
  operations: z.array(z.unknown()),
});

/** Body of a sync request. */
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/**
 * How the server answered one operation:
 * - `applied`: done now; `result` is what the matching REST route answers;
 * - `duplicate`: this operation id was applied before; `result` is the first answer, nothing changed;
 * - `rejected`: it can never succeed (invalid, refused by a rule, its row is gone); nothing changed;
 * - `deferred`: not applied now, send it again later (its row does not exist yet, the request carried
 *   more than SYNC_BATCH_MAX_OPERATIONS, or the server failed on it); nothing changed.
 */
export const SYNC_RESULT_STATUSES = ['applied', 'duplicate', 'rejected', 'deferred'] as const;

/** Outcome of one operation, at the same index as the operation in the request. */
export const syncOperationResultSchema = z.object({
  /** The operation's id, or null when the entry had none that could be read (not text, NUL…). */
  id: textSchema.nullable(),
  status: z.enum(SYNC_RESULT_STATUSES),
  /** Why it was rejected or deferred: an error code of core's table (or VALIDATION_ERROR, CONFLICT…). */
  code: textSchema.optional(),
  /** A human-readable reason (English), for logs and the rejected-change notice; it may quote the entry. */
  // eslint-disable-next-line fokus-text/use-text-schema -- an answer, not input: it may quote a bad table name
  message: z.string().optional(),
  /** The REST route's answer body for applied and duplicate operations (absent for bodiless answers). */
  result: z.unknown().optional(),
});

/** Outcome of one operation. */
export type SyncOperationResult = z.infer<typeof syncOperationResultSchema>;

/** Answer of a sync request: one result per operation, in the request's order. */
export const syncResponseSchema = z.object({ results: z.array(syncOperationResultSchema) });

/** Answer of a sync request. */
export type SyncResponse = z.infer<typeof syncResponseSchema>;
