export * as schema from './schema';
export * from './schema';
export { createDatabase, type CreateDatabaseOptions, type Database, type DatabaseHandle } from './client';
export { migrateDatabase, migrationsFolder } from './migrate';
export { checkDatabase, type DatabaseHealth } from './health';
export { syncedTables, SYNC_LOCK_NAMESPACE, type SyncedTableName } from './sync';
export {
  startEmbeddedDatabase,
  DataDirInUseError,
  type EmbeddedDatabase,
  type StartEmbeddedDatabaseOptions,
} from './embedded';
export * from './notify';
export { INVALID_TEXT_SQLSTATES, isInvalidTextError, sqlStateOf } from './errors';
