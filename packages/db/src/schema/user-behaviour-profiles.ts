import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { timestamptz } from './timestamptz';
import { user } from './user';

/** spec §3 User behaviour profile: one per user, for the assistant. Defined but not yet filled. */
export const userBehaviourProfiles = pgTable(
  'user_behaviour_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    workStyle: text('work_style'),
    motivationType: text('motivation_type'),
    planningHorizon: text('planning_horizon'),
    /** 0-10. */
    delegationTendency: smallint('delegation_tendency'),
    breakdownPreference: text('breakdown_preference'),
    communicationStyle: text('communication_style'),
    preferredTechniques: jsonb('preferred_techniques').$type<string[]>().notNull().default([]),
    analysisCount: integer('analysis_count').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check(
      'user_behaviour_profiles_delegation_tendency_check',
      sql`${table.delegationTendency} between 0 and 10`,
    ),
  ],
);
