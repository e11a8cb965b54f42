/**
 * The entities the service answers with (docs/product/widget.md §3). One schema per entity; the SDK's
 * types are inferred from them and the service builds its answers to match.
 */
import { z } from 'zod/mini';
import { holdsPlan, PLAN_HOLDING_STATUSES } from '../access.ts';

/** Stripe-style price interval units. */
export const PRICE_INTERVAL_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;

/**
 * A price of a paid plan (docs/product/payments-and-providers.md "Wire shapes"): id starts with
 * prc_, amount in major units (1 for $1.00). The service keeps minor units inside.
 */
export const priceSchema = z.object({
  id: z.string().check(z.startsWith('prc_')),
  name: z.string(),
  /** SUBSCRIPTION repeats every interval; ONETIME is paid once. */
  type: z.enum(['SUBSCRIPTION', 'ONETIME']),
  /** Amount in major units of the currency (1 for $1.00; 500 for ¥500). */
  amount: z.number().check(z.nonnegative()),
  /** ISO 4217 code, lower case (for example 'usd'). */
  currency: z.string().check(z.length(3)),
  /** How often a subscription renews; null for one-time prices. */
  interval: z.nullable(
    z.object({
      type: z.enum(PRICE_INTERVAL_TYPES),
      count: z.int().check(z.positive()),
    }),
  ),
  /** A free trial before the first charge, offered once per member. */
  freeTrial: z.optional(z.object({ days: z.int().check(z.positive()) })),
});
export type Price = z.infer<typeof priceSchema>;

/** A plan's redirects: site paths, each null when the plan leaves it to the app. */
export const planRedirectsSchema = z.object({
  afterLogin: z.nullable(z.string()),
  afterSignup: z.nullable(z.string()),
  afterLogout: z.nullable(z.string()),
});

/** A plan: free when it has no prices, paid otherwise (docs/product/widget.md §3). */
export const planSchema = z.object({
  /** Starts with pln_. */
  id: z.string().check(z.startsWith('pln_')),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  /** Higher wins when a member holds several plans. */
  priority: z.int(),
  prices: z.array(priceSchema),
  /** Path of the signup page a team invite link opens (team plans only). */
  teamAccountInviteSignupLink: z.optional(z.nullable(z.string())),
  /** Seats of a team plan (team plans only). */
  maxTeamMembers: z.optional(z.nullable(z.int().check(z.positive()))),
  /**
   * Where a member of this plan goes after logging in, signing up and logging out, as
   * @memberstack/dom names them; null when the plan sets none (docs/product/data-attributes.md §9).
   */
  redirects: z.optional(z.nullable(planRedirectsSchema)),
});
export type Plan = z.infer<typeof planSchema>;
export type PlanRedirects = z.infer<typeof planRedirectsSchema>;

/** A plan with no prices is free (docs/product/widget.md §3). */
export function isFreePlan(plan: Pick<Plan, 'prices'>): boolean {
  return plan.prices.length === 0;
}

/** How a content group's URL rule matches a page path. */
export const CONTENT_URL_FILTERS = ['EQUALS', 'STARTS', 'CONTAINS'] as const;

/** Gated content: the listed plans (or every member when none is listed) may see it (docs/product/widget.md §3). */
export const contentGroupSchema = z.object({
  key: z.string(),
  name: z.string(),
  urls: z.array(z.object({ filter: z.enum(CONTENT_URL_FILTERS), url: z.string() })),
  /** Path a denied visitor is sent to. */
  redirect: z.string(),
  /** Plan ids granted access; empty means every member. */
  plans: z.array(z.string()),
});
export type ContentGroup = z.infer<typeof contentGroupSchema>;

/** A custom field of the app (docs/product/widget.md §3). */
export const customFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  order: z.int(),
  hidden: z.boolean(),
  /**
   * Who sees the value besides the member: PUBLIC everyone, MEMBERS the app's signed-in members,
   * PRIVATE the member and the app's administrators. Only PUBLIC fields can be shown through
   * commenter data attributes (docs/product/widget.md §6).
   */
  visibility: z.enum(['PRIVATE', 'MEMBERS', 'PUBLIC']),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** A third-party sign-in provider offered by the app. */
export const authProviderSchema = z.object({
  /** Machine name, for example 'google'. */
  provider: z.string(),
  /** Name shown on buttons, for example 'Google'. */
  name: z.string(),
  /** Icon URL or inline SVG. */
  icon: z.string(),
  order: z.int(),
  /** False until the provider's credentials are configured. */
  enabled: z.optional(z.boolean()),
});
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** The modes an app answers in (`App.mode`): @memberstack/dom's names. */
export const APP_MODES = ['sandbox', 'live'] as const;

/** The site configuration (docs/product/widget.md §3 "Site configuration (app)"). */
export const appSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Paid tiers hide the 'Secured by' footer. */
  isPaid: z.boolean(),
  initialValue: z.optional(z.boolean()),
  captchaRequired: z.boolean(),
  /** When set, the 'Don't have an account?' link goes here instead of the signup modal. */
  ssoSignupButtonURL: z.nullable(z.string()),
  customFields: z.array(customFieldSchema),
  branding: z.object({
    logo: z.nullable(z.string()),
    colors: z.object({ lightMode: z.object({ primaryButton: z.string() }) }),
  }),
  authProviders: z.array(authProviderSchema),
  additionalAuthMethods: z.object({
    passwordless: z.object({ enabled: z.boolean(), isDefault: z.boolean() }),
  }),
  plans: z.array(planSchema),
  contentGroups: z.array(contentGroupSchema),
  /**
   * The mode this answer was given in, by the key of the request (or, for a request that names
   * its app alone, by the service's mode): 'sandbox' for test, as @memberstack/dom names it
   * (docs/security.md "CORS and origins").
   */
  mode: z.optional(z.enum(APP_MODES)),
  /** Where a member goes after logging in, when neither the page nor a plan says (§9); null: stay. */
  loginRedirect: z.optional(z.nullable(z.string())),
  /** Where a member goes after signing up, when neither the page nor a plan says; null: stay. */
  signupRedirect: z.optional(z.nullable(z.string())),
  /** Where a member goes after logging out, when neither the page nor a plan says; null: reload. */
  logoutRedirect: z.optional(z.nullable(z.string())),
});
export type App = z.infer<typeof appSchema>;

/** The modes of an app's answer: test ('sandbox', keys pk_sb_...) or live. */
export type AppMode = (typeof APP_MODES)[number];

/**
 * Kinds of plan connection (docs/product/payments-and-providers.md "Wire shapes"): FREE for free
 * plans, SUBSCRIPTION or ONETIME for paid prices, and TEAM (ours) for a plan held through a team
 * someone else owns.
 */
export const PLAN_CONNECTION_TYPES = ['FREE', 'SUBSCRIPTION', 'ONETIME', 'TEAM'] as const;
export type PlanConnectionType = (typeof PLAN_CONNECTION_TYPES)[number];

/** Lifecycle of a plan connection (the payment provider's subscription statuses). */
export const PLAN_CONNECTION_STATUSES = [
  'ACTIVE',
  'TRIALING',
  'PAST_DUE',
  'UNPAID',
  'CANCELED',
  'INCOMPLETE',
  'INCOMPLETE_EXPIRED',
  'PAUSED',
  'REQUIRES_PAYMENT',
  'REQUIRES_AUTHENTICATION',
] as const;
export type PlanConnectionStatus = (typeof PLAN_CONNECTION_STATUSES)[number];

/** Statuses that hold the plan: @wf/sdk/access's `PLAN_HOLDING_STATUSES`, under the contract's name. */
export const ACTIVE_PLAN_STATUSES: readonly PlanConnectionStatus[] = PLAN_HOLDING_STATUSES;

/** True when a connection of this status holds its plan (@wf/sdk/access's `holdsPlan`). */
export function isActiveStatus(status: PlanConnectionStatus): boolean {
  return holdsPlan({ status });
}

/** How the last payment of a paid connection went. */
export const PAYMENT_STATUSES = ['PAID', 'UNPAID', 'FAILED', 'REQUIRES_ACTION', 'NONE'] as const;

/** The paid side of a connection; amounts in major units, dates as Unix milliseconds. */
export const connectionPaymentSchema = z.object({
  priceId: z.string(),
  /** Amount of each charge in major units (1 for $1.00). */
  amount: z.number().check(z.nonnegative()),
  /** ISO 4217, lower case. */
  currency: z.string(),
  /** How the last charge went ('NONE' before the first one, during a trial). */
  status: z.enum(PAYMENT_STATUSES),
  /** When the member was last charged. */
  lastBillingDate: z.nullable(z.number()),
  /** When the next charge is due (the trial's end during a trial); null when none will come. */
  nextBillingDate: z.nullable(z.number()),
  /** When the plan ends because it was cancelled (or a trial without a card runs out). */
  cancelAtDate: z.nullable(z.number()),
});
export type ConnectionPayment = z.infer<typeof connectionPaymentSchema>;

/** A member's hold on a plan (docs/product/payments-and-providers.md "Wire shapes"). */
export const planConnectionSchema = z.object({
  /** Starts with con_. */
  id: z.string(),
  /** True while the connection holds its plan (@wf/sdk/access's `holdsPlan` of its status). */
  active: z.boolean(),
  status: z.enum(PLAN_CONNECTION_STATUSES),
  planId: z.string(),
  type: z.enum(PLAN_CONNECTION_TYPES),
  /** The paid price behind the connection; null for free and team plans. */
  payment: z.nullable(connectionPaymentSchema),
});
export type PlanConnection = z.infer<typeof planConnectionSchema>;

/** A sign-in provider linked to a member. */
export const memberProviderSchema = z.object({ provider: z.string() });
export type MemberProvider = z.infer<typeof memberProviderSchema>;

/** A team a member owns or joined. */
export const memberTeamSchema = z.object({ teamId: z.string(), planName: z.string() });
export type MemberTeam = z.infer<typeof memberTeamSchema>;

/** The member (docs/product/widget.md §3 "Member"). */
export const memberSchema = z.object({
  id: z.string(),
  /** URL of the uploaded image, or null. */
  profileImage: z.nullable(z.string()),
  /** ISO 8601 timestamp. */
  createdAt: z.iso.datetime({ offset: true }),
  /** True once the e-mail address is verified. */
  verified: z.boolean(),
  /** Free-form data set by the site, never by the member. */
  metaData: z.record(z.string(), z.json()),
  /** Custom field key to text. */
  customFields: z.record(z.string(), z.string()),
  auth: z.object({
    email: z.string(),
    hasPassword: z.boolean(),
    providers: z.array(memberProviderSchema),
  }),
  planConnections: z.array(planConnectionSchema),
  /** Payment-provider customer id, or null. */
  stripeCustomerId: z.nullable(z.string()),
  teams: z.object({
    ownedTeams: z.array(memberTeamSchema),
    joinedTeams: z.array(memberTeamSchema),
  }),
});
export type Member = z.infer<typeof memberSchema>;

/** Roles inside a team; only non-OWNER members can be removed (docs/product/widget.md §6). */
export const TEAM_ROLES = ['OWNER', 'MEMBER'] as const;

/** A team and its seats (docs/product/widget.md §3 "Team"). */
export const teamSchema = z.object({
  id: z.string(),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    teamAccountInviteSignupLink: z.nullable(z.string()),
  }),
  /** The current invite token: shown to the team's owner only (null for other members). */
  inviteToken: z.nullable(z.string()),
  maxTeamMembers: z.int().check(z.positive()),
  members: z.array(
    z.object({
      role: z.enum(TEAM_ROLES),
      member: z.object({
        id: z.string(),
        profileImage: z.nullable(z.string()),
        auth: z.object({ email: z.string() }),
      }),
    }),
  ),
});
export type Team = z.infer<typeof teamSchema>;

/** A session token issued at login or signup. */
export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  /** Expiry as epoch milliseconds. */
  expires: z.number(),
});
export type Tokens = z.infer<typeof tokensSchema>;
