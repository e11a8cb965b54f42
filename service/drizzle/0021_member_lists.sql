ALTER TABLE "members" ADD COLUMN "lists" jsonb DEFAULT '{"providers": [], "connections": [], "joinedTeams": [], "ownedTeams": []}'::jsonb NOT NULL;--> statement-breakpoint
-- The member's lists as the Member entity shows them (members/present.ts): every authenticated
-- request reads them with the member, so the database keeps them on the member's row, in the
-- transaction of any change to a row they are made of (docs/architecture.md "Speed").
CREATE FUNCTION "member_lists"("member" text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'providers', coalesce((
      SELECT jsonb_agg(jsonb_build_object('provider', p.provider) ORDER BY p.created_at, p.provider)
      FROM member_providers p WHERE p.member_id = m.id
    ), '[]'::jsonb),
    'connections', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'id', c.id, 'planId', c.plan_id, 'type', c.type, 'status', c.status, 'priceId', c.price_id,
        'amount', pr.amount, 'currency', pr.currency, 'paymentStatus', s.payment_status,
        'lastPaidAt', (extract(epoch FROM s.last_paid_at) * 1000)::bigint,
        'nextBillingAt', (extract(epoch FROM s.next_billing_at) * 1000)::bigint,
        'cancelAt', (extract(epoch FROM s.cancel_at) * 1000)::bigint
      ) ORDER BY c.created_at, c.id)
      FROM plan_connections c
      LEFT JOIN prices pr ON pr.id = c.price_id
      LEFT JOIN subscriptions s ON s.id = c.subscription_id
      WHERE c.member_id = m.id AND c.app_id = m.app_id
    ), '[]'::jsonb),
    -- Teams the member belongs to without owning them (as MEMBER, of a team someone else owns).
    'joinedTeams', coalesce((
      SELECT jsonb_agg(jsonb_build_object('teamId', t.id, 'planName', pl.name) ORDER BY tm.created_at, t.id)
      FROM team_members tm JOIN teams t ON t.id = tm.team_id JOIN plans pl ON pl.id = t.plan_id
      WHERE tm.member_id = m.id AND tm.role <> 'OWNER' AND t.owner_member_id <> m.id
    ), '[]'::jsonb),
    'ownedTeams', coalesce((
      SELECT jsonb_agg(jsonb_build_object('teamId', t.id, 'planName', pl.name) ORDER BY t.created_at, t.id)
      FROM teams t JOIN plans pl ON pl.id = t.plan_id
      WHERE t.owner_member_id = m.id
    ), '[]'::jsonb)
  )
  FROM members m WHERE m.id = "member"
$$;--> statement-breakpoint
-- The member's row is locked before its lists are read, so that two transactions changing one
-- member's rows at once never leave the lists of the one that committed first (as
-- member_console_tags_refresh of migration 0019). A row whose lists did not change is not written.
CREATE FUNCTION "member_lists_refresh"("member" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM members WHERE id = "member" FOR UPDATE;
  UPDATE members SET lists = fresh.lists
    FROM (SELECT member_lists("member") AS lists) AS fresh
    WHERE members.id = "member" AND members.lists IS DISTINCT FROM fresh.lists;
END
$$;--> statement-breakpoint
-- A row of the member's own (a provider, a plan connection, a team membership) changed.
CREATE FUNCTION "member_lists_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM member_lists_refresh(OLD.member_id);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.member_id IS DISTINCT FROM OLD.member_id THEN
    PERFORM member_lists_refresh(NEW.member_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A row several members' lists may show changed: each of them, in the order of their ids (so
-- that two such changes at once lock members in one order).
CREATE FUNCTION "member_lists_shared_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[] := '{}';
  affected text;
BEGIN
  IF TG_TABLE_NAME = 'teams' THEN
    -- The owner's owned teams, and the joined teams of everyone in the team.
    IF TG_OP <> 'INSERT' THEN
      ids := ids || OLD.owner_member_id || ARRAY(SELECT member_id FROM team_members WHERE team_id = OLD.id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      ids := ids || NEW.owner_member_id || ARRAY(SELECT member_id FROM team_members WHERE team_id = NEW.id);
    END IF;
  ELSIF TG_TABLE_NAME = 'plans' THEN
    -- A plan's name, shown with every team on it.
    ids := ARRAY(
      SELECT owner_member_id FROM teams WHERE plan_id = NEW.id
      UNION SELECT tm.member_id FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE t.plan_id = NEW.id
    );
  ELSIF TG_TABLE_NAME = 'prices' THEN
    ids := ARRAY(SELECT member_id FROM plan_connections WHERE price_id = NEW.id);
  ELSIF TG_TABLE_NAME = 'subscriptions' THEN
    IF TG_OP <> 'INSERT' THEN
      ids := ids || ARRAY(SELECT member_id FROM plan_connections WHERE subscription_id = OLD.id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      ids := ids || ARRAY(SELECT member_id FROM plan_connections WHERE subscription_id = NEW.id);
    END IF;
  END IF;
  FOR affected IN SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id LOOP
    PERFORM member_lists_refresh(affected);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_providers_member_lists"
  AFTER INSERT OR DELETE OR UPDATE OF member_id, provider, created_at ON member_providers
  FOR EACH ROW EXECUTE FUNCTION member_lists_row_changed();--> statement-breakpoint
CREATE TRIGGER "plan_connections_member_lists"
  AFTER INSERT OR DELETE OR UPDATE OF id, member_id, app_id, plan_id, type, status, price_id, subscription_id, created_at
  ON plan_connections
  FOR EACH ROW EXECUTE FUNCTION member_lists_row_changed();--> statement-breakpoint
CREATE TRIGGER "team_members_member_lists"
  AFTER INSERT OR DELETE OR UPDATE OF member_id, team_id, role, created_at ON team_members
  FOR EACH ROW EXECUTE FUNCTION member_lists_row_changed();--> statement-breakpoint
CREATE TRIGGER "teams_member_lists"
  AFTER INSERT OR DELETE OR UPDATE OF id, owner_member_id, plan_id, created_at ON teams
  FOR EACH ROW EXECUTE FUNCTION member_lists_shared_changed();--> statement-breakpoint
CREATE TRIGGER "plans_member_lists"
  AFTER UPDATE OF name ON plans
  FOR EACH ROW EXECUTE FUNCTION member_lists_shared_changed();--> statement-breakpoint
CREATE TRIGGER "prices_member_lists"
  AFTER UPDATE OF amount, currency ON prices
  FOR EACH ROW EXECUTE FUNCTION member_lists_shared_changed();--> statement-breakpoint
CREATE TRIGGER "subscriptions_member_lists"
  AFTER INSERT OR DELETE OR UPDATE OF id, payment_status, last_paid_at, next_billing_at, cancel_at
  ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION member_lists_shared_changed();--> statement-breakpoint
UPDATE members SET lists = member_lists(id);
