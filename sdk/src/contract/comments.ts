/**
 * Requests and answers of the /comments calls (docs/comments.md "Wire shapes"), as the real
 * `@memberstack/dom` 2.x client sends and reads them, plus our moderation calls and the live
 * stream's events.
 */
import { z } from 'zod/mini';
import { acknowledgementResponseSchema, envelope, messageEnvelope } from './envelope.ts';
import { idSchema } from './fields.ts';
import type { RateLimitRule } from './route.ts';

/** The longest comment, in characters (docs/comments.md "Limits"). */
export const COMMENT_MAX_LENGTH = 5000;
/** The longest channel key. */
export const CHANNEL_KEY_MAX = 100;
/** The most items one page of posts or replies holds, and how many when the client names none. */
export const COMMENTS_PAGE_MAX = 100;
export const COMMENTS_PAGE_DEFAULT = 20;
/** Digits of an `internalOrder`: fixed width, so its text sorts as its number does. */
export const INTERNAL_ORDER_DIGITS = 16;
/** The longest moment of a video a comment may name (ours: `t`, seconds): a day. */
export const COMMENT_T_MAX = 24 * 60 * 60;
/** The longest block a moderator may give, in minutes: a year. */
export const COMMENT_BLOCK_MAX_MINUTES = 365 * 24 * 60;
/**
 * The `until` of a block without end, which only the site owner's console gives
 * (docs/console.md "Actions"): the comment_blocks table always holds an end.
 */
export const COMMENT_BLOCK_PERMANENT_UNTIL = '9999-12-31T23:59:59.000Z';

/** The text a removed post with replies shows instead of its own (docs/comments.md "Rules"). */
export const COMMENT_REMOVED_TEXT = 'This comment was removed';

/** A channel key: short and printable, without spaces. */
export const channelKeySchema = z
  .string()
  .check(
    z.minLength(1, 'Please name the channel.'),
    z.maxLength(CHANNEL_KEY_MAX, `A channel key is at most ${CHANNEL_KEY_MAX} characters.`),
    z.regex(/^[\x21-\x7e]+$/, 'A channel key is printable characters without spaces.'),
  );

/** A comment's text as the member wrote it: not blank, at most COMMENT_MAX_LENGTH characters. */
export const commentContentSchema = z.string().check(
  z.maxLength(COMMENT_MAX_LENGTH, `A comment is at most ${COMMENT_MAX_LENGTH} characters.`),
  z.refine((text) => text.trim().length > 0, 'Please write a comment.'),
);

/** `order` of a listing. */
export const commentOrderSchema = z.enum(['newest', 'oldest']);
export type CommentOrder = z.infer<typeof commentOrderSchema>;

/** A paging cursor: the `internalOrder` of the last item shown. */
const afterSchema = z.string().check(z.regex(/^\d{1,16}$/, 'after is the internalOrder of an item.'));

/** `limit` as the client sends it: a string (or a number, from our SDK). */
const limitSchema = z.coerce
  .number()
  .check(
    z.int('limit is a whole number.'),
    z.minimum(1, 'limit is at least 1.'),
    z.maximum(COMMENTS_PAGE_MAX, `limit is at most ${COMMENTS_PAGE_MAX}.`),
  );

/** A vote; NONE clears the member's vote. */
export const voteSchema = z.enum(['UP', 'DOWN', 'NONE']);
export type Vote = z.infer<typeof voteSchema>;

/** A channel's subscription for the member: none, or a mail on replies to their posts. */
export const subscriptionModeSchema = z.enum(['NONE', 'THREADS_ONLY']);
export type SubscriptionMode = z.infer<typeof subscriptionModeSchema>;

/**
 * The author as a comment shows them: PUBLIC custom fields and the profile image only, never a
 * PRIVATE field nor the e-mail address. `id` is null once the author's account is gone or the
 * comment was removed.
 */
export const commentMemberSchema = z.object({
  id: z.nullable(z.string()),
  customFields: z.record(z.string(), z.string()),
  profileImage: z.nullable(z.string()),
});
export type CommentMember = z.infer<typeof commentMemberSchema>;

const commentFields = {
  id: z.string(),
  internalOrder: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  editedAt: z.nullable(z.string()),
  content: z.string(),
  status: z.enum(['published', 'hidden', 'deleted']),
  pinned: z.boolean(),
  /** Ours: a moment of the channel's video, in seconds. */
  t: z.nullable(z.number()),
  channelKey: z.string(),
  /** The viewer's own vote (NONE for visitors). */
  myVote: voteSchema,
  member: commentMemberSchema,
};

/** A post. */
export const postSchema = z.object({
  ...commentFields,
  _count: z.object({ Threads: z.number(), likedBy: z.number(), dislikedBy: z.number() }),
});
export type Post = z.infer<typeof postSchema>;

/** A reply to a post (a thread); replies have no replies. */
export const threadSchema = z.object({
  ...commentFields,
  postId: z.string(),
  _count: z.object({ Threads: z.literal(0), likedBy: z.number(), dislikedBy: z.number() }),
});
export type Thread = z.infer<typeof threadSchema>;

/** GET /comments/posts query. */
export const getPostsQuerySchema = z.object({
  channelKey: channelKeySchema,
  after: z.optional(afterSchema),
  order: z.optional(commentOrderSchema),
  limit: z.optional(limitSchema),
});
export type GetPostsQuery = z.input<typeof getPostsQuerySchema>;

/** GET /comments/posts: one page, and the channel's number of posts shown. */
export const postsResponseSchema = envelope(z.object({ posts: z.array(postSchema), totalCount: z.number() }));
export type PostsResponse = z.infer<typeof postsResponseSchema>;

/** GET /comments/threads query. */
export const getThreadsQuerySchema = z.object({
  postId: idSchema,
  after: z.optional(afterSchema),
  order: z.optional(commentOrderSchema),
  limit: z.optional(limitSchema),
});
export type GetThreadsQuery = z.input<typeof getThreadsQuerySchema>;

/** GET /comments/threads. */
export const threadsResponseSchema = envelope(z.object({ threads: z.array(threadSchema) }));
export type ThreadsResponse = z.infer<typeof threadsResponseSchema>;

/** POST /comments/posts. `_url` is the page the real client sends; `t` is ours. */
export const createPostRequestSchema = z.object({
  channelKey: channelKeySchema,
  content: commentContentSchema,
  _url: z.optional(z.string().check(z.maxLength(2048))),
  t: z.optional(
    z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(COMMENT_T_MAX, 't is at most a day.'))),
  ),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/** POST /comments/threads. `_url` (ours, as a post's) is the page the reply was written on: the reply mail links to it. */
export const createThreadRequestSchema = z.object({
  postId: idSchema,
  content: commentContentSchema,
  _url: z.optional(z.string().check(z.maxLength(2048))),
});
export type CreateThreadRequest = z.input<typeof createThreadRequestSchema>;

/** PATCH /comments/{posts|threads}/{id}/update. */
export const updateCommentRequestSchema = z.object({ content: commentContentSchema });
export type UpdateCommentRequest = z.input<typeof updateCommentRequestSchema>;

/** POST /comments/{posts|threads}/{id}/vote. */
export const voteRequestSchema = z.object({ vote: voteSchema });
export type VoteRequest = z.input<typeof voteRequestSchema>;

/** Path parameter of the post calls. */
export const postIdParamSchema = z.object({ postId: idSchema });
export type PostIdParam = z.infer<typeof postIdParamSchema>;
/** Path parameter of the thread calls. */
export const threadIdParamSchema = z.object({ threadId: idSchema });
export type ThreadIdParam = z.infer<typeof threadIdParamSchema>;

/** A single post. */
export const postResponseSchema = messageEnvelope(postSchema);
export type PostResponse = z.infer<typeof postResponseSchema>;
/** A single reply. */
export const threadResponseSchema = messageEnvelope(threadSchema);
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

/**
 * DELETE of a post or reply: `placeholder` is true when a post with replies stays as
 * 'This comment was removed', false when the item is gone.
 */
export const deleteCommentResponseSchema = messageEnvelope(
  z.object({ id: z.string(), placeholder: z.boolean() }),
);
export type DeleteCommentResponse = z.infer<typeof deleteCommentResponseSchema>;

/** GET /comments/channels/info query. */
export const channelQuerySchema = z.object({ channelKey: channelKeySchema });
export type ChannelQuery = z.infer<typeof channelQuerySchema>;

/** Why a viewer may not post: signed out, not verified, without a plan of the channel, blocked. */
export const postingRefusalSchema = z.enum(['not-logged-in', 'not-verified', 'plan-required', 'blocked']);
export type PostingRefusal = z.infer<typeof postingRefusalSchema>;

/** A channel as this viewer sees it. */
export const channelInfoSchema = z.object({
  key: z.string(),
  /** True when this viewer may post and reply. */
  canPost: z.boolean(),
  /** Why not, when canPost is false. */
  reason: z.nullable(postingRefusalSchema),
  /** True when this viewer may read the channel. */
  canRead: z.boolean(),
  subscription: subscriptionModeSchema,
  isModerator: z.boolean(),
  /** Posts shown (published), replies not counted. */
  postCount: z.number(),
  /** Members typing now: PUBLIC fields and image only. */
  typing: z.array(commentMemberSchema),
  /** Ours: the sentence of `reason` (the app's own for its channels, docs/comments.md "Channel defaults"). */
  message: z.optional(z.nullable(z.string())),
  /** Ours: minutes an author may edit a comment after posting it; null without a limit. */
  editMinutes: z.optional(z.nullable(z.number())),
  /** Ours: false when the channel takes no downvotes. */
  downvotes: z.optional(z.boolean()),
});
export type ChannelInfo = z.infer<typeof channelInfoSchema>;

/** GET /comments/channels/info. */
export const channelInfoResponseSchema = envelope(channelInfoSchema);
export type ChannelInfoResponse = z.infer<typeof channelInfoResponseSchema>;

/** POST /comments/channels/manage-subscription. */
export const manageSubscriptionRequestSchema = z.object({
  channelKey: channelKeySchema,
  action: subscriptionModeSchema,
});
export type ManageSubscriptionRequest = z.infer<typeof manageSubscriptionRequestSchema>;

/** POST /comments/channels/manage-subscription: the subscription now. */
export const subscriptionResponseSchema = messageEnvelope(
  z.object({ channelKey: z.string(), subscription: subscriptionModeSchema }),
);
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** POST /comments/posts/typing. */
export const typingRequestSchema = z.object({ channelKey: channelKeySchema });
export type TypingRequest = z.infer<typeof typingRequestSchema>;

/** POST /comments/posts/typing answers an acknowledgement. */
export const typingResponseSchema = acknowledgementResponseSchema;

/** POST /comments/reports: a member reports a post or reply. */
export const reportRequestSchema = z.object({
  commentId: idSchema,
  reason: z.string().check(z.trim(), z.minLength(1, 'Please say why.'), z.maxLength(500)),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** GET /comments/unsubscribe query: the token of a reply notification's link. */
export const unsubscribeQuerySchema = z.object({ token: z.optional(z.string().check(z.maxLength(200))) });

// Moderation (docs/comments.md "Moderation").

/** Path parameter of the moderation calls on one comment. */
export const commentIdParamSchema = z.object({ commentId: idSchema });
export type CommentIdParam = z.infer<typeof commentIdParamSchema>;

/** POST /comments/moderation/comments/{commentId}/status: hide or restore. */
export const moderationStatusRequestSchema = z.object({ status: z.enum(['hidden', 'published']) });
export type ModerationStatusRequest = z.infer<typeof moderationStatusRequestSchema>;

/** POST /comments/moderation/comments/{commentId}/pin. */
export const pinRequestSchema = z.object({ pinned: z.boolean() });
export type PinRequest = z.infer<typeof pinRequestSchema>;

/** A comment as a moderator sees it: any post or reply, with its post when a reply. */
export const moderatedCommentSchema = z.object({
  ...commentFields,
  postId: z.nullable(z.string()),
  _count: z.object({ Threads: z.number(), likedBy: z.number(), dislikedBy: z.number() }),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;

/** The moderation calls on one comment answer the comment. */
export const moderatedCommentResponseSchema = messageEnvelope(moderatedCommentSchema);
export type ModeratedCommentResponse = z.infer<typeof moderatedCommentResponseSchema>;

/** POST /comments/moderation/blocks: block a member for `minutes` (0 lifts the block). */
export const blockRequestSchema = z.object({
  memberId: idSchema,
  minutes: z.number().check(z.int(), z.minimum(0), z.maximum(COMMENT_BLOCK_MAX_MINUTES)),
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/** The block now: until when (null when lifted). */
export const blockResponseSchema = messageEnvelope(
  z.object({ memberId: z.string(), until: z.nullable(z.string()) }),
);
export type BlockResponse = z.infer<typeof blockResponseSchema>;

/** A reported comment waiting for review, with its open reports. */
export const reportedCommentSchema = z.object({
  comment: moderatedCommentSchema,
  reports: z.array(z.object({ memberId: z.string(), reason: z.string(), createdAt: z.string() })),
});

/** GET /comments/moderation/reports. */
export const reportsResponseSchema = envelope(z.object({ reports: z.array(reportedCommentSchema) }));
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

/** POST /comments/moderation/reports/{commentId}/review: keep the comment shown, or hidden. */
export const reviewRequestSchema = z.object({ action: z.enum(['restore', 'hide']) });
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** POST /comments/moderation/channels/settings: who may post and read a channel. */
export const channelSettingsRequestSchema = z.object({
  channelKey: channelKeySchema,
  accessRule: z.enum(['members', 'verified', 'plans']),
  planIds: z.optional(z.array(idSchema).check(z.maxLength(20))),
  openToReaders: z.optional(z.boolean()),
});
export type ChannelSettingsRequest = z.infer<typeof channelSettingsRequestSchema>;

/** The channel's settings now. */
export const channelSettingsResponseSchema = messageEnvelope(
  z.object({
    channelKey: z.string(),
    accessRule: z.enum(['members', 'verified', 'plans']),
    planIds: z.array(z.string()),
    openToReaders: z.boolean(),
  }),
);
export type ChannelSettingsResponse = z.infer<typeof channelSettingsResponseSchema>;

/** GET /comments/channels/stream query. */
export const streamQuerySchema = z.object({ channelKey: channelKeySchema });

/**
 * An event of the live stream (docs/comments.md "Live updates"): the SSE event's name is
 * `type`, its data the JSON of the rest. Items are as a visitor sees them (myVote NONE).
 */
export type CommentStreamEvent =
  | { type: 'post.created' | 'post.updated'; post: Post }
  | { type: 'thread.created' | 'thread.updated'; thread: Thread }
  | { type: 'post.deleted' | 'thread.deleted'; id: string; postId: string | null; placeholder: boolean }
  | { type: 'vote'; id: string; likedBy: number; dislikedBy: number }
  | { type: 'typing'; member: CommentMember }
  /** Something changed that did not fit the fan-out (a very long post): read the channel again. */
  | { type: 'resync' };

// Limits (docs/comments.md "Limits"), counted in the service's database like every route limit
// (sdk/src/contract/limits.ts); typing is kept in memory instead (COMMENT_TYPING_INTERVAL_MS).

const MINUTE = 60;

/** Posts and replies per member per minute (both count under one name). */
export const COMMENTS_PER_MEMBER_MINUTE: RateLimitRule = {
  name: 'comments-minute',
  limit: 5,
  windowSeconds: MINUTE,
};
/** Posts and replies per member per hour. */
export const COMMENTS_PER_MEMBER_HOUR: RateLimitRule = {
  name: 'comments-hour',
  limit: 60,
  windowSeconds: 60 * MINUTE,
};
/** Edits per member per minute. */
export const COMMENT_EDITS_PER_MEMBER_MINUTE: RateLimitRule = {
  name: 'comment-edits-minute',
  limit: 10,
  windowSeconds: MINUTE,
};
/** Votes per member per minute. */
export const VOTES_PER_MEMBER_MINUTE: RateLimitRule = {
  name: 'comment-votes-minute',
  limit: 30,
  windowSeconds: MINUTE,
};
/** Reports per member per hour. */
export const REPORTS_PER_MEMBER_HOUR: RateLimitRule = {
  name: 'comment-reports-hour',
  limit: 20,
  windowSeconds: 60 * MINUTE,
};
/** Moderation calls per moderator per minute. */
export const MODERATION_PER_MEMBER_MINUTE: RateLimitRule = {
  name: 'comment-moderation-minute',
  limit: 60,
  windowSeconds: MINUTE,
};
/** A member's typing signal counts at most once per this many ms per channel. */
export const COMMENT_TYPING_INTERVAL_MS = 3000;
/** How long a typing signal shows the member as typing. */
export const COMMENT_TYPING_SHOWN_MS = 6000;
/** The same text from the same member within this many seconds is refused. */
export const COMMENT_DUPLICATE_WINDOW_SECONDS = 60;
/** Open reports that hide a comment until a moderator reviews it. */
export const COMMENT_REPORT_THRESHOLD = 3;

/** The comments' own error codes (open-ended beside ERROR_CODES, docs/architecture.md "One error voice"). */
export const COMMENT_ERROR_CODES = {
  /** The viewer may not read the channel. */
  readRefused: 'comments/read-refused',
  /** The member may not post in the channel (not verified, no plan of the channel). */
  postRefused: 'comments/post-refused',
  /** A moderator blocked the member from commenting for a while. */
  blocked: 'comments/blocked',
  /** The same text again within a minute. */
  duplicate: 'comments/duplicate',
  /** A word of the app's blocked list. */
  blockedWord: 'comments/blocked-word',
  /** Only the author or a moderator may change or delete a comment. */
  notAuthor: 'comments/not-author',
  /** A moderation call from a member who does not moderate. */
  notModerator: 'comments/not-moderator',
  /** The app has as many channels as it may. */
  tooManyChannels: 'comments/too-many-channels',
  /** The live stream asked for without `Accept: text/event-stream` (406). */
  streamOnly: 'comments/stream-only',
  /** The author's time to edit the comment has passed (the channel's `editMinutes`). */
  editClosed: 'comments/edit-closed',
  /** The channel takes no downvotes. */
  downvotesOff: 'comments/downvotes-off',
} as const;

/** The sentences of the comments' refusals. */
export const COMMENT_MESSAGES = {
  readRefused: 'These comments are only for members with access to them.',
  notVerified: 'Please verify your email address to comment here.',
  planRequired: 'Commenting here is for members with a plan that includes it.',
  blocked: (until: string) =>
    until === COMMENT_BLOCK_PERMANENT_UNTIL
      ? 'You cannot comment on this site.'
      : `You cannot comment until ${until}.`,
  duplicate: 'You have just posted this. Please wait a minute before posting it again.',
  blockedWord: 'Your comment contains a word that is not allowed here.',
  notAuthor: 'Only its author or a moderator can change this comment.',
  notModerator: 'Only moderators can do this.',
  postNotFound: 'This comment does not exist or was removed.',
  tooManyChannels: 'This site has too many comment channels already.',
  streamOnly: 'This is a stream of Server-Sent Events: ask for it with Accept: text/event-stream.',
  editClosed: (minutes: number) =>
    `Comments can be edited for ${minutes} minute${minutes === 1 ? '' : 's'} after posting; this one can no longer be changed.`,
  downvotesOff: 'Downvotes are turned off here.',
} as const;
