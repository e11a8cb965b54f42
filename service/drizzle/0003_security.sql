CREATE TABLE "security_events" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text,
	"confirm_hash" text,
	"confirm_by" timestamp with time zone,
	"secure_hash" text NOT NULL,
	"secure_by" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"secured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Counters are short-lived: a key now has one row, so the old per-window rows go.
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_app_id_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_app_id_key_pk" PRIMARY KEY("app_id","key");--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "previous_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "window_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_member_idx" ON "security_events" USING btree ("member_id");