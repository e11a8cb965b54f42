/**
 * Seeds the example membership site (examples/app.ts) in test mode, idempotently, beside the
 * World Family app (site/seed.ts); live mode removes it, with everything of its members, so that
 * it does not exist at all there.
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
  secureContent,
  subscriptions,
} from '../db/schema.ts';
import {
  EXAMPLE_APP_ID,
  EXAMPLE_APP_NAME,
  EXAMPLE_CONTENT_GROUPS,
  EXAMPLE_CUSTOM_FIELDS,
  EXAMPLE_PLANS,
  EXAMPLE_PRICES,
  EXAMPLE_PRO_GROUP,
  EXAMPLE_PRO_LESSON_HTML,
  EXAMPLE_PRO_LESSON_ID,
  EXAMPLE_TEST_PUBLIC_KEY,
  EXAMPLES_PATH,
  exampleGroupId,
} from './app.ts';

/**
 * The live key column cannot be empty: a random value nobody is told, made once. The app is
 * never seeded in live mode, so no live request can name it anyway.
 */
function unusableLiveKey(): string {
  return `pk_example-unused-${randomBytes(24).toString('base64url')}`;
}

/** Brings the example app's rows in line with examples/app.ts. */
export async function seedExampleApp(
  tx: Tx,
  options: { publicUrl: string; allowedOrigins: readonly string[] },
): Promise<void> {
  await upsertSeededApp(
    tx,
    {
      id: EXAMPLE_APP_ID,
      name: EXAMPLE_APP_NAME,
      testPublicKey: EXAMPLE_TEST_PUBLIC_KEY,
      livePublicKey: unusableLiveKey(),
      allowedOrigins: mergeOrigins([new URL(options.publicUrl).origin], options.allowedOrigins),
      settings: {
        isPaid: true,
        captchaRequired: false,
        ssoSignupButtonURL: null,
        customFields: EXAMPLE_CUSTOM_FIELDS.map((field, index) => ({
          key: field.key,
          label: field.label,
          order: index + 1,
          hidden: false,
          visibility: 'PUBLIC',
        })),
        branding: { logo: null, colors: { lightMode: { primaryButton: 'rgb(41, 98, 255)' } } },
        authProviders: [],
        additionalAuthMethods: { passwordless: { enabled: true, isDefault: false } },
        contactEmail: null,
        // The example site's own account page, colour and icon (examples/membership/).
        links: { account: `${EXAMPLES_PATH}/membership/account.html`, help: null },
        pageBranding: {
          name: EXAMPLE_APP_NAME,
          primaryColor: '#2449c7',
          logo: `${EXAMPLES_PATH}/membership/favicon.svg`,
        },
      },
    },
    { keepLiveKey: true },
  );
  for (const { id, ...plan } of EXAMPLE_PLANS) {
    const row = { ...plan, appId: EXAMPLE_APP_ID, restricted: false };
    await tx
      .insert(plans)
      .values({ id, ...row })
      .onConflictDoUpdate({ target: plans.id, set: row });
  }
  for (const { id, ...price } of EXAMPLE_PRICES) {
    const row = { ...price, appId: EXAMPLE_APP_ID, active: true };
    await tx
      .insert(prices)
      .values({ id, ...row })
      .onConflictDoUpdate({ target: prices.id, set: row });
  }
  for (const { planIds, ...group } of EXAMPLE_CONTENT_GROUPS) {
    const id = exampleGroupId(group.key);
    const row = {
      appId: EXAMPLE_APP_ID,
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
        .values(planIds.map((planId) => ({ appId: EXAMPLE_APP_ID, contentGroupId: id, planId })));
    }
  }
  const lesson = { contentGroupId: exampleGroupId(EXAMPLE_PRO_GROUP), content: EXAMPLE_PRO_LESSON_HTML };
  await tx
    .insert(secureContent)
    .values({ appId: EXAMPLE_APP_ID, contentId: EXAMPLE_PRO_LESSON_ID, ...lesson })
    .onConflictDoUpdate({ target: [secureContent.appId, secureContent.contentId], set: lesson });
  // Groups dropped from the definition since the last start go.
  const keys = EXAMPLE_CONTENT_GROUPS.map((group) => exampleGroupId(group.key));
  await tx
    .delete(contentGroups)
    .where(and(eq(contentGroups.appId, EXAMPLE_APP_ID), notInArray(contentGroups.id, keys)));
}

/**
 * Removes the example app and everything of it (live mode). The rows that refer to its plans
 * and prices without a cascade (plan connections, subscriptions, checkouts, payment events) go
 * first.
 */
export async function removeExampleApp(tx: Tx): Promise<void> {
  await tx.delete(paymentEvents).where(eq(paymentEvents.appId, EXAMPLE_APP_ID));
  await tx.delete(checkoutSessions).where(eq(checkoutSessions.appId, EXAMPLE_APP_ID));
  await tx.delete(planConnections).where(eq(planConnections.appId, EXAMPLE_APP_ID));
  await tx.delete(subscriptions).where(eq(subscriptions.appId, EXAMPLE_APP_ID));
  await tx.delete(apps).where(eq(apps.id, EXAMPLE_APP_ID));
}
