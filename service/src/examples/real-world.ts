/**
 * The app of the real-world corpus (examples/real-world/, test mode only): the plans, prices,
 * custom fields and content groups that the owners of those public pages created in their
 * Memberstack apps, so that each page runs against an app configured the way its owner's was.
 * Fields a page uses but its owner never defined (Satistrick's `gdpr`, Lasfunding's
 * `phone-number`) are left out on purpose: that is the page's fault, and `check:attributes`
 * reports it (examples/real-world/README.md). Seeded and removed beside the example app
 * (examples/seed.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { mergeOrigins, upsertSeededApp } from '../apps/seed-row.ts';
import type { Tx } from '../db/client.ts';
import {
  apps,
  checkoutSessions,
  contentGroupPlans,
  contentGroups,
  paymentEvents,
  planConnections,
  plans,
  prices,
  subscriptions,
} from '../db/schema.ts';

/** The corpus app's id: the `data-memberstack-app` of every corpus page. */
export const CORPUS_APP_ID = 'app_real-world-corpus';

/** Its test-mode public key. It has no usable live key. */
export const CORPUS_TEST_PUBLIC_KEY = 'pk_sb_real-world-corpus';

/** Free plans the pages add by id (onboarding cards, signup forms). */
export const CORPUS_FREE_PLANS = [
  // Satistrick's onboarding cards (template-parts/content/page-step-one.php).
  { id: 'pln_agency-hq880jiz', name: 'Agency', priority: 1 },
  { id: 'pln_freelancer-ej890j70', name: 'Freelancer', priority: 1 },
  // The Starters' Brand signup form (v3/BRAND-ACCOUNT-WIRING.md).
  { id: 'pln_free-plan-f6kn0dxz', name: 'Brand (free)', priority: 0 },
] as const;

/** The paid plan behind Amana Aktien's `data-ms-content="premium"` and Membersphere's price buttons. */
export const CORPUS_PREMIUM_PLAN = { id: 'pln_amana-club-1a2b3c', name: 'Amana Club', priority: 10 } as const;

/** Its monthly price. */
export const CORPUS_PREMIUM_PRICE_ID = 'prc_amana-club-monthly-4d5e6f';

/** The custom fields the owners defined. */
export const CORPUS_CUSTOM_FIELDS = [
  { key: 'first-name', label: 'First name' },
  { key: 'last-name', label: 'Last name' },
] as const;

/** Content groups: Amana's premium articles (by plan) and JICSS's members-only white papers (by URL). */
export const CORPUS_CONTENT_GROUPS = [
  {
    key: 'premium',
    name: 'Amana Club',
    urls: [],
    redirect: '/examples/real-world/amana/index.html',
    planIds: [CORPUS_PREMIUM_PLAN.id],
  },
  {
    key: 'whitepapers',
    name: 'JICSS white papers',
    urls: [{ url: 'examples/real-world/jicss/whitepapers', filter: 'STARTS' }],
    redirect: '/examples/real-world/jicss/index.html',
    planIds: [],
  },
] as const;

function groupId(key: string): string {
  return `grp_corpus-${key}`;
}

/** Brings the corpus app's rows in line with this file. */
export async function seedCorpusApp(
  tx: Tx,
  options: { publicUrl: string; allowedOrigins: readonly string[] },
): Promise<void> {
  await upsertSeededApp(
    tx,
    {
      id: CORPUS_APP_ID,
      name: 'Real-world corpus',
      testPublicKey: CORPUS_TEST_PUBLIC_KEY,
      livePublicKey: `pk_corpus-unused-${randomBytes(24).toString('base64url')}`,
      allowedOrigins: mergeOrigins([new URL(options.publicUrl).origin], options.allowedOrigins),
      settings: {
        isPaid: true,
        captchaRequired: false,
        ssoSignupButtonURL: null,
        customFields: CORPUS_CUSTOM_FIELDS.map((field, index) => ({
          key: field.key,
          label: field.label,
          order: index + 1,
          hidden: false,
          visibility: 'PUBLIC',
        })),
        branding: { logo: null, colors: { lightMode: { primaryButton: 'rgb(201, 168, 76)' } } },
        authProviders: [],
        additionalAuthMethods: { passwordless: { enabled: false, isDefault: false } },
        contactEmail: null,
      },
    },
    { keepLiveKey: true },
  );
  for (const plan of [...CORPUS_FREE_PLANS, CORPUS_PREMIUM_PLAN]) {
    const row = {
      name: plan.name,
      priority: plan.priority,
      description: null,
      appId: CORPUS_APP_ID,
      restricted: false,
    };
    await tx
      .insert(plans)
      .values({ id: plan.id, ...row })
      .onConflictDoUpdate({ target: plans.id, set: row });
  }
  const price = {
    appId: CORPUS_APP_ID,
    planId: CORPUS_PREMIUM_PLAN.id,
    name: 'Monthly',
    type: 'SUBSCRIPTION',
    amount: 999,
    currency: 'eur',
    intervalType: 'MONTHLY',
    intervalCount: 1,
    active: true,
  } as const;
  await tx
    .insert(prices)
    .values({ id: CORPUS_PREMIUM_PRICE_ID, ...price })
    .onConflictDoUpdate({ target: prices.id, set: price });
  for (const { planIds, ...group } of CORPUS_CONTENT_GROUPS) {
    const id = groupId(group.key);
    const row = {
      appId: CORPUS_APP_ID,
      key: group.key,
      name: group.name,
      urls: [...group.urls],
      redirect: group.redirect,
    };
    await tx
      .insert(contentGroups)
      .values({ id, ...row })
      .onConflictDoUpdate({ target: contentGroups.id, set: row });
    await tx.delete(contentGroupPlans).where(eq(contentGroupPlans.contentGroupId, id));
    if (planIds.length > 0) {
      await tx
        .insert(contentGroupPlans)
        .values(planIds.map((planId) => ({ appId: CORPUS_APP_ID, contentGroupId: id, planId })));
    }
  }
  const keys = CORPUS_CONTENT_GROUPS.map((group) => groupId(group.key));
  await tx
    .delete(contentGroups)
    .where(and(eq(contentGroups.appId, CORPUS_APP_ID), notInArray(contentGroups.id, keys)));
}

/** Removes the corpus app and everything of it (live mode), as examples/seed.ts does for the example app. */
export async function removeCorpusApp(tx: Tx): Promise<void> {
  await tx.delete(paymentEvents).where(eq(paymentEvents.appId, CORPUS_APP_ID));
  await tx.delete(checkoutSessions).where(eq(checkoutSessions.appId, CORPUS_APP_ID));
  await tx.delete(planConnections).where(eq(planConnections.appId, CORPUS_APP_ID));
  await tx.delete(subscriptions).where(eq(subscriptions.appId, CORPUS_APP_ID));
  await tx.delete(apps).where(eq(apps.id, CORPUS_APP_ID));
}
