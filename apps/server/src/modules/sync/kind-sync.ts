// What the server does with each synced kind's changes: its table (for tombstone checks) and one
// handler per change, each running the very use case of the REST route. Every module that owns a
// kind exports one of these from its `*.sync.ts`; `sync-kinds.ts` lists them.
import type { ChangeOfKind, ChangesByKind, KindName } from '@fokus/core';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../plugins/auth.js';
import type { TasksDeps, TasksWithFilesDeps } from '../../shared/db-types.js';

/** Who replays the queue. */
export type SyncUser = Pick<AuthUser, 'id' | 'name' | 'email'>;

/** A table of a synced kind: rows owned by a user, deleted by tombstone. */
export type SyncedTable = PgTable & { id: PgColumn; userId: PgColumn; deletedAt: PgColumn };

/**
 * Runs one change through the same use case as its REST route and returns what that route answers
 * (undefined for a bodiless 204). A repeated create answers the stored row, as the route does.
 */
export type SyncHandler<C> = (deps: TasksDeps, user: SyncUser, change: C) => Promise<unknown>;

/** Work that must wait until the change has committed (removing files cannot roll back). */
export type AfterCommit<C> = (deps: TasksWithFilesDeps, change: C, log: FastifyBaseLogger) => Promise<void>;

/** The server side of one synced kind. */
export interface KindSync<N extends KindName> {
  readonly table: SyncedTable;
  readonly handlers: { readonly [K in ChangesByKind[N]['kind']]: SyncHandler<ChangeOfKind<K>> };
  /** Runs after an applied (or repeated) change commits; a repeat tries again in case it was cut off. */
  readonly afterCommit?: { readonly [K in ChangesByKind[N]['kind']]?: AfterCommit<ChangeOfKind<K>> };
}
