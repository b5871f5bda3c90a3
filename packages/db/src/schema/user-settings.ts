import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULT_THEME, GROUPING_MODES, SUPPORTED_LANGUAGES, THEMES } from '@fokus/core';
import { createdAtColumn, quotedList, syncColumns } from './columns';
import type { JsonValue } from './json-types';
import { user } from './user';

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
    language: text('language', { enum: SUPPORTED_LANGUAGES }),
    theme: text('theme', { enum: THEMES }).notNull().default(DEFAULT_THEME),
    groupingMode: text('grouping_mode', { enum: GROUPING_MODES }).notNull().default('classic'),
    /** The assistant's coach persona; an unknown id falls back to the first persona. */
    coachPersonaId: text('coach_persona_id'),
    /** The person's IANA time zone, as their browser last reported it; reminders fire in it. */
    timeZone: text('time_zone'),
    /** Other preferences (panel toggles, welcome banner seen...), shaped by the web app. */
    preferences: jsonb('preferences').$type<{ [key: string]: JsonValue }>().notNull().default({}),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('user_settings_user_id_version_idx').on(table.userId, table.version),
    check('user_settings_language_check', sql`${table.language} in (${quotedList(SUPPORTED_LANGUAGES)})`),
    check('user_settings_theme_check', sql`${table.theme} in (${quotedList(THEMES)})`),
    check('user_settings_grouping_mode_check', sql`${table.groupingMode} in (${quotedList(GROUPING_MODES)})`),
  ],
);
