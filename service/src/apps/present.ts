/**
 * The App, Plan and Price entities of the contract (docs/product/widget.md §3), built from rows. Secure
 * content payloads are never part of them.
 */
import type { App, ContentGroup, Plan, Price } from '@wf/sdk/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { contentGroupPlans, contentGroups, plans, prices } from '../db/schema.ts';
import type { AppRecord } from '../http/context.ts';
import { toMajorUnits } from '../members/billing/money.ts';

type PlanRow = typeof plans.$inferSelect;
type PriceRow = typeof prices.$inferSelect;

/** A price row as the contract's Price. */
export function presentPrice(row: PriceRow): Price {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    amount: toMajorUnits(row.amount, row.currency),
    ...(row.trialDays ? { freeTrial: { days: row.trialDays } } : {}),
    currency: row.currency,
    interval:
      row.intervalType && row.intervalCount ? { type: row.intervalType, count: row.intervalCount } : null,
  };
}

/** A plan's redirects as @memberstack/dom names them; null when it sets none. */
function planRedirects(row: PlanRow): Plan['redirects'] {
  const { afterLoginRedirect, afterSignupRedirect, afterLogoutRedirect } = row;
  if (!afterLoginRedirect && !afterSignupRedirect && !afterLogoutRedirect) return null;
  return {
    afterLogin: afterLoginRedirect ?? null,
    afterSignup: afterSignupRedirect ?? null,
    afterLogout: afterLogoutRedirect ?? null,
  };
}

/** A plan row and its active prices as the contract's Plan. */
export function presentPlan(row: PlanRow, planPrices: PriceRow[]): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priority: row.priority,
    prices: planPrices.filter((price) => price.active).map(presentPrice),
    teamAccountInviteSignupLink: row.teamAccountInviteSignupLink,
    maxTeamMembers: row.maxTeamMembers,
    redirects: planRedirects(row),
  };
}

/** The app's plans on offer (not archived) with their prices, highest priority last (cheapest first within a plan). */
export async function loadPlans(db: Queryable, appId: string): Promise<Plan[]> {
  // In turn, not at once, here and below: `db` may be a transaction, whose one connection answers
  // one statement at a time (node-postgres queues a second sent early, and deprecates doing so).
  const planRows = await db
    .select()
    .from(plans)
    // An archived plan is no longer offered; its members still see it through their own plans.
    .where(and(eq(plans.appId, appId), isNull(plans.archivedAt)))
    .orderBy(asc(plans.priority), asc(plans.id));
  const priceRows = await db
    .select()
    .from(prices)
    .where(eq(prices.appId, appId))
    .orderBy(asc(prices.amount), asc(prices.id));
  return planRows.map((plan) =>
    presentPlan(
      plan,
      priceRows.filter((price) => price.planId === plan.id),
    ),
  );
}

/** One plan of the app with its active prices, or undefined when the app has no such plan. */
export async function loadPlan(db: Queryable, appId: string, planId: string): Promise<Plan | undefined> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.appId, appId), eq(plans.id, planId)));
  if (!plan) return undefined;
  const planPrices = await db
    .select()
    .from(prices)
    .where(and(eq(prices.appId, appId), eq(prices.planId, planId)));
  return presentPlan(plan, planPrices);
}

/** The app's content groups with the plans granted each (no secure payloads). */
export async function loadContentGroups(db: Queryable, appId: string): Promise<ContentGroup[]> {
  const groupRows = await db
    .select()
    .from(contentGroups)
    .where(eq(contentGroups.appId, appId))
    .orderBy(asc(contentGroups.key));
  const grantRows = await db.select().from(contentGroupPlans).where(eq(contentGroupPlans.appId, appId));
  return groupRows.map((group) => ({
    key: group.key,
    name: group.name,
    urls: group.urls,
    redirect: group.redirect,
    plans: grantRows
      .filter((grant) => grant.contentGroupId === group.id)
      .map((grant) => grant.planId)
      .sort(),
  }));
}

/**
 * The App entity of an app record (GET /app). `offersProvider` says which sign-in providers this
 * caller can use (docs/product/payments-and-providers.md "Third-party sign-in"): each stays
 * listed, enabled only when offered. `keyMode` is the request's (app-context.ts): the answer
 * says it as `mode`, so a page that named its app alone learns whether it runs in test or live.
 */
export async function loadApp(
  db: Queryable,
  app: AppRecord,
  offersProvider: (provider: string) => boolean = () => false,
  keyMode: 'test' | 'live' = 'live',
): Promise<App> {
  const appPlans = await loadPlans(db, app.id);
  const groups = await loadContentGroups(db, app.id);
  const { settings } = app;
  return {
    id: app.id,
    name: app.name,
    isPaid: settings.isPaid,
    captchaRequired: settings.captchaRequired,
    ssoSignupButtonURL: settings.ssoSignupButtonURL,
    customFields: [...settings.customFields].sort((a, b) => a.order - b.order),
    branding: settings.branding,
    authProviders: [...settings.authProviders]
      .sort((a, b) => a.order - b.order)
      .map((entry) => ({ ...entry, enabled: offersProvider(entry.provider) })),
    additionalAuthMethods: settings.additionalAuthMethods,
    plans: appPlans,
    contentGroups: groups,
    mode: keyMode === 'test' ? 'sandbox' : 'live',
    loginRedirect: settings.loginRedirect ?? null,
    signupRedirect: settings.signupRedirect ?? null,
    logoutRedirect: settings.logoutRedirect ?? null,
  };
}
