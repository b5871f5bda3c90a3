import {
  TASK_VIEWS,
  dateSchema,
  formatLocalDate,
  isInView,
  isValidTimeZone,
  matchesFilters,
  taskStatusSchema,
  toLocalDateTime,
  type Task,
  type TaskFilters,
} from '@fokus/core';
import { and, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import { z } from 'zod';
import type { TasksDeps } from './db-types.js';
import { descriptionText } from './description.js';
import { toTask } from './task-dto.js';

/** The views of the main screen plus `all` (every live task). */
export const TASK_LIST_VIEWS = [...TASK_VIEWS, 'all'] as const;

export const listTasksQuerySchema = z.object({
  view: z.enum(TASK_LIST_VIEWS).default('active'),
  status: z.union([taskStatusSchema, z.literal('all')]).default('all'),
  /** A strategy id, `all` (default) or `none` (tasks without a strategy). */
  strategyId: z.string().min(1).max(200).default('all'),
  /** Searched case-insensitively in the title and the description's text. */
  q: z.string().max(500).default(''),
  /** The user's IANA time zone, which decides what "today" is; UTC by default. */
  tz: z.string().max(100).refine(isValidTimeZone, 'Unknown time zone').default('UTC'),
  /** The user's calendar day; overrides `tz`. */
  today: dateSchema.optional(),
  /** Delta mode: only tasks whose version is above this, plus tombstones; other filters are ignored. */
  since: z.coerce.number().int().nonnegative().optional(),
});

export type ListTasksQuery = z.output<typeof listTasksQuerySchema>;

export interface TaskList {
  tasks: Task[];
  /** The highest version among the user's tasks (tombstones included): the next `since`. */
  version: number;
}

export interface TaskDelta extends TaskList {
  deleted: { id: string; version: number }[];
}

/** The user's tasks of a view, filtered with core's rules; or, with `since`, what changed after it. */
export async function listTasks(
  deps: TasksDeps,
  userId: string,
  query: ListTasksQuery,
): Promise<TaskList | TaskDelta> {
  const { since } = query;
  if (since !== undefined) {
    const rows = await deps.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), gt(tasks.version, since)))
      .orderBy(tasks.version);
    const changed: Task[] = [];
    const deleted: TaskDelta['deleted'] = [];
    for (const row of rows) {
      if (row.deletedAt === null) changed.push(toTask(row));
      else deleted.push({ id: row.id, version: row.version });
    }
    // The sync trigger commits one user's versions in order, so nothing below this can still appear.
    return { tasks: changed, deleted, version: rows.at(-1)?.version ?? since };
  }

  // One statement, so the rows and the version come from one snapshot: the version never claims a
  // change the list lacks. (An empty list needs the version on its own.)
  const latestVersion =
    sql<number>`(select coalesce(max(${tasks.version}), 0) from ${tasks} where ${tasks.userId} = ${userId})`.mapWith(
      Number,
    );
  const rows = await deps.db
    .select({ task: tasks, latestVersion })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), isNull(tasks.deletedAt)))
    .orderBy(desc(tasks.createdAt), tasks.id);
  const version =
    rows[0]?.latestVersion ??
    (
      await deps.db
        .select({ latest: max(tasks.version) })
        .from(tasks)
        .where(eq(tasks.userId, userId))
    )[0]?.latest ??
    0;

  const today = query.today ?? formatLocalDate(toLocalDateTime(deps.now(), query.tz));
  const filters: TaskFilters = { status: query.status, strategyId: query.strategyId, search: query.q };
  const searching = query.q.trim() !== '';
  const visible: Task[] = [];
  for (const { task } of rows) {
    if (query.view !== 'all' && !isInView(task, query.view, today)) continue;
    const viewable = searching ? { ...task, description: descriptionText(task.description) } : task;
    if (matchesFilters(viewable, filters)) visible.push(toTask(task));
  }
  return { tasks: visible, version };
}
