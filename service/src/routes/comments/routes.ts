/**
 * Comments (docs/comments.md): the handlers of the comments routes, sharing one live-event bus
 * and one typing store per service instance.
 */
import { commentBusFor } from '../../comments/postgres-bus.ts';
import { memoryTypingStore } from '../../comments/typing.ts';
import type { CommentsDeps } from './common.ts';
import { commentModerationHandlers } from './moderation.ts';
import { commentReadHandlers } from './read.ts';
import { commentStreamHandlers } from './stream.ts';
import { commentUnsubscribeHandlers } from './unsubscribe.ts';
import { commentWriteHandlers } from './write.ts';

/**
 * The comments handlers; `bus` defaults to LISTEN/NOTIFY on PostgreSQL and to this process's
 * emitter on PGlite (docs/comments.md "Live updates").
 */
export function commentHandlers(deps: CommentsDeps['deps'], bus = commentBusFor(deps)) {
  const comments: CommentsDeps = { deps, bus, typing: memoryTypingStore() };
  return {
    ...commentReadHandlers(comments),
    ...commentWriteHandlers(comments),
    ...commentStreamHandlers(comments),
    ...commentUnsubscribeHandlers(comments),
    ...commentModerationHandlers(comments),
  };
}
