CREATE TABLE "uploads" (
	"app_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_app_id_name_pk" PRIMARY KEY("app_id","name")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;