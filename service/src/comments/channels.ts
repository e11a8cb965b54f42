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
import {
  type AppSettings,
  type CommentChannelsSetting,
  commentBlocks,
  commentChannels,
  commentModerators,
  planConnections,
} from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { newId } from '../ids.ts';
import type { MemberRecord } from '../members/present.ts';

/** The most channels an app may have (channels are made on first use, so this bounds a flood). */
export const CHANNELS_PER_APP_MAX = 10_000;

export type ChannelRecord = typeof commentChannels.$inferSelect;

/**
 * What the app's file says of a channel (docs/comments.md "Channel defaults"): the settings of
 * the longest key prefix the key starts with, or the table's defaults when none does.
 */
export type ChannelDefaults = Omit<CommentChannelsSetting, 'keyPrefix'>;

const TABLE_DEFAULTS: ChannelDefaults = {
  accessRule: 'members',
  planIds: [],
  openToReaders: false,
  refusal: null,
  editMinutes: null,
  downvotes: true,
};

/** The app's settings for the channel of `key`. */
export function channelDefaultsOf(settings: Pick<AppSettings, 'comments'>, key: string): ChannelDefaults {
  const matching = (settings.comments?.channels ?? [])
    .filter((channels) => key.startsWith(channels.keyPrefix))
    .sort((a, b) => b.keyPrefix.length - a.keyPrefix.length)[0];
  if (!matching) return TABLE_DEFAULTS;
  const { keyPrefix: _prefix, ...defaults } = matching;
  return defaults;
}

/** The settings of a channel not made yet: the app's for its key, else the table's. */
export function defaultChannel(appId: string, key: string, defaults = TABLE_DEFAULTS): ChannelRecord {
  return {
    id: '',
    appId,
    key,
    accessRule: defaults.accessRule,
    planIds: [...defaults.planIds],
    openToReaders: defaults.openToReaders,
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
export async function channelOrDefault(
  q: Queryable,
  appId: string,
  key: string,
  defaults = TABLE_DEFAULTS,
): Promise<ChannelRecord> {
  return (await findChannel(q, appId, key)) ?? defaultChannel(appId, key, defaults);
}

/**
 * The channel of `key`, made on first use (at most CHANNELS_PER_APP_MAX per app) with who may
 * post and read as `defaults` say (the app's settings for its key).
 */
export async function ensureChannel(
  tx: Tx,
  appId: string,
  key: string,
  now: Date,
  defaults = TABLE_DEFAULTS,
): Promise<ChannelRecord> {
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
    .values({
      id: newId('chn'),
      appId,
      key,
      accessRule: defaults.accessRule,
      planIds: [...defaults.planIds],
      openToReaders: defaults.openToReaders,
      createdAt: now,
    })
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
export function assertCanRead(viewer: Viewer, channel: ChannelRecord, defaults = TABLE_DEFAULTS): void {
  if (!canRead(viewer, channel)) {
    throw new ApiError(
      403,
      COMMENT_ERROR_CODES.readRefused,
      defaults.refusal ?? COMMENT_MESSAGES.readRefused,
    );
  }
}

/** The refusal of a write by a blocked member. */
export function blockedError(until: Date): ApiError {
  return new ApiError(403, COMMENT_ERROR_CODES.blocked, COMMENT_MESSAGES.blocked(until.toISOString()), {
    details: { params: { until: until.toISOString() } },
  });
}

/** The sentence of a refusal: the app's own for the channel's rule, else the service's. */
export function refusalMessage(
  refusal: PostingRefusal | null,
  defaults: Pick<ChannelDefaults, 'refusal'>,
  blockedUntil: Date | null,
): string | null {
  switch (refusal) {
    case null:
      return null;
    case 'not-logged-in':
      return 'Member not logged in';
    case 'not-verified':
      return defaults.refusal ?? COMMENT_MESSAGES.notVerified;
    case 'plan-required':
      return defaults.refusal ?? COMMENT_MESSAGES.planRequired;
    case 'blocked':
      return COMMENT_MESSAGES.blocked((blockedUntil ?? new Date()).toISOString());
  }
}

/**
 * Refuses a write (post, reply, edit, vote) the viewer may not make in the channel, in the app's
 * words for the channel's rule when its settings have some.
 */
export function assertCanWrite(viewer: Viewer, channel: ChannelRecord, defaults = TABLE_DEFAULTS): void {
  const refusal = postingRefusal(viewer, channel);
  switch (refusal) {
    case null:
      return;
    case 'not-logged-in':
      throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Member not logged in');
    case 'not-verified':
      throw new ApiError(
        403,
        COMMENT_ERROR_CODES.postRefused,
        defaults.refusal ?? COMMENT_MESSAGES.notVerified,
      );
    case 'plan-required':
      throw new ApiError(
        403,
        COMMENT_ERROR_CODES.postRefused,
        defaults.refusal ?? COMMENT_MESSAGES.planRequired,
      );
    case 'blocked':
      throw blockedError(viewer.blockedUntil ?? new Date());
  }
}

/** A channel by its id. */
export async function findChannelById(q: Queryable, id: string): Promise<ChannelRecord | undefined> {
  const [channel] = await q.select().from(commentChannels).where(eq(commentChannels.id, id));
  return channel;
}

/**
 * Refuses an author's edit once the channel's edit window has passed (docs/comments.md "Channel
 * defaults"); moderators always may.
 */
export function assertCanEdit(
  viewer: Viewer,
  comment: { createdAt: Date },
  defaults: Pick<ChannelDefaults, 'editMinutes'>,
  now: Date,
): void {
  if (viewer.isModerator || defaults.editMinutes === null) return;
  if (now.getTime() - comment.createdAt.getTime() > defaults.editMinutes * 60_000) {
    throw new ApiError(
      403,
      COMMENT_ERROR_CODES.editClosed,
      COMMENT_MESSAGES.editClosed(defaults.editMinutes),
    );
  }
}

/** Refuses a downvote in a channel that takes none. */
export function assertVoteAllowed(
  vote: 'UP' | 'DOWN' | 'NONE',
  defaults: Pick<ChannelDefaults, 'downvotes'>,
): void {
  if (vote === 'DOWN' && !defaults.downvotes) {
    throw new ApiError(403, COMMENT_ERROR_CODES.downvotesOff, COMMENT_MESSAGES.downvotesOff);
  }
}
