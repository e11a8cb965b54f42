/**
 * Routes of the specification whose feature comes later: each answers 501 with a clear message.
 * None today: comments, the last of them, are served (routes/comments.ts); the machinery stays
 * for the next feature that is specified before it is built.
 */
import type { Route } from '../route.ts';

/** A route of the specification whose feature is still to come: it answers 501 with `message`. */
export interface PlannedRoute {
  method: Route['method'];
  path: string;
  reach: Route['reach'];
  tag: string;
  message: string;
}

/** Routes of docs/product/widget.md §7 whose feature comes later, so that clients get a clear 501. */
export const PLANNED_ROUTES: readonly PlannedRoute[] = [];
