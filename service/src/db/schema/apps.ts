/** The app (site configuration), its plans, prices and gated content (docs/product/widget.md §3). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

/** A custom field of the app's members. */
export interface CustomFieldSetting {
  key: string;
  label: string;
  order: number;
  hidden: boolean;
  /** PUBLIC: everyone; MEMBERS: the app's signed-in members; PRIVATE: the member and administrators. */
  visibility: 'PRIVATE' | 'MEMBERS' | 'PUBLIC';
}

/** A third-party sign-in provider offered by the app. */
export interface AuthProviderSetting {
  provider: string;
  name: string;
  icon: string;
  order: number;
  /** False until the provider's credentials are configured. */
  enabled: boolean;
}

/**
 * Where the app's own site is, for the links the service writes (absolute URLs, or paths on the
 * app's site: its first allowed origin).
 */
export interface AppLinks {
  /** The site's own address (default: its first allowed origin). */
  site?: string | null;
  /**
   * Where members manage their account and membership: billing e-mails link here (default: the
   * site's home page).
   */
  account?: string | null;
  /** Where members get help (none by default). */
  help?: string | null;
  /** Where members log in: mails asking them to log in link here (default: the site's home page). */
  login?: string | null;
}

/** How the service's own pages show the app (its checkout, portal, popup and account pages). */
export interface AppPageBranding {
  /** The name the pages show (default: the app's name). */
  name?: string | null;
  /** The pages' primary colour, a hex colour such as '#3a2e7a' (default: ui's --wf-color-primary). */
  primaryColor?: string | null;
  /** The icon the pages name: a URL or a path on the service (default: the site's /favicon.svg). */
  logo?: string | null;
}

/**
 * The app's settings, served as the App entity (docs/product/widget.md §3 "Site configuration"),
 * and, for the service's own pages and mail only, its links and page branding.
 */
export interface AppSettings {
  isPaid: boolean;
  captchaRequired: boolean;
  ssoSignupButtonURL: string | null;
  customFields: CustomFieldSetting[];
  branding: { logo: string | null; colors: { lightMode: { primaryButton: string } } };
  authProviders: AuthProviderSetting[];
  additionalAuthMethods: { passwordless: { enabled: boolean; isDefault: boolean } };
  /** Address that receives the contact form's messages. */
  contactEmail: string | null;
  /**
   * Where members go after logging in, signing up and logging out when neither the page nor one
   * of their plans says (docs/product/data-attributes.md §9): site paths; unset or null to stay.
   */
  loginRedirect?: string | null;
  signupRedirect?: string | null;
  logoutRedirect?: string | null;
  /** Links on the app's site the service's mail and pages point to (never on the wire). */
  links?: AppLinks;
  /** How the service's own pages show the app (never on the wire). */
  pageBranding?: AppPageBranding;
  /** Comments' settings per family of channels, from the app's file (docs/comments.md "Channel defaults"). */
  comments?: { channels: CommentChannelsSetting[] };
  /**
   * Sign-in provider credentials entered in the console, by provider id (never on the wire):
   * they win over the environment's (docs/console.md "Sign-up and sign-in").
   */
  providerCredentials?: Partial<Record<string, StoredProviderCredentials>>;
}

/** A provider's credentials as the console keeps them: the secret encrypted (apps/settings-secrets.ts). */
export interface StoredProviderCredentials {
  clientId: string;
  /** AES-256-GCM under the settings key, bound to the app and the provider. */
  clientSecret: string;
  /** ISO 8601. */
  updatedAt: string;
}

/** The settings of the comment channels whose key starts with `keyPrefix` (an app file's `comments.channels[]`). */
export interface CommentChannelsSetting {
  keyPrefix: string;
  accessRule: 'members' | 'verified' | 'plans';
  planIds: string[];
  openToReaders: boolean;
  /** The sentence a member the rule leaves out reads; null: the service's own. */
  refusal: string | null;
  /** Minutes an author may edit a comment after posting it; null: always. */
  editMinutes: number | null;
  downvotes: boolean;
}

export const apps = pgTable('apps', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** pk_sb_...: sandbox (test mode) public key. */
  testPublicKey: text('test_public_key').notNull().unique(),
  /** pk_...: live public key. */
  livePublicKey: text('live_public_key').notNull().unique(),
  /** Origins allowed to call the API from a browser (CORS), e.g. https://worldfamily.example. */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  settings: jsonb('settings').$type<AppSettings>().notNull(),
  /**
   * The app's file (apps/<id>.json or .yaml) as it was last applied, in its normal form: what a
   * start compares the database with, to tell a setting changed since (by the admin API or the
   * console) from one the file changes (docs/apps.md "Applying a file"). Null: an app no file
   * declares.
   */
  declared: jsonb('declared').$type<unknown>(),
  createdAt: createdAt(),
});

/** The app the row belongs to (multi-app: every row belongs to an app). */
export function appId() {
  return text('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });
}

export const plans = pgTable(
  'plans',
  {
    /** Starts with pln_. */
    id: text('id').primaryKey(),
    appId: appId(),
    name: text('name').notNull(),
    description: text('description'),
    /** Higher wins when a member holds several plans. */
    priority: integer('priority').notNull().default(0),
    /** Granted by administrators only: signup and self-service add refuse it. */
    restricted: boolean('restricted').notNull().default(false),
    /** Seats of a team plan (null: not a team plan). */
    maxTeamMembers: integer('max_team_members'),
    /** Path a team invite link opens. */
    teamAccountInviteSignupLink: text('team_account_invite_signup_link'),
    /** Where a member of this plan goes after logging in (before the app's loginRedirect; null: the app's). */
    afterLoginRedirect: text('after_login_redirect'),
    /** Where a member who signs up with this plan goes (before the app's signupRedirect). */
    afterSignupRedirect: text('after_signup_redirect'),
    /** Where a member of this plan goes after logging out (before the app's logoutRedirect). */
    afterLogoutRedirect: text('after_logout_redirect'),
    /**
     * When the plan left its app's file while members still held it: they keep it, nobody else
     * may take it, and the app no longer lists it (docs/apps.md "Applying a file").
     */
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('plans_app_idx').on(t.appId),
    check('plans_id_prefix', sql`${t.id} like 'pln\\_%'`),
    check('plans_max_team_members_positive', sql`${t.maxTeamMembers} is null or ${t.maxTeamMembers} > 0`),
  ],
);

export const prices = pgTable(
  'prices',
  {
    /** Starts with prc_. */
    id: text('id').primaryKey(),
    appId: appId(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['SUBSCRIPTION', 'ONETIME'] }).notNull(),
    /** Smallest currency unit (cents). */
    amount: integer('amount').notNull(),
    /** ISO 4217, lower case. */
    currency: text('currency').notNull(),
    intervalType: text('interval_type', { enum: ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] }),
    intervalCount: integer('interval_count'),
    active: boolean('active').notNull().default(true),
    /** Days of free trial before the first charge, offered once per member (null: none). */
    trialDays: integer('trial_days'),
    createdAt: createdAt(),
  },
  (t) => [
    index('prices_plan_idx').on(t.planId),
    check('prices_id_prefix', sql`${t.id} like 'prc\\_%'`),
    check('prices_amount_nonnegative', sql`${t.amount} >= 0`),
    // What Stripe allows of a trial (subscription_data.trial_period_days): 1 to 730 days.
    check('prices_trial_days_range', sql`${t.trialDays} is null or ${t.trialDays} between 1 and 730`),
  ],
);

/** How a content group's URL rule matches a page path. */
export interface ContentGroupUrl {
  filter: 'EQUALS' | 'STARTS' | 'CONTAINS';
  url: string;
}

export const contentGroups = pgTable(
  'content_groups',
  {
    id: text('id').primaryKey(),
    appId: appId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    urls: jsonb('urls').$type<ContentGroupUrl[]>().notNull().default([]),
    /** Path a denied visitor is sent to. */
    redirect: text('redirect').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_groups_app_key_idx').on(t.appId, t.key)],
);

/** Plans granted a content group; a group with no plan is open to every member. */
export const contentGroupPlans = pgTable(
  'content_group_plans',
  {
    appId: appId(),
    contentGroupId: text('content_group_id')
      .notNull()
      .references(() => contentGroups.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contentGroupId, t.planId] }),
    index('content_group_plans_plan_idx').on(t.planId),
  ],
);

/** Protected content served by POST /secure-content, e.g. `video:{id}` -> `{ vimeoId }`. */
export const secureContent = pgTable(
  'secure_content',
  {
    appId: appId(),
    contentId: text('content_id').notNull(),
    contentGroupId: text('content_group_id')
      .notNull()
      .references(() => contentGroups.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.contentId] }),
    index('secure_content_group_idx').on(t.contentGroupId),
  ],
);
