/**
 * The offline operations every change of the app is expressed as (DESIGN.md "Offline and sync"):
 * `{ id, timestamp, type, table, data }` (spec §3 pending offline operation). The web app builds them
 * with `operationOfChange`, queues them under `pendingOperations` and sends them to `POST /api/sync`;
 * the server reads them back with `changeOfOperation`, which validates `data` with exactly the zod
 * schema of the matching REST route. Each change's codec is part of its kind's descriptor
 * (`kinds/`); this file only looks them up. One encoding, one place.
 */
import { z } from 'zod';
import { pendingOperationSchema, type PendingOperation } from './schemas/sync';
import { isSyncTable } from './offline-queue';
import { APPLIED_OPERATIONS_RETENTION_DAYS, MS_PER_DAY, SYNC_BACKDATE_MAX_DAYS } from './constants';
import {
  SYNC_KINDS,
  KIND_NAMES,
  type ChangeCodec,
  type ChangeOfKind,
  type RowRef,
  type SyncChange,
  type SyncChangeKind,
} from './kinds';

export type { SyncChange, SyncChangeKind } from './kinds';

/** The codec of every change kind, gathered from the kinds' descriptors. */
export const CHANGE_CODECS = Object.assign({}, ...KIND_NAMES.map((name) => SYNC_KINDS[name].changes)) as {
  readonly [K in SyncChangeKind]: ChangeCodec<ChangeOfKind<K>>;
};

/** The codec of a change. */
export function codecOf<C extends SyncChange>(change: C): ChangeCodec<C> {
  return CHANGE_CODECS[change.kind] as unknown as ChangeCodec<C>;
}

/** Codecs by `table/type`, the way an operation names them. */
const CODECS_BY_ROUTE = new Map<string, ChangeCodec<SyncChange>[]>();
for (const codec of Object.values(CHANGE_CODECS) as ChangeCodec<SyncChange>[]) {
  const route = `${codec.table}/${codec.type}`;
  CODECS_BY_ROUTE.set(route, [...(CODECS_BY_ROUTE.get(route) ?? []), codec]);
}

/** The queued operation of a change; its id (a UUIDv7) and time are passed in. */
export function operationOfChange(change: SyncChange, id: string, now: Date): PendingOperation {
  const codec = codecOf(change);
  return { id, timestamp: now.getTime(), type: codec.type, table: codec.table, data: codec.write(change) };
}

/** Why an operation cannot be read: its shape, or a table/type pair no route handles. */
export type OperationProblem = 'INVALID_OPERATION' | 'VALIDATION_ERROR';

/** Result of reading an operation back into a change. */
export type ParsedOperation =
  | { readonly ok: true; readonly change: SyncChange }
  | { readonly ok: false; readonly code: OperationProblem; readonly message: string };

const invalid = (message: string): ParsedOperation => ({ ok: false, code: 'INVALID_OPERATION', message });

/** The first issue of a failed parse, as `path: message`. */
function describeIssue(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? fallback}`;
}

/**
 * Reads a queued operation back into the change it stands for, validating `data` with the schema of
 * the matching REST route. Anything else — an unknown type, a table outside the allowlist or one with
 * no route yet, a missing or malformed row id, extra or wrong fields — is a problem with a message.
 */
export function changeOfOperation(value: unknown): ParsedOperation {
  const shape = pendingOperationSchema.safeParse(value);
  if (!shape.success) return invalid(describeIssue(shape.error, 'Not an operation'));
  const { type, table, data } = shape.data;
  if (!isSyncTable(table)) return invalid(`Table "${table.slice(0, 100)}" cannot be synced`);
  if (data.id !== undefined && !z.uuid().safeParse(data.id).success)
    return { ok: false, code: 'VALIDATION_ERROR', message: 'id: Expected a UUID' };

  const candidates = CODECS_BY_ROUTE.get(`${table}/${type}`) ?? [];
  const markers = candidates.flatMap((codec) =>
    codec.marker !== undefined && codec.marker in data ? [codec.marker] : [],
  );
  if (markers.length > 1) return invalid(`An update may carry only one of ${markers.join(', ')}`);
  const codec = candidates.find((candidate) => candidate.marker === markers[0]);
  if (!codec) return invalid(`"${type}" on "${table}" is not supported yet`);
  const result = codec.data.safeParse(data);
  if (!result.success)
    return { ok: false, code: 'VALIDATION_ERROR', message: describeIssue(result.error, 'Invalid data') };
  return { ok: true, change: (codec.read as (data: unknown) => SyncChange)(result.data) };
}

/**
 * The kind of change an operation names by its table, type and marker, even when its data cannot be
 * read (e.g. the server refused it as invalid): a create is still a create. Null when nothing matches.
 */
export function changeKindOfOperation(
  operation: Pick<PendingOperation, 'table' | 'type' | 'data'>,
): SyncChangeKind | null {
  const candidates = CODECS_BY_ROUTE.get(`${operation.table}/${operation.type}`) ?? [];
  const marked = candidates.find((codec) => codec.marker !== undefined && codec.marker in operation.data);
  const codec = marked ?? candidates.find((candidate) => candidate.marker === undefined);
  if (!codec) return null;
  return (
    (Object.keys(CHANGE_CODECS) as SyncChangeKind[]).find((kind) => CHANGE_CODECS[kind] === codec) ?? null
  );
}

/** The id of the row a change creates, or null for changes that create none. */
export function createdRowId(change: SyncChange): string | null {
  return codecOf(change).creates?.(change) ?? null;
}

/** The rows a change depends on (its own row or its parent), by kind and id. */
export function referencedRows(change: SyncChange): readonly RowRef[] {
  return codecOf(change).references(change);
}

/** The ids of the rows a change depends on (its task, micro-task or notification). */
export function referencedRowIds(change: SyncChange): string[] {
  return referencedRows(change).map((row) => row.id);
}

/** True for changes whose goal is that a row is gone: if it already is, the goal holds. */
export function isDeletion(change: SyncChange): boolean {
  return codecOf(change).deletes === true;
}

/**
 * When a replayed change takes effect: when it was made on the device (so a task started and finished
 * offline keeps its real working time), but never later than the server's clock and never more than
 * SYNC_BACKDATE_MAX_DAYS before it (a device clock can be wrong).
 */
export function operationEffectiveTime(timestamp: number, serverNow: Date): Date {
  const now = serverNow.getTime();
  const earliest = now - SYNC_BACKDATE_MAX_DAYS * MS_PER_DAY;
  return new Date(Math.min(now, Math.max(earliest, timestamp)));
}

/**
 * The oldest moment whose applied-operation records the server still keeps: records created before it
 * may be forgotten (APPLIED_OPERATIONS_RETENTION_DAYS before the server's clock).
 */
export function appliedOperationsCutoff(serverNow: Date): Date {
  return new Date(serverNow.getTime() - APPLIED_OPERATIONS_RETENTION_DAYS * MS_PER_DAY);
}
