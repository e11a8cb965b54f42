/**
 * What an app's owner does to its members through the admin API (docs/admin-api.md): list them a
 * page at a time, find one by id or address, create, change. The owner sees and sets every
 * custom field of the app, hidden ones too, and the member JSON; plans are free ones only, as
 * at signup (members/plans.ts), so a leaked secret key never makes anyone a site administrator.
 */
import type { AdminMember, AdminMemberPage, AdminUpdateMemberRequest } from '@wf/sdk/contract';
import { canonicalEmail } from '@wf/sdk/contract';
import { and, asc, count, desc, eq, gt, inArray, lt, max, ne } from 'drizzle-orm';
import { revokeAllSessions } from '../auth/session.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { ConnectionRow, CustomFieldSetting } from '../db/schema.ts';
import { members, planConnections, plans, prices, sessions, subscriptions } from '../db/schema.ts';
import type { AppRecord } from '../http/context.ts';
import { invalidRequest } from '../http/errors.ts';
import { newId } from '../ids.ts';
import { emailTakenError } from './credentials.ts';
import { fillDerivedName } from './derived-name.ts';
import { assertMemberJsonSize, assertMetaDataSize } from './member-json.ts';
import { addFreePlan, checkSignupPlans } from './plans.ts';
import { type MemberRecord, presentConnection } from './present.ts';
import { emitMemberEvent } from './webhooks/emit.ts';

/** A plan connection as the statement of {@link presentMembersToOwner} reads it, with its member and plan name. */
type OwnerConnectionRow = Omit<ConnectionRow, 'lastPaidAt' | 'nextBillingAt' | 'cancelAt'> & {
  memberId: string;
  planName: string | null;
  lastPaidAt: Date | null;
  nextBillingAt: Date | null;
  cancelAt: Date | null;
};

/** The plan connections of the members, with their plans' names, prices and subscriptions: one statement. */
async function connectionsOf(
  q: Queryable,
  appId: string,
  memberIds: readonly string[],
): Promise<OwnerConnectionRow[]> {
  return q
    .select({
      memberId: planConnections.memberId,
      id: planConnections.id,
      planId: planConnections.planId,
      planName: plans.name,
      type: planConnections.type,
      status: planConnections.status,
      priceId: planConnections.priceId,
      amount: prices.amount,
      currency: prices.currency,
      paymentStatus: subscriptions.paymentStatus,
      lastPaidAt: subscriptions.lastPaidAt,
      nextBillingAt: subscriptions.nextBillingAt,
      cancelAt: subscriptions.cancelAt,
    })
    .from(planConnections)
    .leftJoin(plans, eq(plans.id, planConnections.planId))
    .leftJoin(prices, eq(prices.id, planConnections.priceId))
    .leftJoin(subscriptions, eq(subscriptions.id, planConnections.subscriptionId))
    .where(and(eq(planConnections.appId, appId), inArray(planConnections.memberId, [...memberIds])))
    .orderBy(asc(planConnections.createdAt), asc(planConnections.id));
}

/**
 * When each member last signed in: the start of their latest session (every login and signup
 * starts one; ended sessions are kept, revoked, so they still count). One statement.
 */
async function lastLoginsOf(q: Queryable, memberIds: readonly string[]): Promise<Map<string, Date>> {
  const rows = await q
    .select({ memberId: sessions.memberId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(inArray(sessions.memberId, [...memberIds]))
    .groupBy(sessions.memberId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.memberId, row.at] as const] : [])));
}

const epochMs = (at: Date | null) => (at ? at.getTime() : null);

/**
 * The owner's view of members: the Member entity with the fields only the owner may see, in the
 * order given. A fixed number of statements however many members (a page of the list is one
 * call): their plan connections and their last sign-ins are read for all of them at once.
 * `permissions` stays empty: the service has no permissions apart from plans.
 */
export async function presentMembersToOwner(
  q: Queryable,
  app: Pick<AppRecord, 'id'>,
  rows: readonly MemberRecord[],
): Promise<AdminMember[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const connections = await connectionsOf(q, app.id, ids);
  const lastLogins = await lastLoginsOf(q, ids);
  const byMember = new Map<string, AdminMember['planConnections']>();
  for (const row of connections) {
    const connection = presentConnection({
      ...row,
      lastPaidAt: epochMs(row.lastPaidAt),
      nextBillingAt: epochMs(row.nextBillingAt),
      cancelAt: epochMs(row.cancelAt),
    });
    const list = byMember.get(row.memberId) ?? [];
    list.push({
      id: connection.id,
      active: connection.active,
      status: connection.status,
      planId: connection.planId,
      planName: row.planName ?? connection.planId,
      type: connection.type,
      payment: connection.payment,
    });
    byMember.set(row.memberId, list);
  }
  return rows.map((member) => ({
    id: member.id,
    auth: { email: member.email },
    verified: member.verified,
    metaData: member.metaData as AdminMember['metaData'],
    json: member.json as AdminMember['json'],
    loginRedirect: member.loginRedirect,
    profileImage: member.profileImage,
    stripeCustomerId: member.stripeCustomerId,
    lastLogin: lastLogins.get(member.id)?.toISOString() ?? null,
    createdAt: member.createdAt.toISOString(),
    customFields: { ...member.customFields },
    permissions: [],
    planConnections: byMember.get(member.id) ?? [],
  }));
}

/** The owner's view of one member ({@link presentMembersToOwner}). */
export async function presentMemberToOwner(
  q: Queryable,
  app: Pick<AppRecord, 'id'>,
  member: MemberRecord,
): Promise<AdminMember> {
  const [presented] = await presentMembersToOwner(q, app, [member]);
  if (!presented) throw new Error(`presentMemberToOwner: nothing presented for ${member.id}`);
  return presented;
}

/**
 * One page of the app's members by their sequence number (keyset paging): a member created or
 * deleted meanwhile never shifts another into a repeat or a gap.
 */
export async function listMembersForOwner(
  q: Queryable,
  app: Pick<AppRecord, 'id' | 'settings'>,
  page: { first: number; after: number | undefined; order: 'ASC' | 'DESC' },
): Promise<AdminMemberPage> {
  const ascending = page.order === 'ASC';
  const after =
    page.after === undefined
      ? undefined
      : ascending
        ? gt(members.seq, page.after)
        : lt(members.seq, page.after);
  const rows = await q
    .select()
    .from(members)
    .where(after ? and(eq(members.appId, app.id), after) : eq(members.appId, app.id))
    .orderBy(ascending ? asc(members.seq) : desc(members.seq))
    .limit(page.first + 1);
  const [total] = await q.select({ value: count() }).from(members).where(eq(members.appId, app.id));
  const shown = rows.slice(0, page.first);
  // A fixed number of statements per page, whatever its size.
  const data = await presentMembersToOwner(q, app, shown);
  return {
    data,
    totalCount: total?.value ?? 0,
    hasNextPage: rows.length > page.first,
    endCursor: shown.at(-1)?.seq ?? page.after ?? 0,
  };
}

/** The app's member with this id, or with this address when it holds an '@'; undefined when none. */
export async function findMemberForOwner(
  q: Queryable,
  appId: string,
  idOrEmail: string,
): Promise<MemberRecord | undefined> {
  const where = idOrEmail.includes('@')
    ? eq(members.email, canonicalEmail(idOrEmail))
    : eq(members.id, idOrEmail);
  const [row] = await q
    .select()
    .from(members)
    .where(and(eq(members.appId, appId), where));
  return row;
}

/**
 * Custom field values the owner sets: any field the app defines, hidden ones too; a key it does
 * not define is refused with a 400 that names it. The name follows the first and last names as
 * for a member's own change (members/derived-name.ts), unless the member or the owner set one.
 */
export function applyOwnerCustomFields(
  fields: readonly CustomFieldSetting[],
  stored: Readonly<Record<string, string>>,
  changes: Readonly<Record<string, string>>,
): Record<string, string> {
  const known = new Set(fields.map((field) => field.key));
  const unknown = Object.keys(changes).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw invalidRequest(`${unknown.map((key) => `'${key}'`).join(', ')}: not a custom field of this app.`, {
      fields: Object.fromEntries(unknown.map((key) => [`customFields.${key}`, 'Unknown custom field.'])),
    });
  }
  const next: Record<string, string> = { ...stored };
  for (const [key, value] of Object.entries(changes)) next[key] = value.trim();
  return fillDerivedName(fields, stored, changes, next);
}

/** What the owner gives a new member. */
export interface OwnerNewMember {
  app: AppRecord;
  /** Lower case. */
  email: string;
  passwordHash: string;
  customFields?: Record<string, string>;
  metaData?: Record<string, unknown>;
  json?: AdminUpdateMemberRequest['json'];
  loginRedirect?: string | null;
  plans?: readonly { planId: string }[];
  now: Date;
}

/** Creates a member with free plans; 409 when the address is taken, 400 for a paid or unknown plan. */
export async function createMemberForOwner(tx: Tx, input: OwnerNewMember): Promise<MemberRecord> {
  const { app, now } = input;
  assertMetaDataSize(input.metaData);
  if (input.json) assertMemberJsonSize(input.json);
  const customFields = applyOwnerCustomFields(app.settings.customFields, {}, input.customFields ?? {});
  const planIds = await checkSignupPlans(tx, app.id, input.plans ?? []);
  const [member] = await tx
    .insert(members)
    .values({
      id: newId('mem'),
      appId: app.id,
      email: input.email,
      passwordHash: input.passwordHash,
      verified: false,
      customFields,
      metaData: input.metaData ?? {},
      json: input.json ?? {},
      loginRedirect: input.loginRedirect ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!member) throw emailTakenError();
  for (const planId of planIds) await addFreePlan(tx, { appId: app.id, memberId: member.id, planId, now });
  await emitMemberEvent(tx, { appId: app.id, memberId: member.id, event: 'member.created', now });
  return member;
}

/**
 * Changes a member of the app (the row locked for the change): custom fields and metadata merged
 * key by key, the JSON replaced, the address changed without a mail (the owner vouches for it)
 * and every session of the member ended. Undefined when the app has no such member.
 */
export async function updateMemberForOwner(
  tx: Tx,
  app: AppRecord,
  memberId: string,
  changes: AdminUpdateMemberRequest,
  now: Date,
): Promise<MemberRecord | undefined> {
  const [member] = await tx
    .select()
    .from(members)
    .where(and(eq(members.appId, app.id), eq(members.id, memberId)))
    .for('update');
  if (!member) return undefined;
  const metaData = changes.metaData ? { ...member.metaData, ...changes.metaData } : undefined;
  assertMetaDataSize(metaData);
  if (changes.json) assertMemberJsonSize(changes.json);
  if (changes.email !== undefined && changes.email !== member.email) {
    const [taken] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.appId, app.id), eq(members.email, changes.email), ne(members.id, member.id)));
    if (taken) throw emailTakenError();
  }
  const values: Partial<typeof members.$inferInsert> = {
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.verified !== undefined ? { verified: changes.verified } : {}),
    ...(changes.customFields
      ? {
          customFields: applyOwnerCustomFields(
            app.settings.customFields,
            member.customFields,
            changes.customFields,
          ),
        }
      : {}),
    ...(metaData ? { metaData } : {}),
    ...(changes.json ? { json: changes.json } : {}),
    ...(changes.loginRedirect !== undefined ? { loginRedirect: changes.loginRedirect } : {}),
  };
  // Nothing to change: the member as it is.
  if (Object.keys(values).length === 0) return member;
  const update = tx.update(members).set(values).where(eq(members.id, member.id)).returning();
  let updated: MemberRecord | undefined;
  try {
    [updated] = await update;
  } catch (error) {
    // Another request took the address between the check and the change.
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  if (!updated) return undefined;
  // The address changed by someone other than the signed-in member: whoever was signed in is
  // signed out, as "this wasn't me" and a password reset sign out every session. The member's
  // own change keeps them (docs/admin-api.md "Members").
  if (updated.email !== member.email) await revokeAllSessions(tx, { memberId: updated.id, now });
  await emitMemberEvent(tx, { appId: app.id, memberId: updated.id, event: 'member.updated', now });
  return updated;
}
