/**
 * Writing comments (docs/comments.md "Rules"): posts and replies, edits, deletions and votes by
 * the author or a moderator, subscriptions, typing and reports. Each change is published to the
 * channel's live stream after its transaction commits; a reply mails the post's subscribed author.
 */
import {
  COMMENT_MESSAGES,
  type CommentStreamEvent,
  type DeleteCommentResponse,
  type PostResponse,
  type SubscriptionResponse,
  type ThreadResponse,
} from '@wf/sdk/contract';
import type { Context } from 'hono';
import type { MemberEnv } from '../../auth/member.ts';
import {
  assertCanEdit,
  assertCanRead,
  assertCanWrite,
  assertVoteAllowed,
  channelDefaultsOf,
  ensureChannel,
  findChannel,
  type Viewer,
} from '../../comments/channels.ts';
import { discussionUrl } from '../../comments/page-url.ts';
import { commentMember, commentRow, presentPost, presentThread } from '../../comments/present.ts';
import { notifyReply, setSubscription } from '../../comments/subscriptions.ts';
import {
  assertAuthorOrModerator,
  type CommentRecord,
  channelOfComment,
  deleteComment,
  insertPost,
  insertReply,
  lockComment,
  setVote,
  updateContent,
} from '../../comments/write.ts';
import { notFound } from '../../http/errors.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { type CommentsDeps, memberViewer, publicKeysOf } from './common.ts';

type Names =
  | 'createPost'
  | 'updatePost'
  | 'postVote'
  | 'deletePost'
  | 'createThread'
  | 'updateThread'
  | 'threadVote'
  | 'deleteThread'
  | 'subscribeToChannel'
  | 'postIsTyping';

/** A hidden comment is a moderator's business only: to anyone else it does not exist. */
function assertVisible(comment: CommentRecord, viewer: Viewer): void {
  if (comment.status === 'hidden' && !viewer.isModerator) throw notFound(COMMENT_MESSAGES.postNotFound);
}

export function commentWriteHandlers(comments: CommentsDeps): Pick<ApiHandlers, Names> {
  const { deps, bus } = comments;
  const { database, clock } = deps;

  /** Publishes to the channel's stream; a failure is logged, never the writer's. */
  async function publish(appId: string, channelKey: string, event: CommentStreamEvent): Promise<void> {
    try {
      await bus.publish({ appId, channelKey }, event);
    } catch (error) {
      deps.logger.error({ err: error }, 'a comments event was not published');
    }
  }

  /** The post as the member sees it, and as the stream shows it to everyone. */
  async function post(c: Context<MemberEnv>, id: string) {
    const row = await commentRow(database.db, c.var.app.id, id, c.var.member.id);
    if (!row) throw notFound(COMMENT_MESSAGES.postNotFound);
    const shown = presentPost(row, publicKeysOf(c.var.app));
    return { shown, row, public: { ...shown, myVote: 'NONE' as const } };
  }

  async function thread(c: Context<MemberEnv>, id: string) {
    const row = await commentRow(database.db, c.var.app.id, id, c.var.member.id);
    if (!row) throw notFound(COMMENT_MESSAGES.postNotFound);
    const shown = presentThread(row, publicKeysOf(c.var.app));
    return { shown, row, public: { ...shown, myVote: 'NONE' as const } };
  }

  /** Changes a comment's text (its author or a moderator; never a blocked member). */
  async function edit(c: Context<MemberEnv>, id: string, kind: 'post' | 'thread', content: string) {
    const viewer = await memberViewer(comments, c.var.app, c.var.member);
    await database.transaction(async (tx) => {
      const comment = await lockComment(tx, c.var.app.id, id, kind);
      assertVisible(comment, viewer);
      assertAuthorOrModerator(comment, c.var.member.id, viewer.isModerator);
      const channel = await channelOfComment(tx, comment);
      const defaults = channelDefaultsOf(c.var.app.settings, channel.key);
      assertCanWrite(viewer, channel, defaults);
      assertCanEdit(viewer, comment, defaults, clock());
      await updateContent(tx, comment, content, clock());
    });
  }

  /** Sets the member's vote on a comment. */
  async function vote(
    c: Context<MemberEnv>,
    id: string,
    kind: 'post' | 'thread',
    choice: 'UP' | 'DOWN' | 'NONE',
  ) {
    const viewer = await memberViewer(comments, c.var.app, c.var.member);
    await database.transaction(async (tx) => {
      const comment = await lockComment(tx, c.var.app.id, id, kind);
      assertVisible(comment, viewer);
      const channel = await channelOfComment(tx, comment);
      const defaults = channelDefaultsOf(c.var.app.settings, channel.key);
      assertCanWrite(viewer, channel, defaults);
      assertVoteAllowed(choice, defaults);
      await setVote(tx, {
        appId: c.var.app.id,
        commentId: comment.id,
        memberId: c.var.member.id,
        vote: choice,
        now: clock(),
      });
    });
  }

  /** Deletes a comment (its author or a moderator) and tells the stream. */
  async function remove(
    c: Context<MemberEnv>,
    id: string,
    kind: 'post' | 'thread',
  ): Promise<DeleteCommentResponse> {
    const viewer = await memberViewer(comments, c.var.app, c.var.member);
    const done = await database.transaction(async (tx) => {
      const comment = await lockComment(tx, c.var.app.id, id, kind);
      // Its author may delete a comment that moderation hid; nobody else learns it exists.
      if (comment.memberId !== c.var.member.id) assertVisible(comment, viewer);
      assertAuthorOrModerator(comment, c.var.member.id, viewer.isModerator);
      const channel = await channelOfComment(tx, comment);
      return { comment, channel, ...(await deleteComment(tx, comment, clock())) };
    });
    const { comment, channel, placeholder, parentRemoved } = done;
    const type = kind === 'post' ? 'post.deleted' : 'thread.deleted';
    await publish(c.var.app.id, channel.key, { type, id, postId: comment.parentId, placeholder });
    if (parentRemoved && comment.parentId) {
      await publish(c.var.app.id, channel.key, {
        type: 'post.deleted',
        id: comment.parentId,
        postId: null,
        placeholder: false,
      });
    }
    return { data: { id, placeholder }, message: 'Your comment was deleted.' };
  }

  return {
    createPost: async (c, { body }): Promise<PostResponse> => {
      const app = c.var.app;
      const viewer = await memberViewer(comments, app, c.var.member);
      const id = await database.transaction(async (tx) => {
        const now = clock();
        const defaults = channelDefaultsOf(app.settings, body.channelKey);
        const channel = await ensureChannel(tx, app.id, body.channelKey, now, defaults);
        assertCanWrite(viewer, channel, defaults);
        return insertPost(tx, {
          appId: app.id,
          channel,
          memberId: c.var.member.id,
          content: body.content,
          t: body.t ?? null,
          now,
        });
      });
      const made = await post(c, id);
      await publish(app.id, made.row.channelKey, { type: 'post.created', post: made.public });
      return { data: made.shown };
    },

    updatePost: async (c, { params, body }): Promise<PostResponse> => {
      await edit(c, params.postId, 'post', body.content);
      const changed = await post(c, params.postId);
      await publish(c.var.app.id, changed.row.channelKey, { type: 'post.updated', post: changed.public });
      return { data: changed.shown };
    },

    postVote: async (c, { params, body }): Promise<PostResponse> => {
      await vote(c, params.postId, 'post', body.vote);
      const voted = await post(c, params.postId);
      await publish(c.var.app.id, voted.row.channelKey, {
        type: 'vote',
        id: voted.row.id,
        likedBy: voted.row.likes,
        dislikedBy: voted.row.dislikes,
      });
      return { data: voted.shown };
    },

    deletePost: (c, { params }) => remove(c, params.postId, 'post'),

    createThread: async (c, { body }): Promise<ThreadResponse> => {
      const app = c.var.app;
      const viewer = await memberViewer(comments, app, c.var.member);
      const made = await database.transaction(async (tx) => {
        const parent = await lockComment(tx, app.id, body.postId, 'post');
        assertVisible(parent, viewer);
        const channel = await channelOfComment(tx, parent);
        assertCanWrite(viewer, channel, channelDefaultsOf(app.settings, channel.key));
        const id = await insertReply(tx, {
          appId: app.id,
          post: parent,
          memberId: c.var.member.id,
          content: body.content,
          now: clock(),
        });
        return { id, parent };
      });
      const reply = await thread(c, made.id);
      await publish(app.id, reply.row.channelKey, { type: 'thread.created', thread: reply.public });
      try {
        await notifyReply(deps, {
          app,
          channelId: made.parent.channelId,
          postAuthorId: made.parent.memberId,
          replierId: c.var.member.id,
          reply: body.content,
          pageUrl: discussionUrl(app, deps.env.publicUrl, body._url),
        });
      } catch (error) {
        deps.logger.error({ err: error }, 'the reply notification was not sent');
      }
      return { data: reply.shown };
    },

    updateThread: async (c, { params, body }): Promise<ThreadResponse> => {
      await edit(c, params.threadId, 'thread', body.content);
      const changed = await thread(c, params.threadId);
      await publish(c.var.app.id, changed.row.channelKey, { type: 'thread.updated', thread: changed.public });
      return { data: changed.shown };
    },

    threadVote: async (c, { params, body }): Promise<ThreadResponse> => {
      await vote(c, params.threadId, 'thread', body.vote);
      const voted = await thread(c, params.threadId);
      await publish(c.var.app.id, voted.row.channelKey, {
        type: 'vote',
        id: voted.row.id,
        likedBy: voted.row.likes,
        dislikedBy: voted.row.dislikes,
      });
      return { data: voted.shown };
    },

    deleteThread: (c, { params }) => remove(c, params.threadId, 'thread'),

    subscribeToChannel: async (c, { body }): Promise<SubscriptionResponse> => {
      const app = c.var.app;
      const viewer = await memberViewer(comments, app, c.var.member);
      await database.transaction(async (tx) => {
        const now = clock();
        const defaults = channelDefaultsOf(app.settings, body.channelKey);
        const channel = await ensureChannel(tx, app.id, body.channelKey, now, defaults);
        assertCanRead(viewer, channel, defaults);
        await setSubscription(tx, {
          appId: app.id,
          channelId: channel.id,
          memberId: c.var.member.id,
          mode: body.action,
          now,
        });
      });
      const message =
        body.action === 'NONE'
          ? 'You will no longer get e-mails about replies here.'
          : 'You will get an e-mail when someone replies to your comments here.';
      return { data: { channelKey: body.channelKey, subscription: body.action }, message };
    },

    postIsTyping: async (c, { body }) => {
      const app = c.var.app;
      const channel = await findChannel(database.db, app.id, body.channelKey);
      // Nobody reads a channel nobody posted in yet: there is no one to tell.
      if (!channel) return { data: { success: true } };
      const viewer = await memberViewer(comments, app, c.var.member);
      assertCanWrite(viewer, channel, channelDefaultsOf(app.settings, channel.key));
      const member = commentMember(
        {
          id: c.var.member.id,
          customFields: c.var.member.customFields,
          profileImage: c.var.member.profileImage,
        },
        publicKeysOf(app),
      );
      if (comments.typing.signal(channel.id, { ...member, id: c.var.member.id }, clock())) {
        await publish(app.id, channel.key, { type: 'typing', member });
      }
      return { data: { success: true } };
    },
  };
}
