CREATE TABLE "passes" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"member_id" text NOT NULL,
	"serial" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passes_serial_idx" ON "passes" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "passes_member_idx" ON "passes" USING btree ("member_id");