/**
 * The console's Plans and access (docs/console.md "Plans and access"): the app's plans, prices
 * and content groups as the site owner changes them. Not a second implementation of the app
 * file's rules: every change is made to the app's state as the database holds it
 * (files/state.ts readAppState), checked with the app file's own schemas (@wf/sdk/app-file) and
 * written by the same writer a start uses (writeCatalogueState), so a plan gone from the state is
 * archived while members hold it and deleted otherwise, exactly as for a file. The next start
 * keeps what the console changed and reports where it differs from the file (docs/apps.md).
 *
 * Each change runs in one transaction with the app's row locked (changes take turns) and writes
 * its own audit event naming the administrator, with what it changed before and after.
 */
import { PLAN_HOLDING_STATUSES } from '@wf/sdk/access';
import { appFileContentGroupSchema, appFilePlanSchema, appFilePriceSchema } from '@wf/sdk/app-file';
import {
  CONSOLE_CATALOGUE_ERROR_CODES,
  type ConsoleCatalogue,
  type ConsoleGroupRequest,
  type ConsoleGroupUpdate,
  type ConsolePlanRequest,
  type ConsolePlanUpdate,
  type ConsolePriceInterval,
  type ConsolePriceRequest,
  type ConsolePriceUpdate,
} from '@wf/sdk/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../db/client.ts';
import { apps, contentGroups, planConnections, plans, prices, secureContent } from '../db/schema.ts';
import { ApiError, invalidRequest, notFound } from '../http/errors.ts';
import { newId } from '../ids.ts';
import { recordAuditEvent } from '../security/audit.ts';
import {
  type AppState,
  type ContentGroupState,
  type PlanState,
  type PriceState,
  planInUse,
  priceInUse,
  readAppState,
  writeCatalogueState,
} from './files/state.ts';

/** Who changes the catalogue of which app, when. */
export interface CatalogueActor {
  appId: string;
  /** The signed-in administrator. */
  actorId: string;
  now: Date;
}

const INTERVALS: Record<ConsolePriceInterval, PriceState['intervalType']> = {
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
  year: 'YEARLY',
};
const INTERVAL_NAMES = Object.fromEntries(
  Object.entries(INTERVALS).map(([name, type]) => [type, name]),
) as Record<PriceState['intervalType'], ConsolePriceInterval>;

/** The part of the state the console changes. */
type Catalogue = Pick<AppState, 'plans' | 'prices' | 'contentGroups'>;

/** Refused: the plan is in use, so it can be archived but not deleted. */
export function planInUseMessage(name: string): string {
  return `Members hold or have held '${name}', so it cannot be deleted: archive it instead. Its members keep it; nobody else may take it.`;
}

/** Refused: a price members pay keeps its amount, currency and interval. */
export function priceInUseMessage(name: string, fields: string[]): string {
  return `Members pay the price '${name}', so its ${fields.join(', ')} cannot change. Add a new price and archive this one: its members keep paying it, newcomers get the new one.`;
}

/** Refused: a group holding secure content keeps its key and stays. */
export function groupInUseMessage(key: string, items: number, what: 'key' | 'delete'): string {
  const held = `The content group '${key}' holds ${items} ${items === 1 ? 'item' : 'items'} of secure content (videos and the like)`;
  return what === 'key'
    ? `${held}, so its key cannot change: the content would lose its group.`
    : `${held}, so it cannot be deleted.`;
}

function noSuchPlan(id: string) {
  return notFound(`This app has no plan with the id '${id.slice(0, 80)}'.`);
}

function noSuchPrice(id: string) {
  return notFound(`This plan has no price with the id '${id.slice(0, 80)}'.`);
}

function noSuchGroup(key: string) {
  return notFound(`This app has no content group with the key '${key.slice(0, 80)}'.`);
}

/** The first problem the app file's schema finds, as the console's 400. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'value';
  throw invalidRequest(`${field}: ${issue?.message ?? 'not accepted.'}`, {
    fields: Object.fromEntries(result.error.issues.map((item) => [item.path.join('.'), item.message])),
  });
}

/** A plan's state, checked as the app file checks a plan. */
function planState(id: string, plan: PlanState): PlanState {
  checked(appFilePlanSchema, {
    id,
    name: plan.name,
    description: plan.description,
    priority: plan.priority,
    restricted: plan.restricted,
    team:
      plan.maxTeamMembers === null
        ? null
        : { seats: plan.maxTeamMembers, inviteSignupPath: plan.teamAccountInviteSignupLink ?? '/signup' },
  });
  return plan;
}

/** A price's state, checked as the app file checks a price. */
function priceState(id: string, price: PriceState): PriceState {
  checked(appFilePriceSchema, {
    id,
    name: price.name,
    amount: price.amount,
    currency: price.currency,
    interval: INTERVAL_NAMES[price.intervalType],
    intervalCount: price.intervalCount,
    trialDays: price.trialDays,
  });
  return price;
}

/** A group's state, checked as the app file checks a group, its plans the app's. */
function groupState(
  catalogue: Catalogue,
  key: string,
  group: ContentGroupState,
  held: readonly string[] = [],
): ContentGroupState {
  checked(appFileContentGroupSchema, {
    key,
    name: group.name,
    plans: group.plans,
    urls: group.urls,
    redirect: group.redirect,
  });
  // An archived plan the group named before may stay; a new one must be offered.
  const unknown = group.plans.filter((planId) => !(planId in catalogue.plans) && !held.includes(planId));
  if (unknown.length > 0) {
    throw invalidRequest(`plans: this app offers no plan with the id '${unknown[0]?.slice(0, 80)}'.`);
  }
  return { ...group, plans: [...new Set(group.plans)].sort() };
}

/** A fresh id of the app file's form: the prefix, the name's words and a random tail. */
function freshId(prefix: 'pln' | 'prc', name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const tail = newId(prefix, 6).slice(prefix.length + 1);
  return `${prefix}_${words ? `${words}-` : ''}${tail}`;
}

/** The app's plans (archived ones too, after the offered), prices, holders and content groups. */
export async function readCatalogue(db: Queryable, appId: string): Promise<ConsoleCatalogue> {
  const planRows = await db
    .select()
    .from(plans)
    .where(eq(plans.appId, appId))
    .orderBy(asc(plans.createdAt), asc(plans.id));
  const priceRows = await db
    .select()
    .from(prices)
    .where(and(eq(prices.appId, appId), eq(prices.type, 'SUBSCRIPTION')))
    .orderBy(asc(prices.createdAt), asc(prices.id));
  const holderRows = await db
    .select({ planId: planConnections.planId, holders: count() })
    .from(planConnections)
    .where(and(eq(planConnections.appId, appId), inArray(planConnections.status, [...PLAN_HOLDING_STATUSES])))
    .groupBy(planConnections.planId);
  const holders = new Map(holderRows.map((row) => [row.planId, row.holders]));
  const state = await readAppState(db, appId);
  const itemRows = await db
    .select({ groupId: secureContent.contentGroupId, items: count() })
    .from(secureContent)
    .where(eq(secureContent.appId, appId))
    .groupBy(secureContent.contentGroupId);
  const groupRows = await db
    .select({ id: contentGroups.id, key: contentGroups.key })
    .from(contentGroups)
    .where(eq(contentGroups.appId, appId))
    .orderBy(asc(contentGroups.createdAt), asc(contentGroups.key));
  const items = new Map(itemRows.map((row) => [row.groupId, row.items]));
  // The writer's own tests of use (a Queryable reads as a transaction does).
  const inUse = (check: (tx: Tx, id: string) => Promise<boolean>, id: string) => check(db as Tx, id);

  const planList = [];
  for (const plan of [...planRows].sort(
    (a, b) => Number(a.archivedAt !== null) - Number(b.archivedAt !== null),
  )) {
    const own = priceRows.filter((price) => price.planId === plan.id);
    const priceList = [];
    for (const price of own) {
      priceList.push({
        id: price.id,
        name: price.name,
        amount: price.amount,
        currency: price.currency,
        interval: INTERVAL_NAMES[price.intervalType ?? 'MONTHLY'],
        intervalCount: price.intervalCount ?? 1,
        trialDays: price.trialDays,
        active: price.active,
        inUse: await inUse(priceInUse, price.id),
      });
    }
    planList.push({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      priority: plan.priority,
      restricted: plan.restricted,
      teamSeats: plan.maxTeamMembers,
      free: !priceList.some((price) => price.active),
      archivedAt: plan.archivedAt ? plan.archivedAt.toISOString() : null,
      holders: holders.get(plan.id) ?? 0,
      inUse: await inUse(planInUse, plan.id),
      prices: priceList,
    });
  }
  return {
    plans: planList,
    contentGroups: groupRows.flatMap((row) => {
      const group = state?.contentGroups[row.key];
      return group
        ? [
            {
              key: row.key,
              ...group,
              urls: group.urls.map(({ url, filter }) => ({ url, filter })),
              secureContent: items.get(row.id) ?? 0,
            },
          ]
        : [];
    }),
  };
}

/**
 * Runs one change of the catalogue: the app's row locked, its state read, `change` applied to a
 * copy (answering the audit event's action, target, before and after), the result written as a
 * start writes a file's, and the event recorded, all in one transaction.
 */
async function changeCatalogue(
  database: Database,
  actor: CatalogueActor,
  change: (
    catalogue: Catalogue,
    tx: Tx,
  ) => Promise<{ action: string; targetId: string; before: unknown; after: unknown }>,
): Promise<void> {
  await database.transaction(async (tx) => {
    const [app] = await tx
      .select({ settings: apps.settings })
      .from(apps)
      .where(eq(apps.id, actor.appId))
      .for('update');
    const state = await readAppState(tx, actor.appId);
    if (!app || !state) throw notFound('No such app.');
    const catalogue: Catalogue = structuredClone({
      plans: state.plans,
      prices: state.prices,
      contentGroups: state.contentGroups,
    });
    const event = await change(catalogue, tx);
    await writeCatalogueState(tx, actor.appId, catalogue, actor.now);
    // The App entity says whether the app sells anything (as a start writes it).
    const isPaid = Object.values(catalogue.prices).some((price) => price.amount > 0);
    if (app.settings.isPaid !== isPaid) {
      await tx
        .update(apps)
        .set({ settings: { ...app.settings, isPaid } })
        .where(eq(apps.id, actor.appId));
    }
    await recordAuditEvent(tx, {
      appId: actor.appId,
      actorKind: 'member',
      actorId: actor.actorId,
      action: event.action,
      targetId: event.targetId,
      detail: { before: event.before ?? null, after: event.after ?? null },
      now: actor.now,
    });
  });
}

/** The offered plan `id` of the catalogue, or 404 (an archived plan is changed by the file only). */
function offeredPlan(catalogue: Catalogue, id: string): PlanState {
  const plan = catalogue.plans[id];
  if (!plan) throw noSuchPlan(id);
  return plan;
}

/** Creates a plan; answers its id. */
export async function createPlan(
  database: Database,
  actor: CatalogueActor,
  request: ConsolePlanRequest,
): Promise<string> {
  const id = freshId('pln', request.name);
  await changeCatalogue(database, actor, async (catalogue) => {
    const plan = planState(id, {
      name: request.name,
      description: request.description || null,
      priority: request.priority ?? 0,
      restricted: request.restricted ?? false,
      maxTeamMembers: request.teamSeats ?? null,
      teamAccountInviteSignupLink: request.teamSeats ? '/signup' : null,
      afterLoginRedirect: null,
      afterSignupRedirect: null,
      afterLogoutRedirect: null,
    });
    catalogue.plans[id] = plan;
    return { action: 'plan.created', targetId: id, before: null, after: plan };
  });
  return id;
}

/** Changes an offered plan's name, description, priority, restriction or seats. */
export function updatePlan(
  database: Database,
  actor: CatalogueActor,
  id: string,
  changes: ConsolePlanUpdate,
): Promise<void> {
  return changeCatalogue(database, actor, async (catalogue) => {
    const before = offeredPlan(catalogue, id);
    const seats = changes.teamSeats === undefined ? before.maxTeamMembers : changes.teamSeats;
    const after = planState(id, {
      ...before,
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.description !== undefined ? { description: changes.description || null } : {}),
      ...(changes.priority !== undefined ? { priority: changes.priority } : {}),
      ...(changes.restricted !== undefined ? { restricted: changes.restricted } : {}),
      maxTeamMembers: seats,
      teamAccountInviteSignupLink: seats === null ? null : (before.teamAccountInviteSignupLink ?? '/signup'),
    });
    catalogue.plans[id] = after;
    return { action: 'plan.updated', targetId: id, before, after };
  });
}

/** Archives a plan (in use or not): its members keep it, nobody else may take it, its prices stop. */
export function archivePlan(database: Database, actor: CatalogueActor, id: string): Promise<void> {
  return changeCatalogue(database, actor, async (catalogue, tx) => {
    const before = offeredPlan(catalogue, id);
    delete catalogue.plans[id];
    for (const [priceId, price] of Object.entries(catalogue.prices)) {
      if (price.planId === id) delete catalogue.prices[priceId];
    }
    // Kept as archived even when nobody holds it (the writer would delete it): archiving is asked.
    await tx.update(plans).set({ archivedAt: actor.now }).where(eq(plans.id, id));
    await tx.update(prices).set({ active: false }).where(eq(prices.planId, id));
    return {
      action: 'plan.archived',
      targetId: id,
      before,
      after: { ...before, archivedAt: actor.now.toISOString() },
    };
  });
}

/** Deletes a plan nobody ever held (offered or archived); a plan in use is refused. */
export function deletePlan(database: Database, actor: CatalogueActor, id: string): Promise<void> {
  return changeCatalogue(database, actor, async (catalogue, tx) => {
    const [row] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.appId, actor.appId), eq(plans.id, id)));
    if (!row) throw noSuchPlan(id);
    if (await planInUse(tx, id)) {
      throw new ApiError(409, CONSOLE_CATALOGUE_ERROR_CODES.planInUse, planInUseMessage(row.name));
    }
    delete catalogue.plans[id];
    for (const [priceId, price] of Object.entries(catalogue.prices)) {
      if (price.planId === id) delete catalogue.prices[priceId];
    }
    for (const group of Object.values(catalogue.contentGroups)) {
      group.plans = group.plans.filter((planId) => planId !== id);
    }
    if (row.archivedAt) await tx.delete(plans).where(eq(plans.id, id));
    const { id: _id, appId: _app, createdAt: _created, ...before } = row;
    return { action: 'plan.deleted', targetId: id, before, after: null };
  });
}

/** Adds a subscription price to an offered plan; answers its id. */
export async function addPrice(
  database: Database,
  actor: CatalogueActor,
  planId: string,
  request: ConsolePriceRequest,
): Promise<string> {
  const id = freshId('prc', request.name);
  await changeCatalogue(database, actor, async (catalogue) => {
    offeredPlan(catalogue, planId);
    const price = priceState(id, {
      planId,
      name: request.name,
      amount: request.amount,
      currency: request.currency,
      intervalType: INTERVALS[request.interval],
      intervalCount: request.intervalCount ?? 1,
      trialDays: request.trialDays ?? null,
    });
    catalogue.prices[id] = price;
    return { action: 'price.created', targetId: id, before: null, after: price };
  });
  return id;
}

/** The offered price `priceId` of plan `planId`, or 404. */
function offeredPrice(catalogue: Catalogue, planId: string, priceId: string): PriceState {
  offeredPlan(catalogue, planId);
  const price = catalogue.prices[priceId];
  if (!price || price.planId !== planId) throw noSuchPrice(priceId);
  return price;
}

/** Changes a price; its amount, currency and interval only while nobody pays, paid or buys it. */
export function updatePrice(
  database: Database,
  actor: CatalogueActor,
  planId: string,
  priceId: string,
  changes: ConsolePriceUpdate,
): Promise<void> {
  return changeCatalogue(database, actor, async (catalogue, tx) => {
    const before = offeredPrice(catalogue, planId, priceId);
    const after = priceState(priceId, {
      ...before,
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.amount !== undefined ? { amount: changes.amount } : {}),
      ...(changes.currency !== undefined ? { currency: changes.currency } : {}),
      ...(changes.interval !== undefined ? { intervalType: INTERVALS[changes.interval] } : {}),
      ...(changes.intervalCount !== undefined ? { intervalCount: changes.intervalCount } : {}),
      ...(changes.trialDays !== undefined ? { trialDays: changes.trialDays } : {}),
    });
    // The rule a start applies to a file (docs/apps.md "Applying a file").
    const changed = (['amount', 'currency', 'intervalType', 'intervalCount'] as const).filter(
      (field) => before[field] !== after[field],
    );
    if (changed.length > 0 && (await priceInUse(tx, priceId))) {
      const names = [...new Set(changed.map((field) => (field.startsWith('interval') ? 'interval' : field)))];
      throw new ApiError(
        409,
        CONSOLE_CATALOGUE_ERROR_CODES.priceInUse,
        priceInUseMessage(before.name, names),
      );
    }
    catalogue.prices[priceId] = after;
    return { action: 'price.updated', targetId: priceId, before, after };
  });
}

/** Takes a price off the plan: archived while members pay or paid it, deleted otherwise. */
export function archivePrice(
  database: Database,
  actor: CatalogueActor,
  planId: string,
  priceId: string,
): Promise<void> {
  return changeCatalogue(database, actor, async (catalogue, tx) => {
    const before = offeredPrice(catalogue, planId, priceId);
    delete catalogue.prices[priceId];
    const kept = await priceInUse(tx, priceId);
    return {
      action: kept ? 'price.archived' : 'price.deleted',
      targetId: priceId,
      before,
      after: kept ? { ...before, active: false } : null,
    };
  });
}

/** How many items of secure content the app's group `key` holds. */
async function itemsOf(tx: Tx, appId: string, key: string): Promise<number> {
  const [row] = await tx
    .select({ items: count() })
    .from(secureContent)
    .innerJoin(contentGroups, eq(contentGroups.id, secureContent.contentGroupId))
    .where(and(eq(contentGroups.appId, appId), eq(contentGroups.key, key)));
  return row?.items ?? 0;
}

/** Creates a content group. */
export function createGroup(
  database: Database,
  actor: CatalogueActor,
  request: ConsoleGroupRequest,
): Promise<void> {
  return changeCatalogue(database, actor, async (catalogue) => {
    if (request.key in catalogue.contentGroups) {
      throw new ApiError(
        409,
        CONSOLE_CATALOGUE_ERROR_CODES.groupExists,
        `A content group with the key '${request.key}' exists already: choose another key.`,
      );
    }
    const group = groupState(catalogue, request.key, {
      name: request.name,
      plans: request.plans,
      urls: request.urls,
      redirect: request.redirect,
    });
    catalogue.contentGroups[request.key] = group;
    return { action: 'content-group.created', targetId: request.key, before: null, after: group };
  });
}

/** Changes a content group; a new key only while it holds no secure content and is free. */
export function updateGroup(
  database: Database,
  actor: CatalogueActor,
  key: string,
  changes: ConsoleGroupUpdate,
): Promise<void> {
  return changeCatalogue(database, actor, async (catalogue, tx) => {
    const before = catalogue.contentGroups[key];
    if (!before) throw noSuchGroup(key);
    const nextKey = changes.key ?? key;
    if (nextKey !== key) {
      const items = await itemsOf(tx, actor.appId, key);
      if (items > 0) {
        throw new ApiError(
          409,
          CONSOLE_CATALOGUE_ERROR_CODES.groupInUse,
          groupInUseMessage(key, items, 'key'),
        );
      }
      if (nextKey in catalogue.contentGroups) {
        throw new ApiError(
          409,
          CONSOLE_CATALOGUE_ERROR_CODES.groupExists,
          `A content group with the key '${nextKey}' exists already: choose another key.`,
        );
      }
    }
    const after = groupState(
      catalogue,
      nextKey,
      {
        name: changes.name ?? before.name,
        plans: changes.plans ?? before.plans,
        urls: changes.urls ?? before.urls,
        redirect: changes.redirect ?? before.redirect,
      },
      before.plans,
    );
    delete catalogue.contentGroups[key];
    catalogue.contentGroups[nextKey] = after;
    return {
      action: 'content-group.updated',
      targetId: nextKey,
      before: { key, ...before },
      after: { key: nextKey, ...after },
    };
  });
}

/** Deletes a content group that holds no secure content. */
export function deleteGroup(database: Database, actor: CatalogueActor, key: string): Promise<void> {
  return changeCatalogue(database, actor, async (catalogue, tx) => {
    const before = catalogue.contentGroups[key];
    if (!before) throw noSuchGroup(key);
    const items = await itemsOf(tx, actor.appId, key);
    if (items > 0) {
      throw new ApiError(
        409,
        CONSOLE_CATALOGUE_ERROR_CODES.groupInUse,
        groupInUseMessage(key, items, 'delete'),
      );
    }
    delete catalogue.contentGroups[key];
    return { action: 'content-group.deleted', targetId: key, before: { key, ...before }, after: null };
  });
}
