/**
 * The Member entity of the contract (docs/product/widget.md §3 "Member") built from a member's rows:
 * the one presenter every route answers with. Hidden custom fields stay stored but are never
 * shown (docs/security.md: "hidden fields stay hidden").
 *
 * The member's providers, plan connections and teams are kept on the member's own row by the
 * database (`members.lists`, schema/members.ts), so the member and its lists are one read of one
 * row (GET /member runs on every page view). Callers pass the app they resolved; without it the
 * app's settings come along in the same statement (or, given only an id and no app, in a second
 * one).
 */
import { isActiveStatus, type Member } from '@wf/sdk/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import { apps, type ConnectionRow, type MemberLists, members } from '../db/schema.ts';
import type { AppRecord } from '../http/context.ts';
import { toMajorUnits } from './billing/money.ts';
import { visibleCustomFields } from './custom-fields.ts';

/**
 * A member row, as the service reads it for a request: every column but the two only the
 * console's list reads (`console_tags`, `seq`), which the session lookup of every authenticated
 * request leaves out (auth/session.ts). A whole row is one too.
 */
export type MemberRecord = Omit<typeof members.$inferSelect, 'consoleTags' | 'seq'>;

/** Options of {@link presentMember}. */
export interface PresentMemberOptions {
  /** The member's app, when the caller has it (saves reading its settings). */
  app?: Pick<AppRecord, 'id' | 'settings'>;
}

type AppSettings = AppRecord['settings'];

type Connection = Member['planConnections'][number];

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

/** The settings of the member's app, for callers that do not pass it. */
const appSettings = () =>
  sql<AppSettings | null>`(select ${apps.settings} from ${apps} where ${apps.id} = ${members.appId})`;

const byId = () => eq(members.id, sql.placeholder('memberId'));

/** The statements of {@link presentMember}, each with the placeholder memberId. */
const statements = {
  /** Given the member's row and app. */
  lists: preparedPerHandle((q) =>
    q.select({ lists: members.lists }).from(members).where(byId()).prepare('wf_present_member'),
  ),
  /** Given the member's row only. */
  listsAndSettings: preparedPerHandle((q) =>
    q
      .select({ lists: members.lists, settings: appSettings() })
      .from(members)
      .where(byId())
      .prepare('wf_present_member_settings'),
  ),
  /** Given the member's id. */
  row: preparedPerHandle((q) => q.select().from(members).where(byId()).prepare('wf_present_member_row')),
};

async function settingsOf(q: Queryable, appId: string): Promise<AppSettings | undefined> {
  const [app] = await q.select({ settings: apps.settings }).from(apps).where(eq(apps.id, appId));
  return app?.settings;
}

/** The member (as given, or read by id), its lists and its app's settings; undefined when there is no such member. */
async function load(q: Queryable, memberOrId: MemberRecord | string, app: PresentMemberOptions['app']) {
  if (typeof memberOrId === 'string') {
    const [member] = await statements.row(q).execute({ memberId: memberOrId });
    if (!member) return undefined;
    // Callers pass the member's own app; another app's settings would be wrong, so read them.
    const settings = app?.id === member.appId ? app.settings : await settingsOf(q, member.appId);
    return { member, lists: member.lists, settings };
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

/** The Member entity of a member row, its lists (`members.lists`, read fresh) and its app's settings. */
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
