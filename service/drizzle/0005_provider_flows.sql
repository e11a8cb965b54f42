CREATE TABLE "provider_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"code_verifier" text,
	"nonce" text,
	"origin" text NOT NULL,
	"member_id" text,
	"plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allow_signup" boolean DEFAULT false NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"test_profile" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "provider_flows_connect_member" CHECK ("provider_flows"."mode" <> 'connect' or "provider_flows"."member_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "provider_flows" ADD CONSTRAINT "provider_flows_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_flows" ADD CONSTRAINT "provider_flows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_flows_expires_idx" ON "provider_flows" USING btree ("expires_at");