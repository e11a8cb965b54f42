/**
 * The moderators' calls (docs/comments.md "Moderation"): a signed-in member who moderates the
 * app's comments (an admin, or named by the owner) hides and restores comments, pins posts,
 * blocks members for a while, reviews reports and sets who may post in a channel. Anyone else
 * is refused with 403 before anything is read.
 */
import {
  COMMENT_ERROR_CODES,
  COMMENT_MESSAGES,
  type CommentStreamEvent,
  type ModeratedCommentResponse,
  type ReportsResponse,
} from '@wf/sdk/contract';
import type { Context } from 'hono';
import type { MemberEnv } from '../../auth/member.ts';
import { assertCanRead, isModerator } from '../../comments/channels.ts';
import type { CommentEventBus } from '../../comments/events.ts';
import {
  blockMember,
  lockModerated,
  openReports,
  reportComment,
  reviewComment,
  setChannelSettings,
  setPinned,
  setStatus,
} from '../../comments/moderation.ts';
import {
  type CommentRow,
  commentRow,
  presentModerated,
  presentPost,
  presentThread,
} from '../../comments/present.ts';
import { channelOfComment } from '../../comments/write.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Logger } from '../../log.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { type CommentsDeps, memberViewer, publicKeysOf } from './common.ts';

type Names =
  | 'moderateStatus'
  | 'moderatePin'
  | 'moderateBlock'
  | 'moderationReports'
  | 'moderateReview'
  | 'moderateChannel'
  | 'reportComment';

/**
 * Tells the open pages of a comment's channel how a moderator left it: hidden, it is deleted
 * there; published (restored, pinned), it is updated. The comments' moderation routes and the
 * console's reports queue (routes/console/community.ts) both call it after their commit; a
 * failure to publish is logged, never the caller's error.
 */
export async function publishModerated(
  comments: { bus: CommentEventBus; logger: Pick<Logger, 'error'> },
  appId: string,
  row: CommentRow,
  keys: ReadonlySet<string>,
): Promise<void> {
  const address = { appId, channelKey: row.channelKey };
  let event: CommentStreamEvent;
  if (row.status === 'hidden') {
    const type = row.parentId ? 'thread.deleted' : 'post.deleted';
    event = { type, id: row.id, postId: row.parentId, placeholder: false };
  } else if (row.parentId) {
    event = { type: 'thread.updated', thread: { ...presentThread(row, keys), myVote: 'NONE' } };
  } else {
    event = { type: 'post.updated', post: { ...presentPost(row, keys), myVote: 'NONE' } };
  }
  try {
    await comments.bus.publish(address, event);
  } catch (error) {
    comments.logger.error({ err: error }, 'a comments event was not published');
  }
}

export function commentModerationHandlers(comments: CommentsDeps): Pick<ApiHandlers, Names> {
  const { deps, bus } = comments;
  const { database, clock } = deps;

  async function assertModerator(c: Context<MemberEnv>): Promise<void> {
    if (!(await isModerator(database.db, c.var.app.id, c.var.member.id))) {
      throw new ApiError(403, COMMENT_ERROR_CODES.notModerator, COMMENT_MESSAGES.notModerator);
    }
  }

  /** The comment now, for the moderator's answer; and, when `tell`, for the channel's readers. */
  async function answer(c: Context<MemberEnv>, id: string, tell: boolean): Promise<ModeratedCommentResponse> {
    const row = await commentRow(database.db, c.var.app.id, id, c.var.member.id);
    if (!row) throw notFound(COMMENT_MESSAGES.postNotFound);
    const keys = publicKeysOf(c.var.app);
    if (tell) await publishModerated({ bus, logger: deps.logger }, c.var.app.id, row, keys);
    return { data: presentModerated(row, keys) };
  }

  return {
    moderateStatus: async (c, { params, body }) => {
      await assertModerator(c);
      await database.transaction(async (tx) => {
        const comment = await lockModerated(tx, c.var.app.id, params.commentId);
        await setStatus(tx, comment, body.status, clock());
      });
      return answer(c, params.commentId, true);
    },

    moderatePin: async (c, { params, body }) => {
      await assertModerator(c);
      await database.transaction(async (tx) => {
        const comment = await lockModerated(tx, c.var.app.id, params.commentId);
        await setPinned(tx, comment, body.pinned, clock());
      });
      return answer(c, params.commentId, true);
    },

    moderateBlock: async (c, { body }) => {
      await assertModerator(c);
      const until = await database.transaction((tx) =>
        blockMember(tx, { appId: c.var.app.id, ...body, by: c.var.member.id, now: clock() }),
      );
      const message = until
        ? `The member cannot comment until ${until.toISOString()}.`
        : 'The block was lifted.';
      return { data: { memberId: body.memberId, until: until?.toISOString() ?? null }, message };
    },

    moderationReports: async (c): Promise<ReportsResponse> => {
      await assertModerator(c);
      const open = await openReports(database.db, c.var.app.id);
      const keys = publicKeysOf(c.var.app);
      const reports = [];
      for (const [commentId, list] of open) {
        const row = await commentRow(database.db, c.var.app.id, commentId, c.var.member.id);
        if (row) reports.push({ comment: presentModerated(row, keys), reports: list });
      }
      return { data: { reports } };
    },

    moderateReview: async (c, { params, body }) => {
      await assertModerator(c);
      await database.transaction(async (tx) => {
        const comment = await lockModerated(tx, c.var.app.id, params.commentId);
        await reviewComment(tx, comment, body.action, clock());
      });
      return answer(c, params.commentId, true);
    },

    moderateChannel: async (c, { body }) => {
      await assertModerator(c);
      const channel = await database.transaction((tx) => setChannelSettings(tx, c.var.app.id, body, clock()));
      return {
        data: {
          channelKey: channel.key,
          accessRule: channel.accessRule,
          planIds: channel.planIds,
          openToReaders: channel.openToReaders,
        },
        message: 'The channel was updated.',
      };
    },

    reportComment: async (c, { body }) => {
      const viewer = await memberViewer(comments, c.var.app, c.var.member);
      const hidden = await database.transaction(async (tx) => {
        const comment = await lockModerated(tx, c.var.app.id, body.commentId);
        if (comment.status === 'hidden' && !viewer.isModerator) throw notFound(COMMENT_MESSAGES.postNotFound);
        assertCanRead(viewer, await channelOfComment(tx, comment));
        return reportComment(tx, {
          appId: c.var.app.id,
          comment,
          memberId: c.var.member.id,
          reason: body.reason,
          now: clock(),
        });
      });
      if (hidden) await answer(c, body.commentId, true);
      return { data: { success: true }, message: 'Thank you. The moderators will look at this comment.' };
    },
  };
}
