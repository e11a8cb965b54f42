ALTER TABLE "members" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "members_app_email_prefix_idx" ON "members" USING btree ("app_id","email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_app_name_prefix_idx" ON "members" USING btree ("app_id",lower("custom_fields" ->> 'name') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_app_first_name_prefix_idx" ON "members" USING btree ("app_id",lower("custom_fields" ->> 'first-name') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_app_last_name_prefix_idx" ON "members" USING btree ("app_id",lower("custom_fields" ->> 'last-name') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_app_last_login_idx" ON "members" USING btree ("app_id",coalesce("last_login_at", to_timestamp(0)),"seq");--> statement-breakpoint
CREATE INDEX "plan_connections_app_status_idx" ON "plan_connections" USING btree ("app_id","status","type","member_id");--> statement-breakpoint
CREATE INDEX "plan_connections_plan_status_idx" ON "plan_connections" USING btree ("plan_id","status","member_id");--> statement-breakpoint
UPDATE "members" SET "last_login_at" = "latest"."at" FROM (SELECT "member_id", max("created_at") AS "at" FROM "sessions" GROUP BY "member_id") AS "latest" WHERE "latest"."member_id" = "members"."id";
