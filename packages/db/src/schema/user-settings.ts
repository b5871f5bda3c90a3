import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, syncColumns } from './columns';
import type { JsonValue } from './json-types';
import { user } from './user';

export const LANGUAGES = ['ru', 'en'] as const;
export const THEMES = ['light', 'dark', 'bright', 'system'] as const;
export const GROUPING_MODES = ['classic', 'ai'] as const;

/**
 * A user's settings that follow them across devices: one row per user, keyed by the user id so a
 * create from two offline devices becomes an upsert. Device-only settings stay in the browser.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null until the user picks one: the browser's language applies. */
    language: text('language', { enum: LANGUAGES }),
    theme: text('theme', { enum: THEMES }).notNull().default('system'),
    groupingMode: text('grouping_mode', { enum: GROUPING_MODES }).notNull().default('classic'),
    /** The assistant's coach persona; an unknown id falls back to the first persona. */
    coachPersonaId: text('coach_persona_id'),
    /** Other preferences (panel toggles, welcome banner seen...), shaped by the web app. */
    preferences: jsonb('preferences').$type<{ [key: string]: JsonValue }>().notNull().default({}),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('user_settings_user_id_version_idx').on(table.userId, table.version),
    check('user_settings_language_check', sql`${table.language} in ('ru', 'en')`),
    check('user_settings_theme_check', sql`${table.theme} in ('light', 'dark', 'bright', 'system')`),
    check('user_settings_grouping_mode_check', sql`${table.groupingMode} in ('classic', 'ai')`),
  ],
);
