import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { timestamptz } from './timestamptz';
import { user } from './user';

/** spec §3 User progress: one row per user. Unlocked achievements are rows of `achievements`. */
export const userProgress = pgTable('user_progress', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  level: integer('level').notNull().default(1),
  xp: integer('xp').notNull().default(0),
  /** Consecutive active days up to `lastActiveOn`. */
  streak: integer('streak').notNull().default(0),
  /** The last day that counted for the streak (the user's calendar day). */
  lastActiveOn: date('last_active_on', { mode: 'string' }),
  /** Seconds. */
  totalTimeSpent: integer('total_time_spent').notNull().default(0),
  /** Productivity score, 0-100. */
  productivity: integer('productivity').notNull().default(0),
  createdAt: createdAtColumn(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
