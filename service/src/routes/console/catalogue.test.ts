/**
 * The console's Plans and access (docs/console.md "Plans and access"): the list with prices and
 * holders, creating and changing plans and prices, archiving and deleting by the app file's
 * rules (in use: archived, never deleted; a price members pay keeps its amount, currency and
 * interval), content groups and their keys, and the audit event each change writes.
 */
import {
  APP_ID,
  FREE_PLAN_ID,
  MEMBERS_VIDEOS_GROUP,
  MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_PRICE_ID,
} from '@wf/config/app';
import {
  CONSOLE_CATALOGUE_ERROR_CODES,
  type ConsoleCatalogue,
  consoleCatalogueResponseSchema,
} from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentGroups, planConnections, plans, prices, subscriptions } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { type ConsoleTest, call, createConsoleTest, type SignedIn, signIn, signInAdmin } from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'plans-admin@example.org' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function send(method: string, path: string, body?: unknown): Promise<ConsoleCatalogue> {
  const response = await call(test, method, `/api${path}`, admin.headers, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return consoleCatalogueResponseSchema.parse(await response.json()).data;
}

async function refused(method: string, path: string, body?: unknown) {
  const response = await call(test, method, `/api${path}`, admin.headers, body);
  return {
    status: response.status,
    error: ((await response.json()) as { error: { code: string; message: string } }).error,
  };
}

async function latest(action: string) {
  const [event] = await latestAuditEvents(test.database.db, APP_ID, { action, limit: 1 });
  return event;
}

function planNamed(catalogue: ConsoleCatalogue, name: string) {
  const plan = catalogue.plans.find((item) => item.name === name);
  if (!plan) throw new Error(`no plan '${name}'`);
  return plan;
}

describe('the list', () => {
  it("given World Family's app, it lists free and paid plans with prices, holders and use", async () => {
    await signIn(test, { email: 'holder@example.org', planIds: [FREE_PLAN_ID] });
    const catalogue = await send('GET', '/admin/plans');
    const free = catalogue.plans.find((plan) => plan.id === FREE_PLAN_ID);
    expect(free).toMatchObject({ free: true, archivedAt: null, inUse: true, prices: [] });
    expect(free?.holders).toBeGreaterThanOrEqual(1);
    const paid = catalogue.plans.find((plan) => plan.id === MEMBERSHIP_PLAN_ID);
    expect(paid?.free).toBe(false);
    expect(paid?.prices[0]).toMatchObject({ id: MEMBERSHIP_PRICE_ID, interval: 'month', active: true });
    expect(catalogue.contentGroups.map((group) => group.key)).toContain(MEMBERS_VIDEOS_GROUP);
    const event = await latest('console.plans.list');
    expect(event?.actorId).toBe(admin.member.id);
  });
});

describe('plans', () => {
  it('given a new plan, it is created free, offered, and audited with before and after', async () => {
    const catalogue = await send('POST', '/admin/plans', {
      name: 'Friends of the Family',
      description: 'For supporters.',
      restricted: true,
      teamSeats: null,
    });
    const plan = planNamed(catalogue, 'Friends of the Family');
    expect(plan).toMatchObject({ free: true, restricted: true, holders: 0, inUse: false, teamSeats: null });
    expect(plan.id).toMatch(/^pln_friends-of-the-family-[a-z0-9]{6}$/);
    const event = await latest('plan.created');
    expect(event).toMatchObject({ actorKind: 'member', actorId: admin.member.id, targetId: plan.id });
    expect(event?.detail).toMatchObject({
      before: null,
      after: { name: 'Friends of the Family', restricted: true },
    });
  });

  it('given a change of name and seats, it is written and audited', async () => {
    const { id } = planNamed(await send('GET', '/admin/plans'), 'Friends of the Family');
    const catalogue = await send('PATCH', `/admin/plans/${id}`, { name: 'Friends', teamSeats: 4 });
    expect(planNamed(catalogue, 'Friends')).toMatchObject({ teamSeats: 4 });
    const event = await latest('plan.updated');
    expect(event?.detail).toMatchObject({
      before: { name: 'Friends of the Family', maxTeamMembers: null },
      after: { name: 'Friends', maxTeamMembers: 4 },
    });
  });

  it('given a malformed plan, it answers 400 naming the field and creates nothing', async () => {
    const before = await send('GET', '/admin/plans');
    const tooFew = await refused('POST', '/admin/plans', { name: 'Duo', teamSeats: 1 });
    expect(tooFew.status).toBe(400);
    const noName = await refused('POST', '/admin/plans', { name: '   ' });
    expect(noName.status).toBe(400);
    const notJson = await test.app.request('/api/admin/plans', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(notJson.status).toBe(400);
    expect((await send('GET', '/admin/plans')).plans).toHaveLength(before.plans.length);
  });

  it('given a plan nobody ever held, it is deleted', async () => {
    const created = planNamed(await send('POST', '/admin/plans', { name: 'Short lived' }), 'Short lived');
    const catalogue = await send('DELETE', `/admin/plans/${created.id}`);
    expect(catalogue.plans.find((plan) => plan.id === created.id)).toBeUndefined();
    expect(await test.database.db.select().from(plans).where(eq(plans.id, created.id))).toEqual([]);
    expect((await latest('plan.deleted'))?.detail).toMatchObject({
      before: { name: 'Short lived' },
      after: null,
    });
  });

  it('given a plan in use, deleting is refused with the reason; archiving keeps it for its members', async () => {
    const created = planNamed(await send('POST', '/admin/plans', { name: 'Held' }), 'Held');
    const { member } = await signIn(test, { email: 'held@example.org', planIds: [created.id] });
    const deletion = await refused('DELETE', `/admin/plans/${created.id}`);
    expect(deletion.status).toBe(409);
    expect(deletion.error.code).toBe(CONSOLE_CATALOGUE_ERROR_CODES.planInUse);
    expect(deletion.error.message).toContain("Members hold or have held 'Held'");
    expect(await test.database.db.select().from(plans).where(eq(plans.id, created.id))).toHaveLength(1);

    const catalogue = await send('POST', `/admin/plans/${created.id}/archive`);
    const archived = catalogue.plans.find((plan) => plan.id === created.id);
    expect(archived?.archivedAt).not.toBeNull();
    expect(archived?.holders).toBe(1);
    const held = await test.database.db
      .select()
      .from(planConnections)
      .where(eq(planConnections.memberId, member.id));
    expect(held.map((row) => row.planId)).toContain(created.id);
    expect((await latest('plan.archived'))?.detail).toMatchObject({ before: { name: 'Held' } });
    // Archived plans are not changed in the console (the file puts them back).
    expect((await refused('PATCH', `/admin/plans/${created.id}`, { name: 'Back' })).status).toBe(404);
    expect((await refused('DELETE', `/admin/plans/${created.id}`)).status).toBe(409);
  });

  it('given an unused plan archived, it stays archived, not deleted', async () => {
    const created = planNamed(await send('POST', '/admin/plans', { name: 'Retired' }), 'Retired');
    const catalogue = await send('POST', `/admin/plans/${created.id}/archive`);
    expect(catalogue.plans.find((plan) => plan.id === created.id)?.archivedAt).not.toBeNull();
  });
});

describe('prices', () => {
  it('given a price added, the plan is paid; a price nobody paid may change and is deleted when taken off', async () => {
    const created = planNamed(await send('POST', '/admin/plans', { name: 'Patron' }), 'Patron');
    let catalogue = await send('POST', `/admin/plans/${created.id}/prices`, {
      name: 'Yearly',
      amount: 5000,
      currency: 'EUR',
      interval: 'year',
      trialDays: 14,
    });
    const plan = planNamed(catalogue, 'Patron');
    expect(plan.free).toBe(false);
    const price = plan.prices[0];
    expect(price).toMatchObject({
      amount: 5000,
      currency: 'eur',
      interval: 'year',
      trialDays: 14,
      inUse: false,
    });
    expect((await latest('price.created'))?.detail).toMatchObject({ before: null, after: { amount: 5000 } });

    catalogue = await send('PATCH', `/admin/plans/${created.id}/prices/${price?.id}`, { amount: 6000 });
    expect(planNamed(catalogue, 'Patron').prices[0]?.amount).toBe(6000);
    expect((await latest('price.updated'))?.detail).toMatchObject({
      before: { amount: 5000 },
      after: { amount: 6000 },
    });

    catalogue = await send('DELETE', `/admin/plans/${created.id}/prices/${price?.id}`);
    expect(planNamed(catalogue, 'Patron').prices).toEqual([]);
    expect(await test.database.db.select().from(prices).where(eq(prices.planId, created.id))).toEqual([]);
  });

  it('given a price members pay, its amount, currency and interval are refused; its name may change; taking it off archives it', async () => {
    const created = planNamed(await send('POST', '/admin/plans', { name: 'Sustainer' }), 'Sustainer');
    const catalogue = await send('POST', `/admin/plans/${created.id}/prices`, {
      name: 'Monthly',
      amount: 900,
      currency: 'usd',
      interval: 'month',
    });
    const priceId = planNamed(catalogue, 'Sustainer').prices[0]?.id ?? '';
    const { member } = await signIn(test, { email: 'payer@example.org' });
    await test.database.db.insert(subscriptions).values({
      id: newId('sub'),
      appId: APP_ID,
      memberId: member.id,
      planId: created.id,
      priceId,
      provider: 'test',
      providerSubscriptionId: 'test-sub-sustainer',
      providerCustomerId: 'test-cus-sustainer',
      status: 'ACTIVE',
      paymentStatus: 'PAID',
    });
    for (const change of [{ amount: 1000 }, { currency: 'eur' }, { interval: 'year' }]) {
      const answer = await refused('PATCH', `/admin/plans/${created.id}/prices/${priceId}`, change);
      expect(answer.status).toBe(409);
      expect(answer.error.code).toBe(CONSOLE_CATALOGUE_ERROR_CODES.priceInUse);
      expect(answer.error.message).toContain("Members pay the price 'Monthly'");
    }
    const renamed = await send('PATCH', `/admin/plans/${created.id}/prices/${priceId}`, {
      name: 'Monthly support',
    });
    expect(planNamed(renamed, 'Sustainer').prices[0]).toMatchObject({
      name: 'Monthly support',
      amount: 900,
      inUse: true,
    });
    const off = await send('DELETE', `/admin/plans/${created.id}/prices/${priceId}`);
    expect(planNamed(off, 'Sustainer').prices[0]).toMatchObject({ id: priceId, active: false });
    expect((await latest('price.archived'))?.targetId).toBe(priceId);
    expect((await refused('DELETE', `/admin/plans/${created.id}`)).status).toBe(409);
  });

  it('given a price of another plan, it is a 404', async () => {
    const answer = await refused('PATCH', `/admin/plans/${FREE_PLAN_ID}/prices/${MEMBERSHIP_PRICE_ID}`, {
      name: 'x',
    });
    expect(answer.status).toBe(404);
  });
});

describe('content groups', () => {
  const group = {
    key: 'supporters-corner',
    name: "Supporters' corner",
    plans: [MEMBERSHIP_PLAN_ID],
    urls: [{ url: '/supporters/', filter: 'STARTS' as const }],
    redirect: '/membership',
  };

  it('given a new group, it is created and audited; the same key again is refused', async () => {
    const catalogue = await send('POST', '/admin/content-groups', group);
    expect(catalogue.contentGroups.find((item) => item.key === group.key)).toMatchObject({
      name: group.name,
      plans: [MEMBERSHIP_PLAN_ID],
      secureContent: 0,
    });
    expect((await latest('content-group.created'))?.detail).toMatchObject({
      before: null,
      after: { name: group.name },
    });
    const again = await refused('POST', '/admin/content-groups', group);
    expect(again.status).toBe(409);
    expect(again.error.code).toBe(CONSOLE_CATALOGUE_ERROR_CODES.groupExists);
  });

  it('given a plan the app does not offer or a redirect off the site, it answers 400', async () => {
    expect(
      (await refused('POST', '/admin/content-groups', { ...group, key: 'x-1', plans: ['pln_nope'] })).status,
    ).toBe(400);
    expect(
      (
        await refused('POST', '/admin/content-groups', {
          ...group,
          key: 'x-2',
          redirect: 'https://evil.example/',
        })
      ).status,
    ).toBe(400);
    expect((await refused('POST', '/admin/content-groups', { ...group, key: 'Bad Key' })).status).toBe(400);
  });

  it('given a group without secure content, its key, plans and URLs change; then it is deleted', async () => {
    let catalogue = await send('PATCH', `/admin/content-groups/${group.key}`, {
      key: 'supporters',
      plans: [MEMBERSHIP_PLAN_ID, FREE_PLAN_ID],
    });
    expect(catalogue.contentGroups.find((item) => item.key === 'supporters')?.plans).toEqual(
      [MEMBERSHIP_PLAN_ID, FREE_PLAN_ID].sort(),
    );
    expect(catalogue.contentGroups.find((item) => item.key === group.key)).toBeUndefined();
    expect((await latest('content-group.updated'))?.detail).toMatchObject({
      before: { key: group.key },
      after: { key: 'supporters' },
    });
    catalogue = await send('DELETE', '/admin/content-groups/supporters');
    expect(catalogue.contentGroups.find((item) => item.key === 'supporters')).toBeUndefined();
    expect((await latest('content-group.deleted'))?.detail).toMatchObject({ after: null });
  });

  it('given the videos group holding secure content, a key change and a deletion are refused', async () => {
    const [row] = await test.database.db
      .select()
      .from(contentGroups)
      .where(eq(contentGroups.key, MEMBERS_VIDEOS_GROUP));
    expect(row).toBeDefined();
    const { secureContent } = await import('../../db/schema.ts');
    await test.database.db
      .insert(secureContent)
      .values({
        appId: APP_ID,
        contentId: 'video:catalogue-test',
        contentGroupId: row?.id ?? '',
        content: {},
      })
      .onConflictDoNothing();
    const keyChange = await refused('PATCH', `/admin/content-groups/${MEMBERS_VIDEOS_GROUP}`, {
      key: 'videos',
    });
    expect(keyChange.status).toBe(409);
    expect(keyChange.error.code).toBe(CONSOLE_CATALOGUE_ERROR_CODES.groupInUse);
    expect(keyChange.error.message).toContain('its key cannot change');
    const deletion = await refused('DELETE', `/admin/content-groups/${MEMBERS_VIDEOS_GROUP}`);
    expect(deletion.status).toBe(409);
    // Its name may change.
    const renamed = await send('PATCH', `/admin/content-groups/${MEMBERS_VIDEOS_GROUP}`, {
      name: 'Videos for members',
    });
    expect(renamed.contentGroups.find((item) => item.key === MEMBERS_VIDEOS_GROUP)?.name).toBe(
      'Videos for members',
    );
  });
});

describe('refusals before anything is read', () => {
  it('given a member without the admin plan, every change answers 403 and nothing changes', async () => {
    const member = await signIn(test, { email: 'plans-not-admin@example.org' });
    const before = await send('GET', '/admin/plans');
    for (const [method, path, body] of [
      ['GET', '/admin/plans', undefined],
      ['POST', '/admin/plans', { name: 'Sneaky' }],
      ['POST', `/admin/plans/${FREE_PLAN_ID}/archive`, undefined],
      ['DELETE', `/admin/plans/${FREE_PLAN_ID}`, undefined],
      ['POST', '/admin/content-groups', { key: 'sneaky', name: 'S', plans: [], urls: [], redirect: '/' }],
    ] as const) {
      const response = await call(test, method, `/api${path}`, member.headers, body);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(await send('GET', '/admin/plans')).toEqual(before);
  });
});
