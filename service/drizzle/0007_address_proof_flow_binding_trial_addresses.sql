CREATE TABLE "trial_address_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_addresses" (
	"app_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"address_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_addresses_app_id_plan_id_address_hash_pk" PRIMARY KEY("app_id","plan_id","address_hash")
);
--> statement-breakpoint
ALTER TABLE "member_providers" ADD COLUMN "proves_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_flows" ADD COLUMN "binding_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_flows" ADD COLUMN "pending_profile" jsonb;--> statement-breakpoint
ALTER TABLE "trial_addresses" ADD CONSTRAINT "trial_addresses_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_addresses" ADD CONSTRAINT "trial_addresses_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_trial_days_range" CHECK ("prices"."trial_days" is null or "prices"."trial_days" between 1 and 730);