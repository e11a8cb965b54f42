/**
 * An app's state as the database holds it, in one comparable form (docs/apps.md "Applying a
 * file"): what its file resolves to at a start ({@link stateOfFile}), what the database holds now
 * ({@link readAppState}), and writing a state back ({@link writeAppState}). Plans, prices, content
 * groups and custom fields are keyed by their ids, so that comparing two states walks them item by
 * item; lists whose order is their meaning (origins, URL rules, providers) are compared whole.
 */
import type { AppFile } from '@wf/sdk/app-file';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  type AppSettings,
  apps,
  type CommentChannelsSetting,
  type ContentGroupUrl,
  checkoutSessions,
  contentGroupPlans,
  contentGroups,
  members,
  paymentTrials,
  planConnections,
  plans,
  prices,
  subscriptions,
  teams,
  trialAddresses,
} from '../../db/schema.ts';

/** The modals' primary button when an app names no colour (docs/product/widget.md §9). */
export const DEFAULT_BUTTON_COLOR = 'rgb(41, 98, 255)';

/** Names of the sign-in providers on their buttons. */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  spotify: 'Spotify',
  dribbble: 'Dribbble',
};

const INTERVAL_TYPES = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' } as const;

export interface PlanState {
  name: string;
  description: string | null;
  priority: number;
  restricted: boolean;
  maxTeamMembers: number | null;
  teamAccountInviteSignupLink: string | null;
  afterLoginRedirect: string | null;
  afterSignupRedirect: string | null;
  afterLogoutRedirect: string | null;
}

export interface PriceState {
  planId: string;
  name: string;
  amount: number;
  currency: string;
  intervalType: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  intervalCount: number;
  trialDays: number | null;
}

export interface ContentGroupState {
  name: string;
  urls: ContentGroupUrl[];
  redirect: string;
  /** Plan ids, sorted: their order means nothing. */
  plans: string[];
}

export interface CustomFieldState {
  label: string;
  order: number;
  hidden: boolean;
  visibility: 'PUBLIC' | 'MEMBERS' | 'PRIVATE';
}

/** What an app file decides of an app, as the database holds it. */
export interface AppState {
  name: string;
  testPublicKey: string;
  livePublicKey: string;
  allowedOrigins: string[];
  site: string | null;
  account: string | null;
  help: string | null;
  login: string | null;
  brandName: string | null;
  logo: string | null;
  primaryColor: string | null;
  loginRedirect: string | null;
  signupRedirect: string | null;
  logoutRedirect: string | null;
  captchaRequired: boolean;
  passwordless: { enabled: boolean; isDefault: boolean };
  providers: string[];
  customFields: Record<string, CustomFieldState>;
  plans: Record<string, PlanState>;
  prices: Record<string, PriceState>;
  contentGroups: Record<string, ContentGroupState>;
  /**
   * Comments' settings per key prefix (the file's only: nothing changes them at runtime). Absent
   * from a state read before files could say them, so that their first start takes the file's.
   */
  comments?: Record<string, Omit<CommentChannelsSetting, 'keyPrefix'>>;
}

/** How a start resolves what a file leaves to the environment. */
export interface FileContext {
  /** PUBLIC_URL: the site of an app whose file names none. */
  publicUrl: string;
  /** WF_ALLOWED_ORIGINS: allowed for every app declared in a file. */
  allowedOrigins: readonly string[];
}

/** The union of origin lists, in order, each once. */
function originsOf(...lists: (readonly string[])[]): string[] {
  return [...new Set(lists.flat())];
}

/** What `file` makes of its app at a start with `context`. */
export function stateOfFile(file: AppFile, context: FileContext): AppState {
  const siteOrigin = new URL(file.site.url ?? context.publicUrl).origin;
  const priceEntries = file.plans.flatMap((plan) =>
    plan.prices.map((price): [string, PriceState] => [
      price.id,
      {
        planId: plan.id,
        name: price.name,
        amount: price.amount,
        currency: price.currency,
        intervalType: INTERVAL_TYPES[price.interval],
        intervalCount: price.intervalCount,
        trialDays: price.trialDays,
      },
    ]),
  );
  return {
    name: file.name,
    testPublicKey: file.keys.test,
    livePublicKey: file.keys.live,
    allowedOrigins: originsOf([siteOrigin], file.allowedOrigins, context.allowedOrigins),
    site: file.site.url,
    account: file.site.account,
    help: file.site.help,
    login: file.site.login,
    brandName: file.branding.name,
    logo: file.branding.logo,
    primaryColor: file.branding.primaryColor,
    loginRedirect: file.redirects.login ?? null,
    signupRedirect: file.redirects.signup ?? null,
    logoutRedirect: file.redirects.logout ?? null,
    captchaRequired: file.captcha,
    passwordless: { enabled: file.signIn.passwordless.enabled, isDefault: file.signIn.passwordless.default },
    providers: [...file.signIn.providers],
    customFields: Object.fromEntries(
      file.customFields.map((field, index) => [
        field.key,
        { label: field.label, order: index + 1, hidden: field.hidden, visibility: field.visibility },
      ]),
    ),
    plans: Object.fromEntries(
      file.plans.map((plan) => [
        plan.id,
        {
          name: plan.name,
          description: plan.description,
          priority: plan.priority,
          restricted: plan.restricted,
          maxTeamMembers: plan.team?.seats ?? null,
          teamAccountInviteSignupLink: plan.team?.inviteSignupPath ?? null,
          afterLoginRedirect: plan.redirects.login ?? null,
          afterSignupRedirect: plan.redirects.signup ?? null,
          afterLogoutRedirect: plan.redirects.logout ?? null,
        },
      ]),
    ),
    prices: Object.fromEntries(priceEntries),
    contentGroups: Object.fromEntries(
      file.contentGroups.map((group) => [
        group.key,
        {
          name: group.name,
          urls: group.urls.map((rule) => ({ url: rule.url, filter: rule.filter })),
          redirect: group.redirect,
          plans: [...new Set(group.plans)].sort(),
        },
      ]),
    ),
    comments: Object.fromEntries(
      file.comments.channels.map(({ keyPrefix, ...channels }) => [
        keyPrefix,
        { ...channels, planIds: [...new Set(channels.planIds)].sort() },
      ]),
    ),
  };
}

/** The id of a content group's row: its key, prefixed, and the app's when two apps share a key. */
export function contentGroupRowId(appId: string, key: string): string {
  return `grp_${appId.replace(/^app_/, '')}-${key}`;
}

/** The app's state as the database holds it now, or null when there is no such app. */
export async function readAppState(tx: Queryable, appId: string): Promise<AppState | null> {
  const [app] = await tx.select().from(apps).where(eq(apps.id, appId));
  if (!app) return null;
  const settings = app.settings;
  const planRows = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.appId, appId), isNull(plans.archivedAt)));
  const priceRows = await tx
    .select()
    .from(prices)
    .where(and(eq(prices.appId, appId), eq(prices.active, true)));
  const groupRows = await tx.select().from(contentGroups).where(eq(contentGroups.appId, appId));
  const grants = await tx
    .select({ groupId: contentGroupPlans.contentGroupId, planId: contentGroupPlans.planId })
    .from(contentGroupPlans)
    .where(eq(contentGroupPlans.appId, appId));
  return {
    name: app.name,
    testPublicKey: app.testPublicKey,
    livePublicKey: app.livePublicKey,
    allowedOrigins: [...app.allowedOrigins],
    site: settings.links?.site ?? null,
    account: settings.links?.account ?? null,
    help: settings.links?.help ?? null,
    login: settings.links?.login ?? null,
    brandName: settings.pageBranding?.name ?? null,
    logo: settings.branding.logo,
    primaryColor: settings.pageBranding?.primaryColor ?? null,
    loginRedirect: settings.loginRedirect ?? null,
    signupRedirect: settings.signupRedirect ?? null,
    logoutRedirect: settings.logoutRedirect ?? null,
    captchaRequired: settings.captchaRequired,
    passwordless: { ...settings.additionalAuthMethods.passwordless },
    providers: [...settings.authProviders].sort((a, b) => a.order - b.order).map((entry) => entry.provider),
    customFields: Object.fromEntries(
      settings.customFields.map((field) => [
        field.key,
        { label: field.label, order: field.order, hidden: field.hidden, visibility: field.visibility },
      ]),
    ),
    plans: Object.fromEntries(
      planRows.map((plan) => [
        plan.id,
        {
          name: plan.name,
          description: plan.description,
          priority: plan.priority,
          restricted: plan.restricted,
          maxTeamMembers: plan.maxTeamMembers,
          teamAccountInviteSignupLink: plan.teamAccountInviteSignupLink,
          afterLoginRedirect: plan.afterLoginRedirect,
          afterSignupRedirect: plan.afterSignupRedirect,
          afterLogoutRedirect: plan.afterLogoutRedirect,
        },
      ]),
    ),
    prices: Object.fromEntries(
      priceRows
        .filter((price) => price.type === 'SUBSCRIPTION')
        .map((price) => [
          price.id,
          {
            planId: price.planId,
            name: price.name,
            amount: price.amount,
            currency: price.currency,
            intervalType: price.intervalType ?? 'MONTHLY',
            intervalCount: price.intervalCount ?? 1,
            trialDays: price.trialDays,
          },
        ]),
    ),
    contentGroups: Object.fromEntries(
      groupRows.map((group) => [
        group.key,
        {
          name: group.name,
          urls: group.urls.map((rule) => ({ url: rule.url, filter: rule.filter })),
          redirect: group.redirect,
          plans: grants
            .filter((grant) => grant.groupId === group.id)
            .map((grant) => grant.planId)
            .sort(),
        },
      ]),
    ),
    ...(settings.comments
      ? {
          comments: Object.fromEntries(
            settings.comments.channels.map(({ keyPrefix, ...channels }) => [keyPrefix, channels]),
          ),
        }
      : {}),
  };
}

/** The settings column of `state`, keeping what no file decides (the contact address, say). */
function settingsOf(state: AppState, kept: AppSettings | undefined): AppSettings {
  const paid = Object.values(state.prices).some((price) => price.amount > 0);
  return {
    ...kept,
    isPaid: paid,
    captchaRequired: state.captchaRequired,
    ssoSignupButtonURL: kept?.ssoSignupButtonURL ?? null,
    customFields: Object.entries(state.customFields)
      .map(([key, field]) => ({ key, ...field }))
      .sort((a, b) => a.order - b.order),
    ...brandingSettings({ name: state.brandName, logo: state.logo, primaryColor: state.primaryColor }),
    authProviders: state.providers.map((provider, index) => ({
      provider,
      name: PROVIDER_NAMES[provider] ?? provider,
      icon: '',
      order: index + 1,
      // Each works once its credentials are configured (docs/security.md "Provider sign-in").
      enabled: false,
    })),
    additionalAuthMethods: { passwordless: { ...state.passwordless } },
    contactEmail: kept?.contactEmail ?? null,
    loginRedirect: state.loginRedirect,
    signupRedirect: state.signupRedirect,
    logoutRedirect: state.logoutRedirect,
    links: { site: state.site, account: state.account, help: state.help, login: state.login },
    ...(state.comments
      ? {
          comments: {
            channels: Object.entries(state.comments).map(([keyPrefix, channels]) => ({
              keyPrefix,
              ...channels,
            })),
          },
        }
      : {}),
  };
}

/**
 * The settings an app's branding makes (docs/apps.md "Branding"): the modals' header logo and
 * primary button, and the service's pages (their name, colour and icon).
 */
export function brandingSettings(branding: {
  name: string | null;
  logo: string | null;
  primaryColor: string | null;
}): Pick<AppSettings, 'branding' | 'pageBranding'> {
  return {
    branding: {
      logo: branding.logo,
      colors: { lightMode: { primaryButton: branding.primaryColor ?? DEFAULT_BUTTON_COLOR } },
    },
    pageBranding: { name: branding.name, primaryColor: branding.primaryColor, logo: branding.logo },
  };
}

/** What {@link writeAppState} did to the rows a state no longer holds. */
export interface WriteOutcome {
  /** Plans gone from the state that members still hold: kept, archived. */
  archivedPlans: string[];
  /** Prices gone from the state that members still pay: kept, archived. */
  archivedPrices: string[];
}

/**
 * Writes `state` as app `appId`'s rows. A plan or price the state no longer holds is deleted when
 * nothing refers to it, and archived otherwise (its members keep it; nobody else may take it).
 */
export async function writeAppState(
  tx: Tx,
  appId: string,
  state: AppState,
  now: Date,
): Promise<WriteOutcome> {
  const [existing] = await tx.select({ settings: apps.settings }).from(apps).where(eq(apps.id, appId));
  const row = {
    name: state.name,
    testPublicKey: state.testPublicKey,
    livePublicKey: state.livePublicKey,
    allowedOrigins: state.allowedOrigins,
    settings: settingsOf(state, existing?.settings),
  };
  if (existing) await tx.update(apps).set(row).where(eq(apps.id, appId));
  else await tx.insert(apps).values({ id: appId, ...row });
  return writeCatalogueState(tx, appId, state, now);
}

/**
 * Writes the plans, prices and content groups of `state` (the app's row exists): a start's file
 * and the console's changes (docs/console.md "Plans and access") both come through here. A plan
 * or price the state no longer holds is deleted when nothing refers to it, and archived otherwise.
 */
export async function writeCatalogueState(
  tx: Tx,
  appId: string,
  state: Pick<AppState, 'plans' | 'prices' | 'contentGroups'>,
  now: Date,
): Promise<WriteOutcome> {
  for (const [id, plan] of Object.entries(state.plans)) {
    const values = { ...plan, appId, archivedAt: null };
    await tx
      .insert(plans)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: plans.id, set: values });
  }
  for (const [id, price] of Object.entries(state.prices)) {
    const values = { ...price, appId, type: 'SUBSCRIPTION' as const, active: true };
    await tx
      .insert(prices)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: prices.id, set: values });
  }

  const outcome: WriteOutcome = { archivedPlans: [], archivedPrices: [] };
  const goneGroups = await tx
    .select({ id: contentGroups.id, key: contentGroups.key })
    .from(contentGroups)
    .where(eq(contentGroups.appId, appId));
  for (const group of goneGroups) {
    if (!(group.key in state.contentGroups))
      await tx.delete(contentGroups).where(eq(contentGroups.id, group.id));
  }
  for (const [key, group] of Object.entries(state.contentGroups)) {
    const [kept] = await tx
      .select({ id: contentGroups.id })
      .from(contentGroups)
      .where(and(eq(contentGroups.appId, appId), eq(contentGroups.key, key)));
    const id = kept?.id ?? contentGroupRowId(appId, key);
    const values = { appId, key, name: group.name, urls: group.urls, redirect: group.redirect };
    await tx
      .insert(contentGroups)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: contentGroups.id, set: values });
    await tx.delete(contentGroupPlans).where(eq(contentGroupPlans.contentGroupId, id));
    if (group.plans.length > 0) {
      await tx
        .insert(contentGroupPlans)
        .values(group.plans.map((planId) => ({ appId, contentGroupId: id, planId })));
    }
  }

  const heldPrices = await tx
    .select({ id: prices.id })
    .from(prices)
    .where(and(eq(prices.appId, appId), eq(prices.active, true)));
  for (const { id } of heldPrices) {
    if (id in state.prices) continue;
    if (await priceInUse(tx, id)) {
      await tx.update(prices).set({ active: false }).where(eq(prices.id, id));
      outcome.archivedPrices.push(id);
    } else {
      await tx.delete(prices).where(eq(prices.id, id));
    }
  }
  const heldPlans = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.appId, appId), isNull(plans.archivedAt)));
  for (const { id } of heldPlans) {
    if (id in state.plans) continue;
    if (await planInUse(tx, id)) {
      await tx.update(plans).set({ archivedAt: now }).where(eq(plans.id, id));
      // Its prices go with it: nobody may start paying for an archived plan.
      await tx.update(prices).set({ active: false }).where(eq(prices.planId, id));
      outcome.archivedPlans.push(id);
    } else {
      await tx.delete(plans).where(eq(plans.id, id));
    }
  }
  return outcome;
}

/**
 * True when any of `queries` finds a row. One at a time, stopping at the first that does: they run
 * in a transaction, whose one connection answers one statement at a time (node-postgres queues a
 * second sent before the first answered, and deprecates doing so). Drizzle's queries start when
 * awaited, so those after a hit never run.
 */
async function anyRow(queries: PromiseLike<unknown[]>[]): Promise<boolean> {
  for (const query of queries) if ((await query).length > 0) return true;
  return false;
}

/** True when a member pays, paid or is buying price `priceId`. */
export async function priceInUse(tx: Tx, priceId: string): Promise<boolean> {
  const one = { one: sql`1` };
  return anyRow([
    tx.select(one).from(planConnections).where(eq(planConnections.priceId, priceId)).limit(1),
    tx.select(one).from(subscriptions).where(eq(subscriptions.priceId, priceId)).limit(1),
    tx.select(one).from(checkoutSessions).where(eq(checkoutSessions.priceId, priceId)).limit(1),
  ]);
}

/** True when a member holds, pays, paid, tried or is buying plan `planId`: its history must stay. */
export async function planInUse(tx: Tx, planId: string): Promise<boolean> {
  const one = { one: sql`1` };
  if (
    await anyRow([
      tx.select(one).from(planConnections).where(eq(planConnections.planId, planId)).limit(1),
      tx.select(one).from(subscriptions).where(eq(subscriptions.planId, planId)).limit(1),
      tx.select(one).from(checkoutSessions).where(eq(checkoutSessions.planId, planId)).limit(1),
      tx.select(one).from(teams).where(eq(teams.planId, planId)).limit(1),
      tx.select(one).from(paymentTrials).where(eq(paymentTrials.planId, planId)).limit(1),
      tx.select(one).from(trialAddresses).where(eq(trialAddresses.planId, planId)).limit(1),
    ])
  ) {
    return true;
  }
  const planPrices = await tx.select({ id: prices.id }).from(prices).where(eq(prices.planId, planId));
  for (const price of planPrices) if (await priceInUse(tx, price.id)) return true;
  return false;
}

/** How many of the app's members have a value for custom field `key`. */
export async function membersWithField(tx: Tx, appId: string, key: string): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(members)
    .where(and(eq(members.appId, appId), sql`coalesce(${members.customFields} ->> ${key}, '') <> ''`));
  return row?.count ?? 0;
}

/** Every app id whose row was written from a file. */
export async function declaredAppIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: apps.id }).from(apps).where(sql`${apps.declared} is not null`);
  return rows.map((row) => row.id);
}
