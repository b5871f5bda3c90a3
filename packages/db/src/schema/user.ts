import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

/**
 * better-auth's `user` model. Field names are the ones better-auth's drizzle adapter looks up (its
 * core schema in @better-auth/core `getAuthTables`); columns are snake_case as its generator emits them.
 * Ids are text because better-auth generates them.
 */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  createdAt: timestamptz('created_at').defaultNow().notNull(),
  updatedAt: timestamptz('updated_at')
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});
