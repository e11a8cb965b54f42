-- The refreshes of what the database keeps on a member's row (console_tags, migration 0019;
-- lists, migration 0021) lock that row FOR NO KEY UPDATE, the lock their own UPDATE takes, and
-- no longer FOR UPDATE. A plan connection or a team membership written for a member holds
-- FOR KEY SHARE on the member's row (its foreign key); FOR UPDATE conflicts with it, so two such
-- writes for one member at once each waited for the other to upgrade (a deadlock, which
-- PostgreSQL ends by failing one of them). FOR NO KEY UPDATE still makes two refreshes of one
-- member wait for each other, so the second reads the rows the first committed.
CREATE OR REPLACE FUNCTION "member_console_tags_refresh"("member" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM members WHERE id = "member" FOR NO KEY UPDATE;
  UPDATE members SET console_tags = member_console_tags("member") WHERE id = "member";
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_lists_refresh"("member" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM members WHERE id = "member" FOR NO KEY UPDATE;
  UPDATE members SET lists = fresh.lists
    FROM (SELECT member_lists("member") AS lists) AS fresh
    WHERE members.id = "member" AND members.lists IS DISTINCT FROM fresh.lists;
END
$$;
