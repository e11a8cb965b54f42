/**
 * The Member entity of the contract (docs/product/widget.md §3 "Member") built from a member's rows:
 * the one presenter every route answers with. Hidden custom fields stay stored but are never
 * shown (docs/security.md: "hidden fields stay hidden").
 *
 * One round trip: the member's providers, plan connections and teams are aggregated into JSON
 * by correlated subqueries of one prepared statement (GET /member runs on every page view).
 * Callers pass the app they resolved; without it the app's settings come along in the same
 * statement (or, given only an id and no app, in a second one).
 */
import { isActiveStatus, type Member, type MemberTeam } from '@wf/sdk/contract';
import { type AnyColumn, and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import {
  apps,
  memberProviders,
  members,
  planConnections,
  plans,
  prices,
  subscriptions,
  teamMembers,
  teams,
} from '../db/schema.ts';
import type { AppRecord } from '../http/context.ts';
import { toMajorUnits } from './billing/money.ts';
import { visibleCustomFields } from './custom-fields.ts';

/** A member row as stored. */
export type MemberRecord = typeof members.$inferSelect;

/** Options of {@link presentMember}. */
export interface PresentMemberOptions {
  /** The member's app, when the caller has it (saves reading its settings). */
  app?: Pick<AppRecord, 'id' | 'settings'>;
}

type AppSettings = AppRecord['settings'];

type Connection = Member['planConnections'][number];

/** A plan connection with its price and subscription, as the statement reads it. */
export interface ConnectionRow {
  id: string;
  planId: string;
  type: Connection['type'];
  status: Connection['status'];
  priceId: string | null;
  /** Minor units. */
  amount: number | null;
  currency: string | null;
  paymentStatus: NonNullable<Connection['payment']>['status'] | null;
  /** Unix milliseconds (json_build_object gives numbers). */
  lastPaidAt: number | null;
  nextBillingAt: number | null;
  cancelAt: number | null;
}

/** A timestamp column as Unix milliseconds in JSON. */
const epochMs = (column: SQL | AnyColumn) => sql`(extract(epoch from ${column}) * 1000)::bigint`;

/** A JSON array of `element` over `from`, in `orderBy` order; [] when there are no rows. */
function jsonArray<T>(element: SQL, from: SQL, orderBy: SQL): SQL<T[]> {
  return sql<T[]>`coalesce((select json_agg(${element} order by ${orderBy}) ${from}), '[]'::json)`;
}

/** A plan connection of the wire (docs/product/payments-and-providers.md "Wire shapes"). */
export function presentConnection(row: ConnectionRow): Connection {
  const paid = row.priceId !== null && row.amount !== null && row.currency !== null;
  return {
    id: row.id,
    active: isActiveStatus(row.status),
    status: row.status,
    planId: row.planId,
    type: row.type,
    payment: paid
      ? {
          priceId: row.priceId as string,
          amount: toMajorUnits(row.amount as number, row.currency as string),
          currency: row.currency as string,
          status: row.paymentStatus ?? 'NONE',
          lastBillingDate: row.lastPaidAt,
          nextBillingDate: row.nextBillingAt,
          cancelAtDate: row.cancelAt,
        }
      : null,
  };
}

/** The member's providers, plan connections and teams, as read by {@link memberListColumns}. */
export interface MemberLists {
  providers: { provider: string }[];
  connections: ConnectionRow[];
  joinedTeams: MemberTeam[];
  ownedTeams: MemberTeam[];
}

/**
 * The member's providers, plan connections and teams, as JSON arrays: a column of any statement
 * that reads `members` (the session lookup of GET /member reads them with the session).
 */
export function memberListColumns(): { [K in keyof MemberLists]: SQL<MemberLists[K]> } {
  const memberId = members.id;
  return {
    providers: jsonArray<{ provider: string }>(
      sql`json_build_object('provider', ${memberProviders.provider})`,
      sql`from ${memberProviders} where ${memberProviders.memberId} = ${memberId}`,
      sql`${memberProviders.createdAt} asc, ${memberProviders.provider} asc`,
    ),
    connections: jsonArray<ConnectionRow>(
      sql`json_build_object('id', ${planConnections.id}, 'planId', ${planConnections.planId}, 'type', ${planConnections.type}, 'status', ${planConnections.status}, 'priceId', ${planConnections.priceId}, 'amount', ${prices.amount}, 'currency', ${prices.currency}, 'paymentStatus', ${subscriptions.paymentStatus}, 'lastPaidAt', ${epochMs(subscriptions.lastPaidAt)}, 'nextBillingAt', ${epochMs(subscriptions.nextBillingAt)}, 'cancelAt', ${epochMs(subscriptions.cancelAt)})`,
      sql`from ${planConnections} left join ${prices} on ${prices.id} = ${planConnections.priceId} left join ${subscriptions} on ${subscriptions.id} = ${planConnections.subscriptionId} where ${and(eq(planConnections.memberId, memberId), eq(planConnections.appId, members.appId))}`,
      sql`${planConnections.createdAt} asc, ${planConnections.id} asc`,
    ),
    // Teams the member belongs to without owning them (as MEMBER, of a team someone else owns).
    joinedTeams: jsonArray<MemberTeam>(
      sql`json_build_object('teamId', ${teams.id}, 'planName', ${plans.name})`,
      sql`from ${teamMembers} inner join ${teams} on ${teams.id} = ${teamMembers.teamId} inner join ${plans} on ${plans.id} = ${teams.planId} where ${and(eq(teamMembers.memberId, memberId), ne(teamMembers.role, 'OWNER'), ne(teams.ownerMemberId, memberId))}`,
      sql`${teamMembers.createdAt} asc, ${teams.id} asc`,
    ),
    ownedTeams: jsonArray<MemberTeam>(
      sql`json_build_object('teamId', ${teams.id}, 'planName', ${plans.name})`,
      sql`from ${teams} inner join ${plans} on ${plans.id} = ${teams.planId} where ${eq(teams.ownerMemberId, memberId)}`,
      sql`${teams.createdAt} asc, ${teams.id} asc`,
    ),
  };
}

/** The settings of the member's app, for callers that do not pass it. */
const appSettings = () =>
  sql<AppSettings | null>`(select ${apps.settings} from ${apps} where ${apps.id} = ${members.appId})`;

const byId = () => eq(members.id, sql.placeholder('memberId'));

/** The statements of {@link presentMember}, each with the placeholder memberId. */
const statements = {
  /** Given the member's row and app. */
  lists: preparedPerHandle((q) =>
    q.select({ lists: memberListColumns() }).from(members).where(byId()).prepare('wf_present_member'),
  ),
  /** Given the member's row only. */
  listsAndSettings: preparedPerHandle((q) =>
    q
      .select({ lists: memberListColumns(), settings: appSettings() })
      .from(members)
      .where(byId())
      .prepare('wf_present_member_settings'),
  ),
  /** Given the member's id. */
  rowAndLists: preparedPerHandle((q) =>
    q
      .select({ member: getTableColumns(members), lists: memberListColumns() })
      .from(members)
      .where(byId())
      .prepare('wf_present_member_row'),
  ),
};

async function settingsOf(q: Queryable, appId: string): Promise<AppSettings | undefined> {
  const [app] = await q.select({ settings: apps.settings }).from(apps).where(eq(apps.id, appId));
  return app?.settings;
}

/** The member (as given, or read by id), its lists and its app's settings; undefined when there is no such member. */
async function load(q: Queryable, memberOrId: MemberRecord | string, app: PresentMemberOptions['app']) {
  if (typeof memberOrId === 'string') {
    const [row] = await statements.rowAndLists(q).execute({ memberId: memberOrId });
    if (!row) return undefined;
    // Callers pass the member's own app; another app's settings would be wrong, so read them.
    const settings = app?.id === row.member.appId ? app.settings : await settingsOf(q, row.member.appId);
    return { ...row, settings };
  }
  const values = { memberId: memberOrId.id };
  if (app?.id === memberOrId.appId) {
    const [row] = await statements.lists(q).execute(values);
    return row && { member: memberOrId, lists: row.lists, settings: app.settings };
  }
  const [row] = await statements.listsAndSettings(q).execute(values);
  return row && { member: memberOrId, lists: row.lists, settings: row.settings };
}

/**
 * The Member entity of a member row (or id). Pass the transaction handle when inside one.
 * A row is presented as given (a route may have just changed it); its lists are read fresh.
 */
export async function presentMember(
  q: Queryable,
  memberOrId: MemberRecord | string,
  options: PresentMemberOptions = {},
): Promise<Member> {
  const loaded = await load(q, memberOrId, options.app);
  if (!loaded) {
    throw new Error(
      `presentMember: no member ${typeof memberOrId === 'string' ? memberOrId : memberOrId.id}`,
    );
  }
  const { member, lists, settings } = loaded;
  if (!settings) throw new Error(`presentMember: no app ${member.appId}`);
  return presentLoaded(member, lists, settings);
}

/** The Member entity of a member row, its lists (read with {@link memberListColumns}) and its app's settings. */
export function presentLoaded(member: MemberRecord, lists: MemberLists, settings: AppSettings): Member {
  return {
    id: member.id,
    profileImage: member.profileImage,
    createdAt: member.createdAt.toISOString(),
    verified: member.verified,
    metaData: member.metaData as Member['metaData'],
    customFields: visibleCustomFields(settings.customFields, member.customFields),
    auth: {
      email: member.email,
      hasPassword: member.passwordHash !== null,
      providers: lists.providers,
    },
    planConnections: lists.connections.map(presentConnection),
    stripeCustomerId: member.stripeCustomerId,
    teams: { ownedTeams: lists.ownedTeams, joinedTeams: lists.joinedTeams },
  };
}
