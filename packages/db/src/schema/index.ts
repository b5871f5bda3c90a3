// Every table of the database. drizzle-kit reads this file to generate migrations, and the client
// passes it to drizzle so `db.query.<table>` knows them all.

// better-auth (drizzle adapter, default singular model names).
export * from './user';
export * from './session';
export * from './account';
export * from './verification';
export * from './rate-limit';

// Fokus.
export { syncVersionSeq } from './columns';
export * from './json-types';
export * from './tasks';
export * from './delegation-tokens';
export * from './mvd-tasks';
export * from './micro-tasks';
export * from './task-notifications';
export * from './task-groupings';
export * from './strategies';
export * from './mind-maps';
export * from './review-sessions';
export * from './recurring-templates';
export * from './user-behaviour-profiles';
export * from './chat-messages';
export * from './user-progress';
export * from './achievements';
export * from './tags';
export * from './task-tags';
export * from './habits';
export * from './habit-checkins';
export * from './user-settings';
export * from './analytics-events';
export * from './applied-operations';
export * from './pomodoro-sessions';
export * from './push-subscriptions';
export * from './server-keys';
export * from './calendar-feeds';
export * from './relations';
