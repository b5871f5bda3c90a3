UPDATE "tags" SET "color" = 'blue' WHERE "color" IS NULL;--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "color" SET DEFAULT 'blue';--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "color" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_live_user_id_name_key" ON "tags" USING btree ("user_id",lower("name")) WHERE "tags"."deleted_at" is null;