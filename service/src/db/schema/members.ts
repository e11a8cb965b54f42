/** Members, their sign-in providers and their plans (docs/product/widget.md §3 "Member"). */
import {
  type Member,
  type MemberTeam,
  PLAN_CONNECTION_STATUSES,
  PLAN_CONNECTION_TYPES,
} from '@wf/sdk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appId, plans, prices } from './apps.ts';
import { at, createdAt } from './columns.ts';

type Connection = Member['planConnections'][number];

/** A plan connection with its price and subscription, as `members.lists` keeps it. */
export interface ConnectionRow {
  id: string;
  planId: string;
  type: Connection['type'];
  status: Connection['status'];
  priceId: string | null;
  /** Minor units. */
  amount: number | null;
  currency: string | null;
  paymentStatus: NonNullable<Connection['payment']>['status'] | null;
  /** Unix milliseconds. */
  lastPaidAt: number | null;
  nextBillingAt: number | null;
  cancelAt: number | null;
}

/** The member's providers, plan connections and teams, each in the order the member sees them. */
export interface MemberLists {
  providers: { provider: string }[];
  connections: ConnectionRow[];
  /** Teams the member belongs to without owning them. */
  joinedTeams: MemberTeam[];
  ownedTeams: MemberTeam[];
}

export const members = pgTable(
  'members',
  {
    /** Starts with mem_. */
    id: text('id').primaryKey(),
    appId: appId(),
    /** Always lower case: one member per address and app. */
    email: text('email').notNull(),
    /** argon2id PHC string; null for members who sign in without a password. */
    passwordHash: text('password_hash'),
    verified: boolean('verified').notNull().default(false),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    /** Set by the site, never by the member. */
    metaData: jsonb('meta_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Free-form JSON of GET/POST /member/json. */
    json: jsonb('json').$type<Record<string, unknown>>().notNull().default({}),
    /** URL of the uploaded image. */
    profileImage: text('profile_image'),
    stripeCustomerId: text('stripe_customer_id'),
    /** Where this member goes after logging in, set through the admin API (docs/admin-api.md). */
    loginRedirect: text('login_redirect'),
    createdAt: createdAt(),
    /**
     * When the member's latest session started (every login and signup starts one), kept by
     * auth/session.ts createSession: the console sorts by it (docs/console.md).
     */
    lastLoginAt: at('last_login_at'),
    /**
     * Increases with every new member: the admin API's list pages by it (keyset paging, the
     * cursor a number as @memberstack/admin expects; docs/admin-api.md).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /**
     * What the console's filters ask of the member's plans and providers, kept on the row so that
     * every filter is one indexed condition on this table (docs/console.md "Speed"):
     * `plan:<planId>` for a plan held, `plan:<planId>:<STATUS>` for every connection,
     * `paid:<STATUS>` for a paid one, `none` when no plan is held, `provider:<name>`. Written by the
     * database itself, in the transaction that changes a plan connection or a provider (triggers
     * of migration 0019); never written by the service.
     */
    consoleTags: text('console_tags').array().notNull().default(sql`'{none}'::text[]`),
    /**
     * The member's providers, plan connections (with their prices and subscriptions) and teams,
     * as the Member entity shows them, kept on the row so that every authenticated request reads
     * them with the member and no other table (docs/architecture.md "Speed"). Written by the
     * database itself, in the transaction of any change to a row they are made of (triggers of
     * migration 0021); never written by the service.
     */
    lists: jsonb('lists')
      .$type<MemberLists>()
      .notNull()
      .default(sql`'{"providers": [], "connections": [], "joinedTeams": [], "ownedTeams": []}'::jsonb`),
  },
  (t) => [
    uniqueIndex('members_app_email_idx').on(t.appId, t.email),
    uniqueIndex('members_app_seq_idx').on(t.appId, t.seq),
    index('members_app_stripe_customer_idx').on(t.appId, t.stripeCustomerId),
    // The console's list (docs/console.md "Speed"): a search by the start of the address or of
    // a name field, and the order by latest sign-in (never signed in sorts as the oldest).
    index('members_app_email_prefix_idx').on(t.appId, t.email.op('text_pattern_ops')),
    index('members_app_name_prefix_idx').on(
      t.appId,
      sql`lower(${t.customFields} ->> 'name') text_pattern_ops`,
    ),
    index('members_app_first_name_prefix_idx').on(
      t.appId,
      sql`lower(${t.customFields} ->> 'first-name') text_pattern_ops`,
    ),
    index('members_app_last_name_prefix_idx').on(
      t.appId,
      sql`lower(${t.customFields} ->> 'last-name') text_pattern_ops`,
    ),
    index('members_app_last_login_idx').on(t.appId, sql`coalesce(${t.lastLoginAt}, to_timestamp(0))`, t.seq),
    index('members_console_tags_idx').using('gin', t.consoleTags),
    check('members_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A third-party account linked to a member (auth.providers). */
export const memberProviders = pgTable(
  'member_providers',
  {
    appId: appId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Machine name, e.g. 'google'. */
    provider: text('provider').notNull(),
    /** The account's id at the provider (OIDC sub). */
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    /**
     * True when linking proved the member's own address: the provider vouched for it (or a code
     * mailed to it was entered). Links without that proof are removed when the address is first
     * proven by its owner (members/address-proof.ts).
     */
    provesEmail: boolean('proves_email').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.provider] }),
    uniqueIndex('member_providers_account_idx').on(t.appId, t.provider, t.providerUserId),
  ],
);

/** A member's hold on a plan (planConnections). */
export const planConnections = pgTable(
  'plan_connections',
  {
    id: text('id').primaryKey(),
    appId: appId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    type: text('type', { enum: PLAN_CONNECTION_TYPES }).notNull(),
    /** A paid connection's status follows its subscription's (members/billing/apply.ts). */
    status: text('status', { enum: PLAN_CONNECTION_STATUSES }).notNull().default('ACTIVE'),
    /** The paid price behind a SUBSCRIPTION or ONETIME connection. */
    priceId: text('price_id').references(() => prices.id, { onDelete: 'restrict' }),
    /** The subscription behind a paid connection (schema/billing.ts). */
    subscriptionId: text('subscription_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_connections_member_plan_idx').on(t.memberId, t.planId),
    index('plan_connections_plan_idx').on(t.planId),
    // The console's filters by status, and by plan and status (docs/console.md "Speed").
    index('plan_connections_app_status_idx').on(t.appId, t.status, t.type, t.memberId),
    index('plan_connections_plan_status_idx').on(t.planId, t.status, t.memberId),
  ],
);
