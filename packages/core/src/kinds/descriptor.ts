/**
 * What a kind of synced data is, described once (DESIGN.md "Kinds of data"): its row schema, each of
 * its changes (how it travels as an offline operation and is read back, which rows it needs, which
 * row it creates, whether it deletes) and how queued changes show in its cached reads. The server's
 * sync handlers and the web's cache adapters are registered per kind against these descriptors, so a
 * kind or a change without either does not compile.
 */
import { z } from 'zod';
import type { PendingOperation, SyncTable } from '../schemas/sync';
import type { KindName, SyncChange } from './index';

/** Kinds of offline operation (spec §3). */
export type OperationType = PendingOperation['type'];

/** A change of the app: a kind tag and its own fields. */
export interface AnyChange {
  readonly kind: string;
}

/** A row a change needs to exist (its own row, or a parent), named by its kind and id. */
export interface RowRef {
  readonly kind: KindName;
  readonly id: string;
}

/** A queued change and the operation it travels in. */
export interface QueuedChange {
  readonly change: SyncChange;
  /** When the change was made (the operation's timestamp). */
  readonly at: Date;
  /** The operation's id. */
  readonly operationId: string;
}

/** Who makes the changes (comments carry their author). */
export interface ChangeAuthor {
  readonly id: string;
  readonly email: string;
  readonly name?: string | null;
}

/**
 * How one change travels as an offline operation `{ type, table, data }` and is read back. Updates of
 * one table that are not plain field edits carry one `marker` key no editable field uses, so a replay
 * can tell them apart.
 */
export interface ChangeCodec<C extends AnyChange> {
  readonly table: SyncTable;
  readonly type: OperationType;
  readonly marker?: string;
  /** Validates the operation's `data` (the REST route's own body schema, plus the row id). */
  readonly data: z.ZodType;
  /** The change a validated `data` stands for. */
  readonly read: (data: never) => C;
  /** The operation's `data` for a change. */
  readonly write: (change: C) => Record<string, unknown>;
  /** The id of the row the change creates, if it creates one. */
  readonly creates?: (change: C) => string;
  /** The rows the change needs: if one of them is refused or gone, so is the change. */
  readonly references: (change: C) => readonly RowRef[];
  /** True when the change's goal is that a row is gone (a replay finding it gone already holds). */
  readonly deletes?: boolean;
}

/**
 * The codec builder of one kind's changes: `codecs('updateTask', {...})` checks the codec against
 * that change and types `read` by the data schema.
 */
export function codecsOf<C extends AnyChange>() {
  return <K extends C['kind'], S extends z.ZodType>(
    _kind: K,
    codec: {
      readonly table: SyncTable;
      readonly type: OperationType;
      readonly marker?: string;
      readonly data: S;
      readonly read: (data: z.output<S>) => Extract<C, { kind: K }>;
      readonly write: (change: Extract<C, { kind: K }>) => Record<string, unknown>;
      readonly creates?: (change: Extract<C, { kind: K }>) => string;
      readonly references: (change: Extract<C, { kind: K }>) => readonly RowRef[];
      readonly deletes?: boolean;
    },
  ): ChangeCodec<Extract<C, { kind: K }>> => codec as ChangeCodec<Extract<C, { kind: K }>>;
}

/** One codec for each change of a kind's change union. */
export type ChangeCodecs<C extends AnyChange> = {
  readonly [K in C['kind']]: ChangeCodec<Extract<C, { kind: K }>>;
};

/** A kind of synced data: its table, its row schema, its changes and how they show in cached reads. */
export interface KindDescriptor<N extends string, C extends AnyChange, O = unknown> {
  /** The kind's name: the table its rows live in, as live updates announce it. */
  readonly name: N;
  /** A row as the API answers it. */
  readonly row: z.core.$ZodType;
  readonly changes: ChangeCodecs<C>;
  /** Pure functions that show queued changes on top of the server's copy of this kind's reads. */
  readonly overlay: O;
}

/** A row id in operation data: anything but a UUID cannot name a row. */
export const rowIdSchema = z.uuid();

/** `data` without its `id` (the row the operation targets). */
export function withoutId(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = data;
  return rest;
}
