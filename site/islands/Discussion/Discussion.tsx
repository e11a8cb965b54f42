import { useStore } from '@nanostores/react';
import type { CommentOrder, CommentStreamEvent, Post, Thread } from '@wf/sdk/contract';
import { userMessage } from '@wf/sdk/errors';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type CommentsClient, getCommentsClient } from '../../lib/api/comments.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { $videoTime, requestSeek } from '../../lib/video-moment/store.ts';
import { connectVideoMoment } from '../../lib/video-moment/vimeo.ts';
import { type DiscussionCopy, fillText } from './copy.ts';
import { DiscussionView } from './DiscussionView.tsx';
import {
  applyEvent,
  type DiscussionList,
  EMPTY_LIST,
  removeComment,
  upsertPost,
  upsertReply,
} from './model.ts';
import { authorName } from './names.ts';
import type { DiscussionActions, DiscussionComment, DiscussionState, DiscussionViewer } from './types.ts';
import { isReply } from './types.ts';

/** Posts per page of the list. */
const PAGE_SIZE = 20;
/** How long a moderator's block lasts from the thread: a day. */
const BLOCK_MINUTES = 24 * 60;
/** How often the edit window is looked at again. */
const CLOCK_TICK_MS = 30_000;

export interface DiscussionProps {
  /** The video's id: its channel is `video-{id}`. */
  videoId: string;
  copy: DiscussionCopy;
}

/** The channel of a video's discussion (docs/comments.md "Channel defaults"). */
export function videoChannelKey(videoId: string): string {
  return `video-${videoId}`;
}

/**
 * The Discussion island: who reads (member state and channel info), the list with live updates
 * from the channel's stream, and every change a member or moderator makes. Loaded when the
 * section comes into view (client:visible); it connects the player's moment on mount.
 */
export function Discussion({ videoId, copy }: DiscussionProps) {
  const channelKey = videoChannelKey(videoId);
  const { status, member } = useMemberState();
  const currentTime = useStore($videoTime);
  const [state, setState] = useState<DiscussionState>('loading');
  const [message, setMessage] = useState<string | null>(null);
  const [client, setClient] = useState<CommentsClient | null>(null);
  const [viewer, setViewer] = useState<DiscussionViewer | null>(null);
  const [list, setList] = useState<DiscussionList>(EMPTY_LIST);
  const [listBusy, setListBusy] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [reportTarget, setReportTarget] = useState<string | null>(null);
  const [reportSent, setReportSent] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [attempt, setAttempt] = useState(0);
  /** Comments this moderator hid: the readers' 'deleted' event leaves them shown here. */
  const hiddenByMe = useRef(new Set<string>());

  useEffect(() => connectVideoMoment(), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const sentence = useCallback((error: unknown) => userMessage(error, copy.failed), [copy.failed]);

  // Who reads, then the first page.
  const memberId = member?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt reloads on 'Try Again'.
  useEffect(() => {
    if (status === 'loading') return;
    if (!memberId) {
      setState('visitor');
      return;
    }
    let live = true;
    setState('loading');
    (async () => {
      const made = getCommentsClient();
      if (!made) throw new Error('This page has no app configuration.');
      const comments = await made;
      const { data: info } = await comments.getChannelInfo({ channelKey });
      if (!live) return;
      if (!info.canRead) {
        setMessage(info.message ?? null);
        setState('no-access');
        return;
      }
      const { data } = await comments.getPosts({ channelKey, order: list.order, limit: PAGE_SIZE });
      if (!live) return;
      setClient(comments);
      setViewer({
        id: memberId,
        isModerator: info.isModerator,
        editMinutes: info.editMinutes ?? null,
        refusal: info.canPost ? null : (info.message ?? copy.failedText),
      });
      setSubscribed(info.subscription === 'THREADS_ONLY');
      setList((old) => ({
        ...old,
        posts: data.posts,
        totalCount: data.totalCount,
        hasMore: data.posts.length === PAGE_SIZE,
        replies: {},
      }));
      setMessage(null);
      setState('ready');
    })().catch((error) => {
      if (!live) return;
      setMessage(sentence(error));
      setState('failed');
    });
    return () => {
      live = false;
    };
  }, [status, memberId, channelKey, attempt]);

  // Live updates while the list shows.
  useEffect(() => {
    if (state !== 'ready' || !client) return;
    const onEvent = (event: CommentStreamEvent) => {
      if (event.type === 'resync') setAttempt((n) => n + 1);
      else setList((old) => applyEvent(old, event, hiddenByMe.current));
    };
    return client.subscribeToChannelEvents({ channelKey }, onEvent);
  }, [state, client, channelKey]);

  /** Runs a call under `key`, keeping its failure's sentence there; answers whether it worked. */
  const run = useCallback(
    async (key: string, call: () => Promise<void>): Promise<boolean> => {
      setPending((old) => new Set(old).add(key));
      setErrors(({ [key]: _old, ...rest }) => rest);
      try {
        await call();
        return true;
      } catch (error) {
        setErrors((old) => ({ ...old, [key]: sentence(error) }));
        return false;
      } finally {
        setPending((old) => {
          const next = new Set(old);
          next.delete(key);
          return next;
        });
      }
    },
    [sentence],
  );

  const putComment = useCallback((comment: Post | Thread) => {
    setList((old) => (isReply(comment) ? upsertReply(old, comment) : upsertPost(old, comment)));
  }, []);

  const loadReplies = useCallback(
    async (postId: string) => {
      if (!client) return;
      setList((old) => ({
        ...old,
        replies: { ...old.replies, [postId]: { open: true, status: 'loading', items: [] } },
      }));
      try {
        const { data } = await client.getThreads({ postId, order: 'oldest', limit: 100 });
        setList((old) => ({
          ...old,
          replies: { ...old.replies, [postId]: { open: true, status: 'ready', items: data.threads } },
        }));
      } catch {
        setList((old) => ({
          ...old,
          replies: { ...old.replies, [postId]: { open: true, status: 'failed', items: [] } },
        }));
      }
    },
    [client],
  );

  const actions = useMemo<DiscussionActions>(
    () => ({
      retry: () => setAttempt((n) => n + 1),
      post: (content, t) =>
        run('composer', async () => {
          if (!client) return;
          const { data } = await client.createPost({ channelKey, content, t });
          putComment(data);
        }),
      reply: (postId, content) =>
        run(`reply:${postId}`, async () => {
          if (!client) return;
          const { data } = await client.createThread({ postId, content });
          setList((old) =>
            old.replies[postId]?.open
              ? old
              : { ...old, replies: { ...old.replies, [postId]: { open: true, status: 'ready', items: [] } } },
          );
          putComment(data);
          setReplyingTo(null);
        }),
      setOrder: (order: CommentOrder) => {
        if (!client) return;
        setListBusy(true);
        client
          .getPosts({ channelKey, order, limit: PAGE_SIZE })
          .then(({ data }) =>
            setList({
              order,
              posts: data.posts,
              totalCount: data.totalCount,
              hasMore: data.posts.length === PAGE_SIZE,
              replies: {},
            }),
          )
          .catch((error) => setNotice(sentence(error)))
          .finally(() => setListBusy(false));
      },
      loadMore: () => {
        const last = list.posts.at(-1);
        if (!client || !last) return;
        setListBusy(true);
        client
          .getPosts({ channelKey, order: list.order, after: last.internalOrder, limit: PAGE_SIZE })
          .then(({ data }) =>
            setList((old) => ({
              ...old,
              posts: [
                ...old.posts,
                ...data.posts.filter((post) => !old.posts.some((shown) => shown.id === post.id)),
              ],
              hasMore: data.posts.length === PAGE_SIZE,
            })),
          )
          .catch((error) => setNotice(sentence(error)))
          .finally(() => setListBusy(false));
      },
      toggleReplies: (postId) => {
        const open = list.replies[postId]?.open;
        if (open)
          setList((old) => ({
            ...old,
            replies: {
              ...old.replies,
              [postId]: { ...(old.replies[postId] ?? { status: 'ready', items: [] }), open: false },
            },
          }));
        else void loadReplies(postId);
      },
      startReply: (postId) => {
        setReplyingTo(postId);
        if (
          postId &&
          !list.replies[postId]?.open &&
          (list.posts.find((p) => p.id === postId)?._count.Threads ?? 0) > 0
        ) {
          void loadReplies(postId);
        }
      },
      heart: (comment: DiscussionComment) => {
        void run(comment.id, async () => {
          if (!client) return;
          const vote = comment.myVote === 'UP' ? 'NONE' : 'UP';
          const { data } = isReply(comment)
            ? await client.threadVote({ threadId: comment.id, vote })
            : await client.postVote({ postId: comment.id, vote });
          putComment(data);
        });
      },
      startEdit: (commentId) => setEditingId(commentId),
      save: (comment, content) =>
        run(comment.id, async () => {
          if (!client) return;
          const { data } = isReply(comment)
            ? await client.updateThread({ threadId: comment.id, content })
            : await client.updatePost({ postId: comment.id, content });
          putComment(data);
          setEditingId(null);
        }),
      remove: (comment) => {
        void run(comment.id, async () => {
          if (!client) return;
          const { data } = isReply(comment)
            ? await client.deleteThread({ threadId: comment.id })
            : await client.deletePost({ postId: comment.id });
          setList((old) =>
            removeComment(old, {
              id: comment.id,
              postId: isReply(comment) ? comment.postId : null,
              placeholder: data.placeholder,
            }),
          );
        });
      },
      openReport: (commentId) => {
        setReportTarget(commentId);
        setReportSent(false);
        setErrors(({ report: _old, ...rest }) => rest);
      },
      report: (reason) =>
        run('report', async () => {
          if (!client || !reportTarget) return;
          await client.reportComment({ commentId: reportTarget, reason });
          setReportSent(true);
        }),
      moderate: (comment, action) => {
        void run(comment.id, async () => {
          if (!client) return;
          if (action === 'block') {
            if (!comment.member.id) return;
            const { data } = await client.blockCommenter({
              memberId: comment.member.id,
              minutes: BLOCK_MINUTES,
            });
            const until = data.until ? new Date(data.until).toLocaleString('en-US') : '';
            setNotice(fillText(copy.blocked, { name: authorName(comment.member, copy.member), until }));
            return;
          }
          if (action === 'pin' || action === 'unpin') {
            const { data } = await client.pinPost({ commentId: comment.id, pinned: action === 'pin' });
            setList((old) => ({
              ...old,
              posts: old.posts.map((p) => (p.id === data.id ? { ...p, pinned: data.pinned } : p)),
            }));
            return;
          }
          const status = action === 'hide' ? 'hidden' : 'published';
          if (status === 'hidden') hiddenByMe.current.add(comment.id);
          else hiddenByMe.current.delete(comment.id);
          const { data } = await client.setCommentStatus({ commentId: comment.id, status });
          const change = <T extends DiscussionComment>(item: T): T =>
            item.id === data.id ? { ...item, status: data.status } : item;
          setList((old) => ({
            ...old,
            posts: old.posts.map(change),
            replies: Object.fromEntries(
              Object.entries(old.replies).map(([postId, entry]) => [
                postId,
                { ...entry, items: entry.items.map(change) },
              ]),
            ),
          }));
        });
      },
      seek: (seconds) => requestSeek(seconds),
      setSubscribed: (on) => {
        void run('subscription', async () => {
          if (!client) return;
          const { data } = await client.subscribeToChannel({
            channelKey,
            action: on ? 'THREADS_ONLY' : 'NONE',
          });
          setSubscribed(data.subscription === 'THREADS_ONLY');
        });
      },
    }),
    [client, channelKey, copy, list, loadReplies, putComment, reportTarget, run, sentence],
  );

  return (
    <DiscussionView
      state={state}
      copy={copy}
      message={message}
      list={list}
      viewer={viewer}
      now={now}
      currentTime={currentTime}
      listBusy={listBusy}
      editingId={editingId}
      replyingTo={replyingTo}
      reportTarget={reportTarget}
      reportSent={reportSent}
      pending={pending}
      errors={errors}
      notice={notice}
      subscribed={subscribed}
      actions={actions}
    />
  );
}
