import {
  TASK_VIEWS,
  dateSchema,
  formatLocalDate,
  isInView,
  isValidTimeZone,
  matchesFilters,
  taskStatusSchema,
  textSchema,
  toLocalDateTime,
  type ListTasksResponse,
  type Task,
  type TaskDeltaResponse,
  type TaskFilters,
  type TaskListResponse,
} from '@fokus/core';
import { and, eq, gt, max } from 'drizzle-orm';
import pg from 'pg';
import { tasks } from '@fokus/db';
import { z } from 'zod';
import type { TasksDeps } from '../../shared/db-types.js';
import { descriptionText } from './description.js';
import { TEXT_TIME_TYPES } from '../../shared/pg-text.js';
import { TASK_COLUMNS, taskOfColumns, toTask } from '../../shared/task-dto.js';

/** The views of the main screen plus `all` (every live task). */
export const TASK_LIST_VIEWS = [...TASK_VIEWS, 'all'] as const;

export const listTasksQuerySchema = z.object({
  view: z.enum(TASK_LIST_VIEWS).default('active'),
  status: z.union([taskStatusSchema, z.literal('all')]).default('all'),
  /** A strategy id, `all` (default) or `none` (tasks without a strategy). */
  strategyId: textSchema.min(1).max(200).default('all'),
  /** Searched case-insensitively in the title and the description's text. */
  q: textSchema.max(500).default(''),
  /** The user's IANA time zone, which decides what "today" is; UTC by default. */
  tz: textSchema.max(100).refine(isValidTimeZone, 'Unknown time zone').default('UTC'),
  /** The user's calendar day; overrides `tz`. */
  today: dateSchema.optional(),
  /** Delta mode: only tasks whose version is above this, plus tombstones; other filters are ignored. */
  since: z.coerce.number().int().nonnegative().optional(),
});

export type ListTasksQuery = z.output<typeof listTasksQuerySchema>;

/**
 * The list's statement: the user's live tasks, newest first, and their latest version (tombstones
 * included). `bench/api-list.bench.mjs` runs this very statement for its database side.
 */
export const LIST_TASKS_SQL = `select ${TASK_COLUMNS.join(', ')},
  (select coalesce(max(version), 0) from tasks where user_id = $1) as latest_version
  from tasks where user_id = $1 and deleted_at is null order by created_at desc, id`;

/**
 * Runs a statement and hands each row (node-postgres's array mode, times as text) to `onRow` as it
 * arrives, without collecting them.
 */
async function eachRow(
  pool: pg.Pool,
  text: string,
  values: unknown[],
  onRow: (values: unknown[]) => void,
): Promise<void> {
  const client = await pool.connect();
  try {
    await new Promise<void>((resolve, reject) => {
      const config: pg.QueryArrayConfig = { text, values, rowMode: 'array', types: TEXT_TIME_TYPES };
      // pg's Query takes the array-mode config at run time; its type declares only the object form.
      const statement = new pg.Query<unknown[]>(config as pg.QueryConfig);
      statement.on('row', onRow);
      statement.on('end', () => resolve());
      statement.on('error', reject);
      client.query(statement);
    });
  } finally {
    client.release();
  }
}

/** What listing needs: the pool too, since the full list is read in node-postgres's array mode. */
export interface ListTasksDeps extends TasksDeps {
  pool: pg.Pool;
}

/** The user's tasks of a view, filtered with core's rules; or, with `since`, what changed after it. */
export async function listTasks(
  deps: ListTasksDeps,
  userId: string,
  query: ListTasksQuery,
): Promise<ListTasksResponse> {
  const { since } = query;
  if (since !== undefined) {
    const rows = await deps.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), gt(tasks.version, since)))
      .orderBy(tasks.version);
    const changed: Task[] = [];
    const deleted: TaskDeltaResponse['deleted'] = [];
    for (const row of rows) {
      if (row.deletedAt === null) changed.push(toTask(row));
      else deleted.push({ id: row.id, version: row.version });
    }
    // The sync trigger commits one user's versions in order, so nothing below this can still appear.
    const delta: TaskDeltaResponse = { tasks: changed, deleted, version: rows.at(-1)?.version ?? since };
    return delta;
  }

  // "Today" decides the views; `all` needs none.
  const today =
    query.view === 'all' ? '' : (query.today ?? formatLocalDate(toLocalDateTime(deps.now(), query.tz)));
  const filters: TaskFilters = { status: query.status, strategyId: query.strategyId, search: query.q };
  const searching = query.q.trim() !== '';
  const filtering = searching || query.status !== 'all' || query.strategyId !== 'all';
  const visible: Task[] = [];
  // One statement, so the rows and the version come from one snapshot: the version never claims a
  // change the list lacks. (An empty list needs the version on its own.) Each row becomes a task as
  // it arrives, so the rows as read are short-lived (collected young, cheaply) and never all held.
  let latestVersion: unknown = undefined;
  await eachRow(deps.pool, LIST_TASKS_SQL, [userId], (values) => {
    latestVersion ??= values[TASK_COLUMNS.length];
    const task = taskOfColumns(values);
    if (query.view !== 'all' && !isInView(task, query.view, today)) return;
    if (filtering) {
      const viewable = searching ? { ...task, description: descriptionText(task.description) } : task;
      if (!matchesFilters(viewable, filters)) return;
    }
    visible.push(task);
  });
  const version = Number(
    latestVersion ??
      (
        await deps.db
          .select({ latest: max(tasks.version) })
          .from(tasks)
          .where(eq(tasks.userId, userId))
      )[0]?.latest ??
      0,
  );
  const list: TaskListResponse = { tasks: visible, version };
  return list;
}
