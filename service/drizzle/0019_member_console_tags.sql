ALTER TABLE "members" ADD COLUMN "console_tags" text[] DEFAULT '{none}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "members_console_tags_idx" ON "members" USING gin ("console_tags");--> statement-breakpoint
-- The console's filters read members.console_tags (docs/console.md "Speed"); the database keeps
-- them, in the transaction that changes a member's plan connections or providers.
CREATE FUNCTION "member_console_tags"("member" text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT tag ORDER BY tag), '{}'::text[]) FROM (
    SELECT 'plan:' || plan_id AS tag FROM plan_connections
      WHERE member_id = "member" AND status IN ('ACTIVE', 'TRIALING', 'PAST_DUE')
    UNION ALL
    SELECT 'plan:' || plan_id || ':' || status FROM plan_connections WHERE member_id = "member"
    UNION ALL
    SELECT 'paid:' || status FROM plan_connections
      WHERE member_id = "member" AND type IN ('SUBSCRIPTION', 'ONETIME')
    UNION ALL
    SELECT 'provider:' || provider FROM member_providers WHERE member_id = "member"
    UNION ALL
    SELECT 'none' WHERE NOT EXISTS (
      SELECT 1 FROM plan_connections
      WHERE member_id = "member" AND status IN ('ACTIVE', 'TRIALING', 'PAST_DUE')
    )
  ) AS tags
$$;--> statement-breakpoint
-- The member's row is locked before its tags are read, so that two transactions changing one
-- member's connections at once never leave the tags of the one that committed first.
CREATE FUNCTION "member_console_tags_refresh"("member" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM members WHERE id = "member" FOR UPDATE;
  UPDATE members SET console_tags = member_console_tags("member") WHERE id = "member";
END
$$;--> statement-breakpoint
CREATE FUNCTION "member_console_tags_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM member_console_tags_refresh(OLD.member_id);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.member_id IS DISTINCT FROM OLD.member_id THEN
    PERFORM member_console_tags_refresh(NEW.member_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plan_connections_console_tags"
  AFTER INSERT OR DELETE OR UPDATE OF member_id, plan_id, status, type ON plan_connections
  FOR EACH ROW EXECUTE FUNCTION member_console_tags_changed();--> statement-breakpoint
CREATE TRIGGER "member_providers_console_tags"
  AFTER INSERT OR DELETE OR UPDATE OF member_id, provider ON member_providers
  FOR EACH ROW EXECUTE FUNCTION member_console_tags_changed();--> statement-breakpoint
UPDATE members SET console_tags = member_console_tags(id);
