/**
 * Reading comments (docs/comments.md "Wire shapes"): a page of posts or of a post's replies by
 * keyset on internalOrder, and the channel as this viewer sees it. Open to the channel's readers,
 * signed in or not; a channel nobody posted in yet reads as empty.
 */
import {
  type ChannelInfoResponse,
  COMMENT_MESSAGES,
  COMMENTS_PAGE_DEFAULT,
  type PostsResponse,
  type ThreadsResponse,
} from '@wf/sdk/contract';
import {
  assertCanRead,
  canRead,
  channelDefaultsOf,
  channelOrDefault,
  findChannelById,
  postingRefusal,
  refusalMessage,
} from '../../comments/channels.ts';
import {
  commentRow,
  countPosts,
  countPublishedPosts,
  listPosts,
  listThreads,
  presentPost,
  presentThread,
} from '../../comments/present.ts';
import { subscriptionOf } from '../../comments/subscriptions.ts';
import { notFound } from '../../http/errors.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { type CommentsDeps, optionalViewer, publicKeysOf } from './common.ts';

export function commentReadHandlers(
  comments: CommentsDeps,
): Pick<ApiHandlers, 'getPosts' | 'getThreads' | 'getChannelInfo'> {
  const { database, clock } = comments.deps;
  return {
    getPosts: async (c, { query }): Promise<PostsResponse> => {
      const viewer = await optionalViewer(c, comments);
      const defaults = channelDefaultsOf(c.var.app.settings, query.channelKey);
      const channel = await channelOrDefault(database.db, c.var.app.id, query.channelKey, defaults);
      assertCanRead(viewer, channel, defaults);
      if (!channel.id) return { data: { posts: [], totalCount: 0 } };
      const page = {
        after: query.after,
        order: query.order ?? 'newest',
        limit: query.limit ?? COMMENTS_PAGE_DEFAULT,
      };
      const input = {
        channelId: channel.id,
        viewerId: viewer.member?.id ?? null,
        moderator: viewer.isModerator,
      };
      const rows = await listPosts(database.db, { ...input, page });
      const keys = publicKeysOf(c.var.app);
      return {
        data: {
          posts: rows.map((row) => presentPost(row, keys)),
          totalCount: await countPosts(database.db, channel.id, viewer.isModerator),
        },
      };
    },

    getThreads: async (c, { query }): Promise<ThreadsResponse> => {
      const viewer = await optionalViewer(c, comments);
      const viewerId = viewer.member?.id ?? null;
      const post = await commentRow(database.db, c.var.app.id, query.postId, viewerId);
      const hidden = post?.status === 'hidden' && !viewer.isModerator;
      if (!post || post.parentId !== null || hidden) throw notFound(COMMENT_MESSAGES.postNotFound);
      const channel = await findChannelById(database.db, post.channelId);
      if (!channel) throw notFound(COMMENT_MESSAGES.postNotFound);
      assertCanRead(viewer, channel, channelDefaultsOf(c.var.app.settings, channel.key));
      const page = {
        after: query.after,
        order: query.order ?? 'oldest',
        limit: query.limit ?? COMMENTS_PAGE_DEFAULT,
      };
      const rows = await listThreads(database.db, {
        postId: post.id,
        viewerId,
        moderator: viewer.isModerator,
        page,
      });
      const keys = publicKeysOf(c.var.app);
      return { data: { threads: rows.map((row) => presentThread(row, keys)) } };
    },

    getChannelInfo: async (c, { query }): Promise<ChannelInfoResponse> => {
      const viewer = await optionalViewer(c, comments);
      const defaults = channelDefaultsOf(c.var.app.settings, query.channelKey);
      const channel = await channelOrDefault(database.db, c.var.app.id, query.channelKey, defaults);
      const readable = canRead(viewer, channel);
      const memberId = viewer.member?.id;
      const reason = postingRefusal(viewer, channel);
      return {
        data: {
          key: query.channelKey,
          canPost: reason === null,
          reason,
          message: refusalMessage(reason, defaults, viewer.blockedUntil),
          editMinutes: defaults.editMinutes,
          downvotes: defaults.downvotes,
          canRead: readable,
          subscription:
            memberId && channel.id ? await subscriptionOf(database.db, channel.id, memberId) : 'NONE',
          isModerator: viewer.isModerator,
          postCount: readable && channel.id ? await countPublishedPosts(database.db, channel.id) : 0,
          typing: readable && channel.id ? comments.typing.typing(channel.id, clock()) : [],
        },
      };
    },
  };
}
