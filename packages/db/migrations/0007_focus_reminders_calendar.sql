CREATE TABLE "pomodoro_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"task_id" uuid,
	"phase" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	"completed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('sync_version_seq') NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pomodoro_sessions_phase_check" CHECK ("pomodoro_sessions"."phase" in ('work', 'shortBreak', 'longBreak')),
	CONSTRAINT "pomodoro_sessions_seconds_check" CHECK ("pomodoro_sessions"."seconds" >= 0),
	CONSTRAINT "pomodoro_sessions_times_check" CHECK ("pomodoro_sessions"."ended_at" >= "pomodoro_sessions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reminder_minutes" smallint;--> statement-breakpoint
ALTER TABLE "mvd_tasks" ADD COLUMN "planned_for" date;--> statement-breakpoint
ALTER TABLE "mvd_tasks" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "pomodoro_sessions" ADD CONSTRAINT "pomodoro_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pomodoro_sessions" ADD CONSTRAINT "pomodoro_sessions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pomodoro_sessions_user_id_version_idx" ON "pomodoro_sessions" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "pomodoro_sessions_user_id_started_at_idx" ON "pomodoro_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "pomodoro_sessions_task_id_idx" ON "pomodoro_sessions" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_reminder_minutes_check" CHECK ("tasks"."reminder_minutes" in (0, 5, 10, 15, 30, 60));--> statement-breakpoint
-- A synced kind: its version bumps on every write and its changes reach live listeners (0001, 0003).
CREATE TRIGGER pomodoro_sessions_sync_bump BEFORE INSERT OR UPDATE ON "pomodoro_sessions" FOR EACH ROW EXECUTE FUNCTION fokus_sync_bump();
--> statement-breakpoint
CREATE TRIGGER pomodoro_sessions_notify_change AFTER INSERT OR UPDATE ON "pomodoro_sessions" FOR EACH ROW EXECUTE FUNCTION fokus_notify_change('id');
