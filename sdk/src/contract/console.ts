/**
 * The console's wire shapes (docs/console.md): what the site owner's admin screens send and
 * receive under /api/admin/, as a signed-in member holding the app's admin plan. The Members
 * screen: the list with search, filters, sort and keyset paging, a member's page, and the
 * actions on a member (plans, sessions, verification, deletion, the CSV export).
 */
import { z } from 'zod/mini';
import {
  connectionPaymentSchema,
  PLAN_CONNECTION_STATUSES,
  PLAN_CONNECTION_TYPES,
  TEAM_ROLES,
} from './entities.ts';
import { envelope } from './envelope.ts';
import { idSchema, jsonObjectSchema } from './fields.ts';

/** The most members one page of the list holds, and how many when the call says nothing. */
export const CONSOLE_LIST_MAX = 100;
export const CONSOLE_LIST_DEFAULT = 50;

/** The longest search text. */
export const CONSOLE_SEARCH_MAX = 200;

/** The longest cursor the list accepts (it is opaque: send back the page's nextCursor). */
export const CONSOLE_CURSOR_MAX = 600;

/**
 * Where a member stands with paid plans: 'active', 'trialing', 'past_due' or 'canceled' (a paid
 * plan connection in that status), or 'none' (holds no plan at all, free ones included).
 */
export const CONSOLE_MEMBER_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'none'] as const;
export type ConsoleMemberStatus = (typeof CONSOLE_MEMBER_STATUSES)[number];

/** The list's orders: creation (the default), e-mail address, latest sign-in. */
export const CONSOLE_MEMBER_SORTS = ['created', 'email', 'lastLogin'] as const;
export type ConsoleMemberSort = (typeof CONSOLE_MEMBER_SORTS)[number];

/** The sort directions; the default is 'desc' for created and lastLogin, 'asc' for email. */
export const CONSOLE_SORT_ORDERS = ['asc', 'desc'] as const;
export type ConsoleSortOrder = (typeof CONSOLE_SORT_ORDERS)[number];

/** How many billing events a member's page shows, newest first. */
export const CONSOLE_BILLING_EVENTS_SHOWN = 100;

const booleanText = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);

/**
 * GET /admin/members and GET /admin/members/export.csv. Every filter narrows the list (AND).
 * `plan` with a `status` asks that connection to be in that status; `plan` alone, that the
 * member holds the plan (docs/console.md "Filters").
 */
export const consoleMembersQuerySchema = z.object({
  /** Matches the start of the e-mail address, or of the name, first-name or last-name field (any case). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(CONSOLE_SEARCH_MAX))),
  /** A plan id of the app. */
  plan: z.optional(idSchema),
  status: z.optional(z.enum(CONSOLE_MEMBER_STATUSES)),
  /** 'true' or 'false'. */
  verified: z.optional(booleanText),
  /** A connected sign-in provider, e.g. 'google'. */
  provider: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Not a provider id.'))),
  sort: z.optional(z.enum(CONSOLE_MEMBER_SORTS)),
  order: z.optional(z.enum(CONSOLE_SORT_ORDERS)),
  /** The previous page's nextCursor (valid with the same sort and order only). */
  after: z.optional(z.string().check(z.minLength(1), z.maxLength(CONSOLE_CURSOR_MAX))),
  /** 1 to 100; 50 when absent. Ignored by the export. */
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CONSOLE_LIST_MAX))),
});
export type ConsoleMembersQuery = z.infer<typeof consoleMembersQuerySchema>;
export type ConsoleMembersQueryInput = z.input<typeof consoleMembersQuerySchema>;

/** A member's plan as the list shows it. */
export const consoleRowPlanSchema = z.object({
  planId: z.string(),
  name: z.string(),
  status: z.enum(PLAN_CONNECTION_STATUSES),
});

/** One row of the members list. */
export const consoleMemberRowSchema = z.object({
  /** Starts with mem_. */
  id: z.string(),
  email: z.string(),
  verified: z.boolean(),
  /** The name field, else first-name and last-name joined; null when none is set. */
  name: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601 start of the latest session; null before the first sign-in. */
  lastLogin: z.nullable(z.string()),
  plans: z.array(consoleRowPlanSchema),
  /** Connected sign-in providers' ids ('google', ...). */
  providers: z.array(z.string()),
});
export type ConsoleMemberRow = z.infer<typeof consoleMemberRowSchema>;

/**
 * One page of the list; nextCursor is null on the last page. totalCount counts every match when
 * totalCountExact is true; a search or filter's matches are counted up to 1,000 only
 * (totalCountExact false: more than that many), so a broad filter costs no more than a narrow one.
 */
export const consoleMembersPageSchema = envelope(
  z.object({
    members: z.array(consoleMemberRowSchema),
    nextCursor: z.nullable(z.string()),
    totalCount: z.number(),
    totalCountExact: z.boolean(),
  }),
);
export type ConsoleMembersPage = z.infer<typeof consoleMembersPageSchema>;

/** The member of the path: their id (mem_...). */
export const consoleMemberParamsSchema = z.object({ id: idSchema });

/** The member and plan of DELETE /admin/members/{id}/plans/{planId}. */
export const consoleMemberPlanParamsSchema = z.object({ id: idSchema, planId: idSchema });

/** POST /admin/members/{id}/plans: a free plan of the app (restricted ones too), never an archived one. */
export const consoleAddPlanRequestSchema = z.object({ planId: idSchema });
export type ConsoleAddPlanRequest = z.infer<typeof consoleAddPlanRequestSchema>;

/** DELETE /admin/members/{id}: the member's e-mail address, typed again to confirm. */
export const consoleDeleteMemberRequestSchema = z.object({
  confirmEmail: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
});
export type ConsoleDeleteMemberRequest = z.infer<typeof consoleDeleteMemberRequestSchema>;

/**
 * How long the console blocks a member from commenting (docs/console.md "Actions"): a day, a
 * week, thirty days, or without end.
 */
export const CONSOLE_COMMENT_BLOCK_DURATIONS = ['1d', '7d', '30d', 'permanent'] as const;
export type ConsoleCommentBlockDuration = (typeof CONSOLE_COMMENT_BLOCK_DURATIONS)[number];

/** The minutes of each timed duration (permanent has none). */
export const CONSOLE_COMMENT_BLOCK_MINUTES: Record<
  Exclude<ConsoleCommentBlockDuration, 'permanent'>,
  number
> = { '1d': 24 * 60, '7d': 7 * 24 * 60, '30d': 30 * 24 * 60 };

/** POST /admin/members/{id}/comment-block: for how long, and why (kept for the moderators). */
export const consoleCommentBlockRequestSchema = z.object({
  duration: z.enum(CONSOLE_COMMENT_BLOCK_DURATIONS),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type ConsoleCommentBlockRequest = z.infer<typeof consoleCommentBlockRequestSchema>;

/** The member's block from commenting while it lasts. */
export const consoleCommentBlockSchema = z.object({
  /** ISO 8601; COMMENT_BLOCK_PERMANENT_UNTIL when permanent. */
  until: z.string(),
  permanent: z.boolean(),
  reason: z.nullable(z.string()),
  /** ISO 8601: when it was given. */
  createdAt: z.string(),
});
export type ConsoleCommentBlock = z.infer<typeof consoleCommentBlockSchema>;

/** The member's profile on their page. */
export const consoleProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  verified: z.boolean(),
  /** Every stored custom field, hidden ones too. */
  customFields: z.record(z.string(), z.string()),
  metaData: jsonObjectSchema,
  profileImage: z.nullable(z.string()),
  stripeCustomerId: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null before the first sign-in. */
  lastLogin: z.nullable(z.string()),
});
export type ConsoleProfile = z.infer<typeof consoleProfileSchema>;

/** A plan connection on the member's page. */
export const consolePlanConnectionSchema = z.object({
  /** Starts with con_. */
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  type: z.enum(PLAN_CONNECTION_TYPES),
  status: z.enum(PLAN_CONNECTION_STATUSES),
  /** True while the status holds the plan (@wf/sdk/access holdsPlan). */
  active: z.boolean(),
  /** A free plan (no active price): the console may add or remove it. */
  free: z.boolean(),
  payment: z.nullable(connectionPaymentSchema),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ConsolePlanConnection = z.infer<typeof consolePlanConnectionSchema>;

/** One billing event of the member (their payment history), newest first. */
export const consoleBillingEventSchema = z.object({
  id: z.string(),
  /** 'trial-started', 'payment-succeeded', 'payment-failed', 'status-changed', ... */
  type: z.string(),
  fromStatus: z.nullable(z.enum(PLAN_CONNECTION_STATUSES)),
  toStatus: z.nullable(z.enum(PLAN_CONNECTION_STATUSES)),
  /** Major units (12 for $12.00), when money moved. */
  amount: z.nullable(z.number()),
  /** ISO 4217, lower case. */
  currency: z.nullable(z.string()),
  subscriptionId: z.nullable(z.string()),
  /** The plan of the subscription, when there is one. */
  planId: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ConsoleBillingEvent = z.infer<typeof consoleBillingEventSchema>;

/** A team the member owns or belongs to. */
export const consoleTeamSchema = z.object({
  teamId: z.string(),
  planId: z.string(),
  planName: z.string(),
  role: z.enum(TEAM_ROLES),
  ownerId: z.string(),
  /** Seats taken, the owner included. */
  memberCount: z.number(),
  maxTeamMembers: z.number(),
});
export type ConsoleTeam = z.infer<typeof consoleTeamSchema>;

/** A connected sign-in provider. */
export const consoleProviderSchema = z.object({
  provider: z.string(),
  /** The address the provider gave, if any. */
  email: z.nullable(z.string()),
  /** ISO 8601. */
  connectedAt: z.string(),
});
export type ConsoleProvider = z.infer<typeof consoleProviderSchema>;

/** A live session of the member (not revoked, not expired, not idle too long). */
export const consoleSessionSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: when it was last used (to within a few minutes). */
  lastUsed: z.string(),
  userAgent: z.nullable(z.string()),
  /** 'iPhone', 'Mac', ...; null when the browser did not say. */
  device: z.nullable(z.string()),
  /** 'Chrome 141', ...; null when the browser did not say. */
  browser: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** A member's page. */
export const consoleMemberDetailSchema = z.object({
  profile: consoleProfileSchema,
  planConnections: z.array(consolePlanConnectionSchema),
  billingHistory: z.array(consoleBillingEventSchema),
  teams: z.array(consoleTeamSchema),
  providers: z.array(consoleProviderSchema),
  sessions: z.array(consoleSessionSchema),
  /** Their block from commenting, while it lasts; null when they may comment. */
  commentBlock: z.nullable(consoleCommentBlockSchema),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetailSchema>;

/** GET /admin/members/{id}, and what the plan and verify actions answer: the member's page. */
export const consoleMemberResponseSchema = envelope(consoleMemberDetailSchema);
export type ConsoleMemberResponse = z.infer<typeof consoleMemberResponseSchema>;

/** POST /admin/members/{id}/sessions/sign-out: how many sessions were ended. */
export const consoleSignOutResponseSchema = envelope(z.object({ signedOut: z.number() }));
export type ConsoleSignOutResponse = z.infer<typeof consoleSignOutResponseSchema>;

/** POST /admin/members/{id}/resend-verification: sent, or false when the address is already verified. */
export const consoleResendVerificationResponseSchema = envelope(z.object({ sent: z.boolean() }));
export type ConsoleResendVerificationResponse = z.infer<typeof consoleResendVerificationResponseSchema>;

/** DELETE /admin/members/{id}: the deleted member's id. */
export const consoleDeletedMemberResponseSchema = envelope(z.object({ id: z.string() }));
export type ConsoleDeletedMemberResponse = z.infer<typeof consoleDeletedMemberResponseSchema>;

/** The export's columns, in order (the CSV's header row). */
export const CONSOLE_EXPORT_COLUMNS = [
  'id',
  'email',
  'verified',
  'name',
  'createdAt',
  'lastLogin',
  'plans',
  'statuses',
  'providers',
] as const;
