/**
 * Channels and who may do what in them (docs/comments.md "Who may comment"): the channel's rule
 * is decided by @wf/sdk/access (channelPostingRefusal); this module adds what only the database
 * knows: the viewer's plans, whether they moderate (an admin plan, or named by the owner), and
 * whether a moderator blocked them.
 */
import { channelPostingRefusal } from '@wf/sdk/access';
import {
  COMMENT_ERROR_CODES,
  COMMENT_MESSAGES,
  ERROR_CODES,
  type PlanConnectionStatus,
  type PostingRefusal,
} from '@wf/sdk/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import { holdsAdminPlan } from '../auth/admin.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { commentBlocks, commentChannels, commentModerators, planConnections } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { newId } from '../ids.ts';
import type { MemberRecord } from '../members/present.ts';

/** The most channels an app may have (channels are made on first use, so this bounds a flood). */
export const CHANNELS_PER_APP_MAX = 10_000;

export type ChannelRecord = typeof commentChannels.$inferSelect;

/** The settings of a channel not made yet: the defaults of the table. */
export function defaultChannel(appId: string, key: string): ChannelRecord {
  return {
    id: '',
    appId,
    key,
    accessRule: 'members',
    planIds: [],
    openToReaders: false,
    lastOrder: 0,
    createdAt: new Date(0),
  };
}

/** The channel of `key`, if it was made. */
export async function findChannel(
  q: Queryable,
  appId: string,
  key: string,
): Promise<ChannelRecord | undefined> {
  const [channel] = await q
    .select()
    .from(commentChannels)
    .where(and(eq(commentChannels.appId, appId), eq(commentChannels.key, key)));
  return channel;
}

/** The channel of `key`, or its defaults when it was not made yet. */
export async function channelOrDefault(q: Queryable, appId: string, key: string): Promise<ChannelRecord> {
  return (await findChannel(q, appId, key)) ?? defaultChannel(appId, key);
}

/** The channel of `key`, made on first use (at most CHANNELS_PER_APP_MAX per app). */
export async function ensureChannel(tx: Tx, appId: string, key: string, now: Date): Promise<ChannelRecord> {
  const found = await findChannel(tx, appId, key);
  if (found) return found;
  const [made] = await tx
    .select({ n: count() })
    .from(commentChannels)
    .where(eq(commentChannels.appId, appId));
  if ((made?.n ?? 0) >= CHANNELS_PER_APP_MAX) {
    throw new ApiError(409, COMMENT_ERROR_CODES.tooManyChannels, COMMENT_MESSAGES.tooManyChannels);
  }
  await tx
    .insert(commentChannels)
    .values({ id: newId('chn'), appId, key, createdAt: now })
    .onConflictDoNothing();
  const channel = await findChannel(tx, appId, key);
  if (!channel) throw new Error('ensureChannel: the channel was not made');
  return channel;
}

/** Who is looking at a channel: the member (or nobody), their plans, moderation and block. */
export interface Viewer {
  member: MemberRecord | null;
  planConnections: { planId: string; status: PlanConnectionStatus }[];
  isModerator: boolean;
  /** Until when a moderator blocked them, when that is still ahead. */
  blockedUntil: Date | null;
}

/** True when the member moderates the app's comments: an admin, or named by the owner. */
export async function isModerator(q: Queryable, appId: string, memberId: string): Promise<boolean> {
  if (await holdsAdminPlan(q, appId, memberId)) return true;
  const [named] = await q
    .select({ memberId: commentModerators.memberId })
    .from(commentModerators)
    .where(and(eq(commentModerators.appId, appId), eq(commentModerators.memberId, memberId)));
  return named !== undefined;
}

/** The viewer behind a request: nobody, or the member with what the rules need. */
export async function loadViewer(
  q: Queryable,
  appId: string,
  member: MemberRecord | null,
  now: Date,
): Promise<Viewer> {
  if (!member) return { member: null, planConnections: [], isModerator: false, blockedUntil: null };
  const connections = await q
    .select({ planId: planConnections.planId, status: planConnections.status })
    .from(planConnections)
    .where(and(eq(planConnections.appId, appId), eq(planConnections.memberId, member.id)));
  const [block] = await q
    .select({ until: commentBlocks.until })
    .from(commentBlocks)
    .where(
      and(
        eq(commentBlocks.appId, appId),
        eq(commentBlocks.memberId, member.id),
        gt(commentBlocks.until, now),
      ),
    );
  return {
    member,
    planConnections: connections,
    isModerator: await isModerator(q, appId, member.id),
    blockedUntil: block?.until ?? null,
  };
}

/** Null when the viewer may post in the channel, else why not. Moderators always may. */
export function postingRefusal(viewer: Viewer, channel: ChannelRecord): PostingRefusal | null {
  if (viewer.member && viewer.isModerator) return null;
  const refusal = channelPostingRefusal(
    viewer.member ? { verified: viewer.member.verified, planConnections: viewer.planConnections } : null,
    { rule: channel.accessRule, planIds: channel.planIds },
  );
  if (refusal) return refusal;
  return viewer.blockedUntil ? 'blocked' : null;
}

/** True when the viewer may read the channel: its readers are open, or they may post (a block aside). */
export function canRead(viewer: Viewer, channel: ChannelRecord): boolean {
  if (viewer.isModerator || channel.openToReaders) return true;
  const refusal = postingRefusal(viewer, channel);
  return refusal === null || refusal === 'blocked';
}

/** 403 unless the viewer may read the channel. */
export function assertCanRead(viewer: Viewer, channel: ChannelRecord): void {
  if (!canRead(viewer, channel)) {
    throw new ApiError(403, COMMENT_ERROR_CODES.readRefused, COMMENT_MESSAGES.readRefused);
  }
}

/** The refusal of a write by a blocked member. */
export function blockedError(until: Date): ApiError {
  return new ApiError(403, COMMENT_ERROR_CODES.blocked, COMMENT_MESSAGES.blocked(until.toISOString()), {
    details: { params: { until: until.toISOString() } },
  });
}

/** Refuses a write (post, reply, edit, vote) the viewer may not make in the channel. */
export function assertCanWrite(viewer: Viewer, channel: ChannelRecord): void {
  const refusal = postingRefusal(viewer, channel);
  switch (refusal) {
    case null:
      return;
    case 'not-logged-in':
      throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Member not logged in');
    case 'not-verified':
      throw new ApiError(403, COMMENT_ERROR_CODES.postRefused, COMMENT_MESSAGES.notVerified);
    case 'plan-required':
      throw new ApiError(403, COMMENT_ERROR_CODES.postRefused, COMMENT_MESSAGES.planRequired);
    case 'blocked':
      throw blockedError(viewer.blockedUntil ?? new Date());
  }
}

/** A channel by its id. */
export async function findChannelById(q: Queryable, id: string): Promise<ChannelRecord | undefined> {
  const [channel] = await q.select().from(commentChannels).where(eq(commentChannels.id, id));
  return channel;
}
