CREATE TABLE "console_app_links" (
	"home_app_id" text NOT NULL,
	"home_member_id" text NOT NULL,
	"app_id" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_app_links_home_member_id_app_id_pk" PRIMARY KEY("home_member_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "console_app_links" ADD CONSTRAINT "console_app_links_home_app_id_apps_id_fk" FOREIGN KEY ("home_app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_app_links" ADD CONSTRAINT "console_app_links_home_member_id_members_id_fk" FOREIGN KEY ("home_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_app_links" ADD CONSTRAINT "console_app_links_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_app_links" ADD CONSTRAINT "console_app_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "console_app_links_member_idx" ON "console_app_links" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "console_app_links_app_idx" ON "console_app_links" USING btree ("app_id");