import { sql } from 'drizzle-orm';
import { bigint, pgSequence, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';
import { user } from './user';

/**
 * The one sequence every synced row takes its `version` from. One global sequence (not one per table)
 * lets a client ask every table "what changed since version N" with a single cursor.
 */
export const syncVersionSeq = pgSequence('sync_version_seq');

/** A client-generated UUID (UUIDv7); server-made rows fall back to a random one. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** The owning user. Rows go when the account goes. */
export const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/**
 * Columns of every table the client syncs.
 *
 * `version` and `updated_at` are set by the `fokus_sync_bump` trigger (see the
 * `sync_version_triggers` migration) on every insert and update, whatever the statement says, so
 * application code never sets them. The column default only makes them optional in insert types.
 * A delete is an update of `deleted_at` (a tombstone), so it bumps the version too and reaches
 * clients that ask for changes since an older version.
 */
export const syncColumns = () => ({
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  version: bigint('version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('sync_version_seq')`),
  deletedAt: timestamptz('deleted_at'),
});

/** A SQL list of string literals for a check constraint, from a constant list of allowed values. */
export const quotedList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
