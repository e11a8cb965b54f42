ALTER TABLE "apps" ADD COLUMN "declared" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "archived_at" timestamp with time zone;