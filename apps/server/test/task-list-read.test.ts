// The task list reads its rows in node-postgres's array mode with times as text (taskOfColumns), not
// through drizzle (toTask). Both must give the very same answer, whatever the session's time zone,
// and the benchmark must time the very statement the route runs.
import { testDatabaseKinds } from '@fokus/db/testing';
import { tasks } from '@fokus/db';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TASKS_SQL } from '../src/modules/tasks/list-tasks.js';
import { TEXT_TIME_TYPES } from '../src/shared/pg-text.js';
import { taskOfColumns, toTask } from '../src/shared/task-dto.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

describe.each(testDatabaseKinds())('the task list read on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada');
    const strategyId = newId();
    await t.database.pool.query(
      `insert into strategies (id, user_id, name, color, priority) values ($1, $2, 'S', 'blue', 2)`,
      [strategyId, ada.id],
    );
    // Times with every precision PostgreSQL writes (it drops trailing zeros), nulls, json columns.
    await t.database.pool.query(
      `insert into tasks (user_id, owner_id, title, description, status, type, start_date, due_date,
         start_time, duration_minutes, importance, urgency, total_time_spent, time_started,
         time_completed, strategy_id, attachments, comments, assignment, is_delegated, created_at)
       select $1, case when g % 2 = 0 then $1 end, 'Task "' || g || '" — задача', case when g % 3 = 0 then 'd\n' || g end,
         (array['waiting','inProgress','completed'])[1 + g % 3], (array['task','idea'])[1 + g % 2],
         case when g % 4 > 0 then date '2026-01-01' + g end, case when g % 5 = 0 then date '2026-02-01' + g end,
         case when g % 2 = 0 then time '07:30:15' + g * interval '1 minute' end, case when g % 4 = 0 then g end,
         1 + g % 2, 1 + (g / 2) % 2, g * 7,
         case when g % 3 > 0 then timestamptz '2026-03-10 09:00:00+00' + g * interval '1.1 second' end,
         case when g % 3 = 2 then timestamptz '2026-03-10 10:00:00.123456+00' + g * interval '1 millisecond' end,
         case when g % 6 = 0 then $2::uuid end,
         case when g % 7 = 0 then '[{"id":"f","name":"a.pdf","type":"application/pdf","size":1,"url":"/f","created_at":"2026-03-10T09:00:00.000Z"}]'::jsonb else '[]'::jsonb end,
         case when g % 5 = 0 then '[{"id":"1-a","text":"hi","created_at":"2026-03-10T09:00:00.000Z","author_email":"a@b.c","author_name":null}]'::jsonb else '[]'::jsonb end,
         case when g % 8 = 0 then '{"assignee_email":"x@y.z","status":"pending","assigned_at":"2026-03-10T09:00:00.000Z"}'::jsonb end,
         g % 8 = 0,
         timestamptz '2026-03-01 00:00:00+00' + g * interval '1.001001 second'
       from generate_series(1, 60) as g`,
      [ada.id, strategyId],
    );
  });
  afterAll(() => t?.close());

  it('answers every task exactly as toTask does, in any session time zone', async () => {
    const rows = await t.database.db.select().from(tasks).where(eq(tasks.userId, ada.id));
    const expected = new Map(rows.map((row) => [row.id, toTask(row)]));
    expect(expected.size).toBe(60);
    const client = await t.database.pool.connect();
    try {
      for (const zone of ['UTC', 'Europe/Moscow', 'America/St_Johns', 'Asia/Kathmandu']) {
        await client.query(`set time zone '${zone}'`);
        const { rows: listed } = await client.query<unknown[]>({
          text: LIST_TASKS_SQL,
          values: [ada.id],
          rowMode: 'array',
          types: TEXT_TIME_TYPES,
        });
        expect(listed).toHaveLength(60);
        for (const values of listed) {
          const task = taskOfColumns(values);
          expect(task, zone).toEqual(expected.get(task.id));
        }
      }
    } finally {
      client.release();
    }
  });

  it('is the statement bench/api-list.bench.mjs times', () => {
    const bench = readFileSync(
      path.resolve(import.meta.dirname, '../../../bench/api-list.bench.mjs'),
      'utf8',
    );
    expect(bench).toContain(LIST_TASKS_SQL);
  });
});
