-- Custom migration (not generated from the schema): change notifications of the synced tables.
--
-- After every insert and update of a synced row (a tombstone is an update of `deleted_at`), PostgreSQL
-- is told on the channel `fokus_changes` which row of which user changed, with its new version. Every
-- server process LISTENs on that channel with one connection and pushes the change to that user's open
-- event streams, so a change made through one process reaches clients connected to another.
--
-- NOTIFY is transactional: listeners hear it only once the transaction commits, never for a rolled-back
-- write, and in commit order. Because the fokus_sync_bump trigger hands out one user's versions under a
-- per-user lock, that user's notifications arrive in version order.
--
-- The payload stays tiny (no row data, far below NOTIFY's 8000-byte limit):
--   {"user_id": text, "table": text, "id": text, "version": bigint, "deleted": boolean}
-- `id` is the row's primary key; user_settings, keyed by its user, names its key column in the trigger's
-- argument. Keep the channel name and the payload in step with src/notify.ts.
--
-- A table added to the synced set later needs its own CREATE TRIGGER in a new custom migration.
CREATE FUNCTION fokus_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_id text;
BEGIN
  -- PL/pgSQL compiles a trigger function once per table, so NEW.id is only read on tables that have it.
  IF TG_ARGV[0] = 'user_id' THEN
    row_id := NEW.user_id;
  ELSE
    row_id := NEW.id::text;
  END IF;
  PERFORM pg_notify('fokus_changes', json_build_object(
    'user_id', NEW.user_id,
    'table', TG_TABLE_NAME,
    'id', row_id,
    'version', NEW.version,
    'deleted', NEW.deleted_at IS NOT NULL
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_notify_change AFTER INSERT OR UPDATE ON "tasks" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER micro_tasks_notify_change AFTER INSERT OR UPDATE ON "micro_tasks" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER mvd_tasks_notify_change AFTER INSERT OR UPDATE ON "mvd_tasks" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER task_notifications_notify_change AFTER INSERT OR UPDATE ON "task_notifications" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER task_groupings_notify_change AFTER INSERT OR UPDATE ON "task_groupings" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER strategies_notify_change AFTER INSERT OR UPDATE ON "strategies" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER mind_maps_notify_change AFTER INSERT OR UPDATE ON "mind_maps" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER review_sessions_notify_change AFTER INSERT OR UPDATE ON "review_sessions" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER recurring_templates_notify_change AFTER INSERT OR UPDATE ON "recurring_templates" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER chat_messages_notify_change AFTER INSERT OR UPDATE ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER tags_notify_change AFTER INSERT OR UPDATE ON "tags" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER task_tags_notify_change AFTER INSERT OR UPDATE ON "task_tags" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER habits_notify_change AFTER INSERT OR UPDATE ON "habits" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER habit_checkins_notify_change AFTER INSERT OR UPDATE ON "habit_checkins" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER user_settings_notify_change AFTER INSERT OR UPDATE ON "user_settings" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('user_id');
