DROP INDEX "publish_jobs_video_idx";--> statement-breakpoint
ALTER TABLE "publish_jobs" ADD COLUMN "kind" text DEFAULT 'add' NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_jobs" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "publish_jobs_pending_video_idx" ON "publish_jobs" USING btree ("app_id","video_id") WHERE "publish_jobs"."status" in ('queued', 'building');--> statement-breakpoint
CREATE UNIQUE INDEX "publish_jobs_video_idx" ON "publish_jobs" USING btree ("app_id","video_id") WHERE "publish_jobs"."kind" = 'add' and "publish_jobs"."removed_at" is null and "publish_jobs"."status" in ('queued', 'building', 'live');