-- Custom migration (not generated from the schema): the version triggers of the synced tables.
--
-- Every insert and every update of a synced row takes a new `version` from the one global sequence
-- and sets `updated_at`, whatever the statement itself says, so "what changed since version N" is
-- answered by `WHERE user_id = $1 AND version > $2` and a client can never forge a version.
--
-- A sequence alone is not enough: two transactions can take versions 10 and 11 and commit in the
-- opposite order, and a reader that saw 11 first would never be sent 10. So the trigger first takes
-- a transaction-scoped advisory lock on the row's user: versions of one user's rows are then
-- allocated and committed in the same order. Writes of different users do not wait for each other.
-- The lock key is (1181446009 = 'Fksy', hashtext(user_id)); keep it in step with SYNC_LOCK_NAMESPACE
-- in src/sync.ts.
--
-- A table added to the synced set later needs its own CREATE TRIGGER in a new custom migration.
CREATE FUNCTION fokus_sync_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1181446009, hashtext(NEW.user_id));
  NEW.version := nextval('sync_version_seq');
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_sync_bump BEFORE INSERT OR UPDATE ON "tasks" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER micro_tasks_sync_bump BEFORE INSERT OR UPDATE ON "micro_tasks" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER mvd_tasks_sync_bump BEFORE INSERT OR UPDATE ON "mvd_tasks" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER task_notifications_sync_bump BEFORE INSERT OR UPDATE ON "task_notifications" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER task_groupings_sync_bump BEFORE INSERT OR UPDATE ON "task_groupings" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER strategies_sync_bump BEFORE INSERT OR UPDATE ON "strategies" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER mind_maps_sync_bump BEFORE INSERT OR UPDATE ON "mind_maps" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER review_sessions_sync_bump BEFORE INSERT OR UPDATE ON "review_sessions" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER recurring_templates_sync_bump BEFORE INSERT OR UPDATE ON "recurring_templates" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER chat_messages_sync_bump BEFORE INSERT OR UPDATE ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER tags_sync_bump BEFORE INSERT OR UPDATE ON "tags" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER task_tags_sync_bump BEFORE INSERT OR UPDATE ON "task_tags" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER habits_sync_bump BEFORE INSERT OR UPDATE ON "habits" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER habit_checkins_sync_bump BEFORE INSERT OR UPDATE ON "habit_checkins" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER user_settings_sync_bump BEFORE INSERT OR UPDATE ON "user_settings" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
