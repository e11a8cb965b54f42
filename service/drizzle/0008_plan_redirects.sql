ALTER TABLE "plans" ADD COLUMN "after_login_redirect" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "after_signup_redirect" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "after_logout_redirect" text;