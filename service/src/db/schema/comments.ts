/**
 * Comments (docs/comments.md): channels, posts and their replies, votes, subscriptions, and what
 * moderation keeps (moderators, blocks, reports, blocked words). Every row belongs to an app.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { at, createdAt } from './columns.ts';
import { members } from './members.ts';

/** Who may post in a channel: every signed-in member, verified members only, or holders of given plans. */
export const CHANNEL_ACCESS_RULES = ['members', 'verified', 'plans'] as const;
export type ChannelAccessRule = (typeof CHANNEL_ACCESS_RULES)[number];

/** A comment's state: shown, hidden by moderation (or reports), or removed by its author or a moderator. */
export const COMMENT_STATUSES = ['published', 'hidden', 'deleted'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** A channel: the comments of one page or video, created on first use. */
export const commentChannels = pgTable(
  'comment_channels',
  {
    /** Starts with chn_. */
    id: text('id').primaryKey(),
    appId: appId(),
    /** The page's data-ms-channel value: short and printable. */
    key: text('key').notNull(),
    accessRule: text('access_rule', { enum: CHANNEL_ACCESS_RULES }).notNull().default('members'),
    /** The plans of the 'plans' rule (any one of them opens the channel). */
    planIds: jsonb('plan_ids').$type<string[]>().notNull().default([]),
    /** Visitors (and members the rule leaves out) may read; otherwise only commenters and moderators read. */
    openToReaders: boolean('open_to_readers').notNull().default(false),
    /**
     * The last internalOrder given in this channel: a new comment takes the next one while it
     * holds this row's lock, so orders are handed out and committed in the same order.
     */
    lastOrder: bigint('last_order', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('comment_channels_app_key_idx').on(t.appId, t.key)],
);

/** A post (no parent) or a reply to a post (a thread; replies have no replies). */
export const comments = pgTable(
  'comments',
  {
    /** Starts with cmt_. */
    id: text('id').primaryKey(),
    appId: appId(),
    channelId: text('channel_id')
      .notNull()
      .references(() => commentChannels.id, { onDelete: 'cascade' }),
    /** The post a reply answers; null for a post. */
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** The author; null once the author's account was deleted (the comment is then removed). */
    memberId: text('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Fixed-width decimal, strictly increasing per channel: the sort key and the paging cursor. */
    internalOrder: text('internal_order').notNull(),
    /** The text as the member wrote it. */
    content: text('content').notNull(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('published'),
    pinned: boolean('pinned').notNull().default(false),
    /** Ours: a moment of the channel's video, in seconds. */
    t: integer('t'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** When the author (or a moderator) last changed the text. */
    editedAt: at('edited_at'),
    /** Set when a moderator reviewed the reports: later reports no longer hide it. */
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    uniqueIndex('comments_channel_order_idx').on(t.channelId, t.internalOrder),
    index('comments_parent_order_idx').on(t.parentId, t.internalOrder),
    index('comments_member_created_idx').on(t.memberId, t.createdAt),
    check('comments_order_fixed_width', sql`${t.internalOrder} ~ '^[0-9]{16}$'`),
  ],
);

/** One vote per member per comment; NONE is no row. */
export const commentVotes = pgTable(
  'comment_votes',
  {
    appId: appId(),
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    vote: text('vote', { enum: ['UP', 'DOWN'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

/** A member's subscription to a channel (THREADS_ONLY: mail when someone replies to their post). */
export const commentSubscriptions = pgTable(
  'comment_subscriptions',
  {
    appId: appId(),
    channelId: text('channel_id')
      .notNull()
      .references(() => commentChannels.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['THREADS_ONLY'] }).notNull(),
    /**
     * The random token of the reply mails' unsubscribe link (256 bits, made with the row): it can
     * only end this subscription, and every mail of the subscription carries the same link.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.memberId] }),
    uniqueIndex('comment_subscriptions_token_idx').on(t.unsubscribeToken),
  ],
);

/** Members the owner named moderators of the app's comments (admins moderate anyway). */
export const commentModerators = pgTable(
  'comment_moderators',
  {
    appId: appId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.memberId] })],
);

/** A member who may not post, edit or vote until `until`. */
export const commentBlocks = pgTable(
  'comment_blocks',
  {
    appId: appId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    until: at('until').notNull(),
    reason: text('reason'),
    /** The moderator's member id. */
    blockedBy: text('blocked_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.memberId] })],
);

/** A member's report of a comment; enough open reports hide it until a moderator reviews it. */
export const commentReports = pgTable(
  'comment_reports',
  {
    appId: appId(),
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] }), index('comment_reports_app_idx').on(t.appId)],
);

/** Words refused in the app's comments (compared lower case, as whole words). */
export const commentBlockedWords = pgTable(
  'comment_blocked_words',
  {
    appId: appId(),
    word: text('word').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.word] })],
);
