/**
 * The comments methods as the client carries them: each fetches ./comments.ts (with the comments'
 * route table and schemas) on its first call, so a page that only signs members in never pays
 * for comments (the widget's login modal budget: docs/architecture.md "The widget").
 */
import type { Fetch } from '../fetch.ts';
import type { CommentMethods } from './comments.ts';
import type { MethodContext } from './context.ts';

/** Every comments method that answers a promise, by name. */
const ASYNC_METHODS = [
  'getPosts',
  'getThreads',
  'createPost',
  'updatePost',
  'deletePost',
  'postVote',
  'createThread',
  'updateThread',
  'deleteThread',
  'threadVote',
  'getChannelInfo',
  'subscribeToChannel',
  'postIsTyping',
  'reportComment',
  'setCommentStatus',
  'pinPost',
  'blockCommenter',
  'getCommentReports',
  'reviewCommentReports',
  'setChannelSettings',
] as const satisfies readonly (keyof CommentMethods)[];

// The list names every method but the stream's (it answers its stopper at once): checked here.
type Unlisted = Exclude<keyof CommentMethods, (typeof ASYNC_METHODS)[number] | 'subscribeToChannelEvents'>;
const EVERY_METHOD_LISTED: [Unlisted] extends [never] ? true : never = true;
void EVERY_METHOD_LISTED;

/** The comments methods of a client, fetched on first use. */
export function lazyCommentMethods(context: MethodContext, fetch: Fetch): CommentMethods {
  let loaded: Promise<CommentMethods> | undefined;
  const load = () => {
    loaded ??= import('./comments.ts').then((module) => module.commentMethods(context, fetch));
    return loaded;
  };
  const methods: Record<string, unknown> = {};
  for (const name of ASYNC_METHODS) {
    methods[name] = async (...args: unknown[]) =>
      ((await load())[name] as (...input: unknown[]) => Promise<unknown>)(...args);
  }
  const subscribeToChannelEvents: CommentMethods['subscribeToChannelEvents'] = (query, onEvent, options) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void load().then((module) => {
      if (!stopped) stop = module.subscribeToChannelEvents(query, onEvent, options);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };
  return { ...methods, subscribeToChannelEvents } as CommentMethods;
}
