/**
 * Sign-in flows with a provider in progress (docs/product/payments-and-providers.md "Third-party
 * sign-in"): what the callback needs and must not take from the browser. Random, single use,
 * 10 minutes; the state itself is never stored, only its SHA-256.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { at, createdAt } from './columns.ts';
import { members } from './members.ts';

export const PROVIDER_FLOW_MODES = ['signup', 'login', 'connect'] as const;
export type ProviderFlowMode = (typeof PROVIDER_FLOW_MODES)[number];

export const providerFlows = pgTable(
  'provider_flows',
  {
    /** SHA-256 (hex) of the state sent to the provider. */
    stateHash: text('state_hash').primaryKey(),
    appId: appId(),
    provider: text('provider').notNull(),
    mode: text('mode', { enum: PROVIDER_FLOW_MODES }).notNull(),
    /** PKCE verifier; null for providers without PKCE. */
    codeVerifier: text('code_verifier'),
    /** OpenID Connect nonce; null for plain OAuth 2.0 providers. */
    nonce: text('nonce'),
    /** The exact origin the result is posted to (one of the app's allowed origins). */
    origin: text('origin').notNull(),
    /** Connect only: the member, taken from the session that started the flow. */
    memberId: text('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** Signup: the plans and custom fields the page asked for; login: whether it may sign up. */
    plans: jsonb('plans').$type<{ planId: string }[]>().notNull().default([]),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    allowSignup: boolean('allow_signup').notNull().default(false),
    /** Run by the test provider (test mode, no credentials): its sign-in page, no provider call. */
    test: boolean('test').notNull().default(false),
    /** The test provider only: the profile typed on its sign-in page, read by the callback. */
    testProfile: jsonb('test_profile').$type<{
      id: string;
      email: string;
      emailVerified: boolean;
      name: string | null;
    }>(),
    /**
     * SHA-256 (hex) of the secret in the starting browser's flow cookie: only that browser may
     * finish the flow (a callback URL sent to someone else signs nobody in).
     */
    bindingHash: text('binding_hash').notNull().default(''),
    /**
     * Set when the provider's address was not verified and has no account: the profile waits
     * here until the code mailed to the address is entered (routes/auth/provider-proof.ts).
     */
    pendingProfile: jsonb('pending_profile').$type<{
      id: string;
      email: string;
      name: string | null;
      picture: string | null;
    }>(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the callback took the flow: a second callback with the same state finds it used. */
    usedAt: at('used_at'),
  },
  (t) => [
    index('provider_flows_expires_idx').on(t.expiresAt),
    check('provider_flows_connect_member', sql`${t.mode} <> 'connect' or ${t.memberId} is not null`),
  ],
);
