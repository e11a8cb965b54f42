/**
 * The live stream of a channel (docs/comments.md "Live updates"): Server-Sent Events of new
 * posts and replies, edits, deletions, votes and typing, for the channel's readers only (the
 * same check as reading it). Each event's name is its type, its data the JSON of the rest. A
 * stream ends after STREAM_MAX_MS, so a reader whose access ended is checked again when the
 * browser reconnects; a comment line every KEEP_ALIVE_MS keeps proxies from closing it.
 */
import { COMMENT_ERROR_CODES, COMMENT_MESSAGES, type CommentStreamEvent } from '@wf/sdk/contract';
import { streamSSE } from 'hono/streaming';
import { assertCanRead, channelDefaultsOf, channelOrDefault } from '../../comments/channels.ts';
import { ApiError } from '../../http/errors.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { type CommentsDeps, optionalViewer } from './common.ts';

/** How long one stream stays open before the client reconnects (and is checked again). */
export const STREAM_MAX_MS = 15 * 60_000;
/** How often an idle stream sends a comment line. */
export const KEEP_ALIVE_MS = 25_000;

export function commentStreamHandlers(comments: CommentsDeps): Pick<ApiHandlers, 'commentStream'> {
  const { database } = comments.deps;
  return {
    commentStream: async (c, { query }) => {
      // A call that does not ask for a stream (a link opened, a probe) gets an answer, not a
      // connection held open for minutes.
      if (!c.req.header('Accept')?.includes('text/event-stream')) {
        throw new ApiError(406, COMMENT_ERROR_CODES.streamOnly, COMMENT_MESSAGES.streamOnly);
      }
      const viewer = await optionalViewer(c, comments);
      const defaults = channelDefaultsOf(c.var.app.settings, query.channelKey);
      const channel = await channelOrDefault(database.db, c.var.app.id, query.channelKey, defaults);
      assertCanRead(viewer, channel, defaults);
      const address = { appId: c.var.app.id, channelKey: query.channelKey };
      return streamSSE(c, async (stream) => {
        const queue: CommentStreamEvent[] = [];
        let wake: (() => void) | undefined;
        let open = true;
        const stop = comments.bus.subscribe(address, (event) => {
          queue.push(event);
          wake?.();
        });
        stream.onAbort(() => {
          open = false;
          wake?.();
        });
        const ends = Date.now() + STREAM_MAX_MS;
        try {
          await stream.writeSSE({ event: 'ready', data: JSON.stringify({ channelKey: query.channelKey }) });
          while (open && Date.now() < ends) {
            let event = queue.shift();
            while (event && open) {
              const { type, ...rest } = event;
              await stream.writeSSE({ event: type, data: JSON.stringify(rest) });
              event = queue.shift();
            }
            const idle = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(true), Math.min(KEEP_ALIVE_MS, ends - Date.now()));
              wake = () => {
                clearTimeout(timer);
                resolve(false);
              };
            });
            wake = undefined;
            if (idle && open) await stream.write(': keep-alive\n\n');
          }
        } finally {
          stop();
        }
      });
    },
  };
}
