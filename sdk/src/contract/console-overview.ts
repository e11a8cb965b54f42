/**
 * Wire shapes of the console's Overview screen (docs/console.md "Overview"): the app's figures,
 * its sign-ups and new paid memberships per day over a window, and its latest events.
 */
import { z } from 'zod/mini';
import { envelope } from './envelope.ts';

/** The window's length in days: 7 to 365, 30 when absent. */
export const OVERVIEW_DAYS_MIN = 7;
export const OVERVIEW_DAYS_MAX = 365;
export const OVERVIEW_DAYS_DEFAULT = 30;
/** How many of the latest events the Overview answers. */
export const OVERVIEW_EVENTS_SHOWN = 20;

export const consoleOverviewQuerySchema = z.object({
  /** Whole days, 7 to 365; 30 when absent. */
  days: z.optional(
    z.coerce.number().check(z.int(), z.minimum(OVERVIEW_DAYS_MIN), z.maximum(OVERVIEW_DAYS_MAX)),
  ),
});
export type ConsoleOverviewQuery = z.infer<typeof consoleOverviewQuerySchema>;

/** Monthly recurring revenue in one currency, in minor units (cents), rounded. */
export const consoleRevenueSchema = z.object({
  /** ISO 4217, lower case. */
  currency: z.string(),
  amount: z.number(),
});
export type ConsoleRevenue = z.infer<typeof consoleRevenueSchema>;

/** One UTC day of the window. */
export const consoleDayCountSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  count: z.number(),
});
export type ConsoleDayCount = z.infer<typeof consoleDayCountSchema>;

export const CONSOLE_OVERVIEW_EVENT_KINDS = [
  'signup',
  'payment',
  'payment-failed',
  'comment-report',
] as const;
export type ConsoleOverviewEventKind = (typeof CONSOLE_OVERVIEW_EVENT_KINDS)[number];

/** One of the latest events. */
export const consoleOverviewEventSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  kind: z.enum(CONSOLE_OVERVIEW_EVENT_KINDS),
  /** A short sentence in English. */
  text: z.string(),
  /** The member concerned (of this app), when there is one. */
  memberId: z.nullable(z.string()),
});
export type ConsoleOverviewEvent = z.infer<typeof consoleOverviewEventSchema>;

export const consoleOverviewSchema = z.object({
  /** The window's length in days, and its first and last UTC days (YYYY-MM-DD). */
  days: z.number(),
  from: z.string(),
  to: z.string(),
  totals: z.object({
    /** Every member of the app. */
    members: z.number(),
    /** Paid plan connections (subscription or one-time) that are ACTIVE. */
    activeMemberships: z.number(),
    /** Paid plan connections that are TRIALING. */
    trials: z.number(),
    /** Paid plan connections that are PAST_DUE or CANCELED. */
    lapsed: z.number(),
    /** Sign-ups and new paid plan connections within the window. */
    signupsInWindow: z.number(),
    newMembershipsInWindow: z.number(),
  }),
  /** Active subscriptions' prices as a month, per currency (largest first). */
  monthlyRevenue: z.array(consoleRevenueSchema),
  /** One entry per UTC day of the window, oldest first, days without any at 0. */
  signups: z.array(consoleDayCountSchema),
  newMemberships: z.array(consoleDayCountSchema),
  /** The latest events, newest first (at most OVERVIEW_EVENTS_SHOWN). */
  events: z.array(consoleOverviewEventSchema),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;

export const consoleOverviewResponseSchema = envelope(consoleOverviewSchema);
