import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import { habits } from './habits';

/**
 * One day a habit was done. Not unique per (habit, day) in the database: two offline devices may
 * both check in, and the server treats a second live check-in of the same day as already done.
 */
export const habitCheckins = pgTable(
  'habit_checkins',
  {
    id: idColumn(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    /** The user's calendar day (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('habit_checkins_user_id_version_idx').on(table.userId, table.version),
    index('habit_checkins_habit_id_day_idx').on(table.habitId, table.day),
  ],
);
