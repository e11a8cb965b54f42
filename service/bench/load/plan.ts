/**
 * What the load benchmark's processes tell each other (docs/architecture.md "Speed", "The load
 * benchmark"): run.ts prepares the targets and hands the generator (generate.ts) a {@link LoadPlan};
 * the generator answers a {@link LoadResult}, from which run.ts prints the table and which
 * verify.ts checks against each database.
 */

/** The routes of the mix, with their share of each target's requests (they add up to 100). */
export const MIX = {
  'GET /': 8,
  'GET /videos': 8,
  'GET /temples/{id}': 8,
  'GET /widget.js': 8,
  'POST /api/auth/login': 6,
  'POST /api/auth/signup': 2,
  'GET /api/member': 20,
  'POST /api/member': 10,
  'POST /api/secure-content': 8,
  'POST /api/comments/posts': 4,
  'GET /api/comments/posts': 8,
  'POST /api/member/plans/create-checkout-session': 4,
  'POST /api/webhooks/stripe': 6,
} as const;

export type RouteName = keyof typeof MIX;

/** The site's pages in the mix: left out, with a note, when no site build is served. */
export const PAGE_ROUTES: readonly RouteName[] = [
  'GET /',
  'GET /videos',
  'GET /temples/{id}',
  'GET /widget.js',
];

/** Comment posts a member may make per minute (COMMENTS_PER_MEMBER_MINUTE), less one for margin. */
export const COMMENTS_PER_MEMBER_MINUTE_SAFE = 4;

/** A member the generator acts as. */
export interface Account {
  id: string;
  email: string;
  password: string;
  /** A bearer token from the member's signup. */
  token: string;
}

/** One service instance under load. */
export interface TargetPlan {
  /** 'PG A', 'PG B', 'PGlite'. */
  name: string;
  origin: string;
  /** The second octet of every client address the generator sends this target. */
  ipBlock: number;
  /** Free members: profile, comments, logins, checkouts. */
  members: Account[];
  /** Members with the Membership (a trial from a completed checkout): secure content. */
  subscribed: Account[];
  /**
   * Signed `customer.subscription.updated` deliveries about the subscribed members' subscriptions,
   * one template per subscription: the id EVENT_ID_PLACEHOLDER is replaced by a fresh one.
   */
  webhookTemplates: string[];
  /** The channel the comments go to (a channel with the table's rule: any member). */
  channelKey: string;
}

export const EVENT_ID_PLACEHOLDER = 'evt_load_placeholder';

export interface LoadPlan {
  seconds: number;
  /** Requests per second per target. */
  rate: number;
  /** Whether the site's pages and the widget script are part of the mix. */
  pages: boolean;
  /** The temple page of the mix. */
  templePath: string;
  appHeaders: Record<string, string>;
  webhookSecret: string;
  membershipPriceId: string;
  freePlanId: string;
  lockedContentId: string;
  targets: TargetPlan[];
  /** Where the generator writes its {@link LoadResult}. */
  resultFile: string;
}

/** Latencies and failures of one route on one target. */
export interface RouteResult {
  /** Milliseconds from each request's scheduled send time to its answer, in completion order. */
  latencies: number[];
  errors: number;
  /** The first few failures, to print. */
  samples: string[];
}

/** One acknowledged profile update: the value of the `name` custom field. */
export interface ProfileWrite {
  memberId: string;
  value: string;
  /** Milliseconds since the run started: when the request was sent and when it was answered. */
  sentAt: number;
  ackedAt: number;
}

/** What the writes of one target acknowledged, for verify.ts. */
export interface Acknowledged {
  profiles: ProfileWrite[];
  /** Profile updates that got no answer (a network error or the timeout): applied or not. */
  profilesUnanswered: { memberId: string; value: string }[];
  /** Profile updates answered with a failure: they must not have been applied. */
  profilesRefused: { memberId: string; value: string }[];
  comments: { id: string; memberId: string; content: string }[];
  signups: { id: string; email: string }[];
  webhookEvents: string[];
}

export interface TargetResult {
  name: string;
  /** Requests scheduled and sent (every one of them is in a route's latencies or errors). */
  sent: number;
  /** How late the generator sent, at worst: above a few ms, the generator itself was short of CPU. */
  maxSendLagMs: number;
  /**
   * Requests sent again, once, because the service had closed the kept-alive connection they were
   * written on (ECONNRESET on a reused socket, as node:http's documentation and browsers do).
   */
  retries: number;
  routes: Partial<Record<RouteName, RouteResult>>;
  acknowledged: Acknowledged;
  /** Answers that showed a member another member's data, or comment reads with private fields. */
  leaks: string[];
}

export interface LoadResult {
  seconds: number;
  rate: number;
  targets: TargetResult[];
}

/** The value at quantile q (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
