/**
 * Comments (docs/comments.md): the twelve calls of `@memberstack/dom` 2.x under its names, the
 * report a member makes, the moderators' calls, and a subscription to a channel's live stream.
 */
import { API_KEY_HEADER, APP_ID_HEADER } from '../constants.ts';
import type {
  BlockRequest,
  BlockResponse,
  ChannelInfoResponse,
  ChannelQuery,
  ChannelSettingsRequest,
  ChannelSettingsResponse,
  CommentIdParam,
  CommentStreamEvent,
  CreatePostRequest,
  CreateThreadRequest,
  DeleteCommentResponse,
  GetPostsQuery,
  GetThreadsQuery,
  ManageSubscriptionRequest,
  ModeratedCommentResponse,
  ModerationStatusRequest,
  PinRequest,
  PostResponse,
  PostsResponse,
  ReportRequest,
  ReportsResponse,
  ReviewRequest,
  SubscriptionResponse,
  ThreadResponse,
  ThreadsResponse,
  TypingRequest,
  Vote,
} from '../contract/comments.ts';
import type { AcknowledgementResponse } from '../contract/envelope.ts';
import { pathOf } from '../contract/route.ts';
import { API_ROUTES } from '../contract/routes.ts';
import type { Fetch } from '../fetch.ts';
import type { MethodContext } from './context.ts';

/** How long the live stream waits before reconnecting after it ended or failed. */
export const STREAM_RECONNECT_MS = 3000;

/** Options of {@link CommentMethods.subscribeToChannelEvents}. */
export interface ChannelEventsOptions {
  /** Called when the stream is refused (no access: it is not retried) or fails (it is). */
  onError?: (error: { status: number | null; retrying: boolean }) => void;
}

/** The events of one SSE text chunk sequence: `event:` names, `data:` lines joined. */
function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Builds the comments methods. */
export function commentMethods({ request, session, config }: MethodContext, fetch: Fetch) {
  return {
    /** A page of a channel's posts. GET /comments/posts */
    getPosts: (query: GetPostsQuery): Promise<PostsResponse> => request(API_ROUTES.getPosts, { query }),

    /** A page of a post's replies. GET /comments/threads */
    getThreads: (query: GetThreadsQuery): Promise<ThreadsResponse> =>
      request(API_ROUTES.getThreads, { query }),

    /** Posts in a channel. POST /comments/posts */
    createPost: (body: CreatePostRequest): Promise<PostResponse> =>
      request(API_ROUTES.createPost, {
        body: { ...body, _url: body._url ?? globalThis.location?.href?.split(/[?#]/)[0] },
      }),

    /** Changes a post's text. PATCH /comments/posts/{postId}/update */
    updatePost: ({ postId, content }: { postId: string; content: string }): Promise<PostResponse> =>
      request(API_ROUTES.updatePost, { params: { postId }, body: { content } }),

    /** Deletes a post. DELETE /comments/posts/{postId} */
    deletePost: ({ postId }: { postId: string }): Promise<DeleteCommentResponse> =>
      request(API_ROUTES.deletePost, { params: { postId } }),

    /** Votes on a post (NONE clears the vote). POST /comments/posts/{postId}/vote */
    postVote: ({ postId, vote }: { postId: string; vote: Vote }): Promise<PostResponse> =>
      request(API_ROUTES.postVote, { params: { postId }, body: { vote } }),

    /** Replies to a post. POST /comments/threads */
    createThread: (body: CreateThreadRequest): Promise<ThreadResponse> =>
      request(API_ROUTES.createThread, {
        body: { ...body, _url: body._url ?? globalThis.location?.href?.split(/[?#]/)[0] },
      }),

    /** Changes a reply's text. PATCH /comments/threads/{threadId}/update */
    updateThread: ({ threadId, content }: { threadId: string; content: string }): Promise<ThreadResponse> =>
      request(API_ROUTES.updateThread, { params: { threadId }, body: { content } }),

    /** Deletes a reply. DELETE /comments/threads/{threadId} */
    deleteThread: ({ threadId }: { threadId: string }): Promise<DeleteCommentResponse> =>
      request(API_ROUTES.deleteThread, { params: { threadId } }),

    /** Votes on a reply (NONE clears the vote). POST /comments/threads/{threadId}/vote */
    threadVote: ({ threadId, vote }: { threadId: string; vote: Vote }): Promise<ThreadResponse> =>
      request(API_ROUTES.threadVote, { params: { threadId }, body: { vote } }),

    /** The channel as this viewer sees it. GET /comments/channels/info */
    getChannelInfo: (query: ChannelQuery): Promise<ChannelInfoResponse> =>
      request(API_ROUTES.getChannelInfo, { query }),

    /** Sets the member's subscription to a channel. POST /comments/channels/manage-subscription */
    subscribeToChannel: (body: ManageSubscriptionRequest): Promise<SubscriptionResponse> =>
      request(API_ROUTES.subscribeToChannel, { body }),

    /** Tells the channel the member is typing. POST /comments/posts/typing */
    postIsTyping: (body: TypingRequest): Promise<AcknowledgementResponse> =>
      request(API_ROUTES.postIsTyping, { body }),

    /** Reports a post or reply to the moderators. POST /comments/reports */
    reportComment: (body: ReportRequest): Promise<AcknowledgementResponse> =>
      request(API_ROUTES.reportComment, { body }),

    /** Hides a comment or shows it again (moderators). */
    setCommentStatus: ({
      commentId,
      status,
    }: CommentIdParam & ModerationStatusRequest): Promise<ModeratedCommentResponse> =>
      request(API_ROUTES.moderateStatus, { params: { commentId }, body: { status } }),

    /** Pins or unpins a post (moderators). */
    pinPost: ({ commentId, pinned }: CommentIdParam & PinRequest): Promise<ModeratedCommentResponse> =>
      request(API_ROUTES.moderatePin, { params: { commentId }, body: { pinned } }),

    /** Blocks a member from commenting for some minutes; 0 lifts it (moderators). */
    blockCommenter: (body: BlockRequest): Promise<BlockResponse> =>
      request(API_ROUTES.moderateBlock, { body }),

    /** The reported comments waiting for review (moderators). */
    getCommentReports: (): Promise<ReportsResponse> => request(API_ROUTES.moderationReports, {}),

    /** Closes a comment's reports: restore or keep hidden (moderators). */
    reviewCommentReports: ({
      commentId,
      action,
    }: CommentIdParam & ReviewRequest): Promise<ModeratedCommentResponse> =>
      request(API_ROUTES.moderateReview, { params: { commentId }, body: { action } }),

    /** Sets who may post in and read a channel (moderators). */
    setChannelSettings: (body: ChannelSettingsRequest): Promise<ChannelSettingsResponse> =>
      request(API_ROUTES.moderateChannel, { body }),

    /**
     * Listens to a channel's live events (GET /comments/channels/stream, Server-Sent Events) and
     * reconnects after STREAM_RECONNECT_MS when the stream ends or fails; a refusal (401, 403) is
     * not retried. Read with fetch rather than EventSource, which cannot send the app's headers
     * nor the bearer token. Answers a function that stops listening.
     */
    subscribeToChannelEvents(
      { channelKey }: ChannelQuery,
      onEvent: (event: CommentStreamEvent) => void,
      options: ChannelEventsOptions = {},
    ): () => void {
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const url = `${config.apiUrl.replace(/\/+$/, '')}${pathOf(API_ROUTES.commentStream, undefined, { channelKey })}`;

      const retry = (status: number | null) => {
        if (controller.signal.aborted) return;
        options.onError?.({ status, retrying: true });
        timer = setTimeout(connect, STREAM_RECONNECT_MS);
      };

      async function connect(): Promise<void> {
        const headers = new Headers({ Accept: 'text/event-stream', [APP_ID_HEADER]: config.appId });
        if (config.publicKey) headers.set(API_KEY_HEADER, config.publicKey);
        const token = session.token();
        if (token !== null) headers.set('Authorization', `Bearer ${token}`);
        let response: Response;
        try {
          response = await fetch(url, { headers, signal: controller.signal, credentials: 'include' });
        } catch {
          retry(null);
          return;
        }
        if (!response.ok || !response.body) {
          if (response.status === 401 || response.status === 403 || response.status === 404) {
            options.onError?.({ status: response.status, retrying: false });
            return;
          }
          retry(response.status);
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseEvents(buffer + value);
            buffer = parsed.rest;
            for (const { event, data } of parsed.events) {
              if (event === 'ready') continue;
              onEvent({ type: event, ...JSON.parse(data) } as CommentStreamEvent);
            }
          }
        } catch {
          // A dropped connection: reconnect below.
        }
        retry(null);
      }

      void connect();
      return () => {
        controller.abort();
        if (timer) clearTimeout(timer);
      };
    },
  };
}

/** The comments methods of a client. */
export type CommentMethods = ReturnType<typeof commentMethods>;
