CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secret_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"mode" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "login_redirect" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "members_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_keys" ADD CONSTRAINT "secret_keys_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_app_created_idx" ON "audit_events" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "secret_keys_hash_idx" ON "secret_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "secret_keys_app_idx" ON "secret_keys" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_app_seq_idx" ON "members" USING btree ("app_id","seq");