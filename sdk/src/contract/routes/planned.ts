/** Routes of the specification whose feature comes later: each answers 501 with a clear message. */
import type { Route } from '../route.ts';

/** A route of the specification whose feature is still to come: it answers 501 with `message`. */
export interface PlannedRoute {
  method: Route['method'];
  path: string;
  reach: Route['reach'];
  tag: string;
  message: string;
}

const COMMENTS = 'Comments are not available yet.';

/**
 * Routes of docs/product/widget.md §7 whose feature comes later (comments): listed here so
 * that clients get a clear 501, and the reference shows them.
 */
export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  ...(
    [
      ['POST', '/comments/posts/typing'],
      ['GET', '/comments/channels/info'],
      ['POST', '/comments/channels/manage-subscription'],
      ['GET', '/comments/posts'],
      ['POST', '/comments/posts'],
      ['PATCH', '/comments/posts/{postId}/update'],
      ['POST', '/comments/posts/{postId}/vote'],
      ['DELETE', '/comments/posts/{postId}'],
      ['GET', '/comments/threads'],
      ['POST', '/comments/threads'],
      ['PATCH', '/comments/threads/{threadId}/update'],
      ['POST', '/comments/threads/{threadId}/vote'],
      ['DELETE', '/comments/threads/{threadId}'],
    ] as const
  ).map(([method, path]) => ({ method, path, reach: 'app' as const, tag: 'Comments', message: COMMENTS })),
];
