CREATE TABLE "publish_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"video_id" text NOT NULL,
	"video" jsonb NOT NULL,
	"published_on" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "publish_jobs" ADD CONSTRAINT "publish_jobs_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publish_jobs_video_idx" ON "publish_jobs" USING btree ("app_id","video_id") WHERE "publish_jobs"."status" in ('queued', 'building', 'live');--> statement-breakpoint
CREATE INDEX "publish_jobs_status_idx" ON "publish_jobs" USING btree ("status","seq");