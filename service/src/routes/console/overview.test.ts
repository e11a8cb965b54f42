/**
 * GET /api/admin/overview (docs/console.md "Overview"): the totals, the monthly recurring revenue,
 * the series per UTC day and the latest events, on a real database; another app's members never
 * counted or named; a malformed window refused; the call audited.
 */
import { APP_ID } from '@wf/config/app';
import { type ConsoleOverview, consoleOverviewResponseSchema } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  commentChannels,
  commentReports,
  comments,
  paymentEvents,
  planConnections,
  plans,
  prices,
} from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { insertMember } from '../../members/testing.ts';
import {
  type ConsoleTest,
  call,
  createConsoleTest,
  insertOtherApp,
  OTHER_APP,
  type SignedIn,
  signInAdmin,
} from './test-kit.ts';

const DAY = 86_400_000;
const PLAN = 'pln_overview-test';
const OTHER_PLAN = 'pln_overview-other';

let test: ConsoleTest;
let admin: SignedIn;
let baseline: ConsoleOverview;

async function overview(query = ''): Promise<ConsoleOverview> {
  const response = await call(test, 'GET', `/api/admin/overview${query}`, admin.headers);
  expect(response.status).toBe(200);
  return consoleOverviewResponseSchema.parse(await response.json()).data;
}

function revenue(data: ConsoleOverview, currency: string): number {
  return data.monthlyRevenue.find((row) => row.currency === currency)?.amount ?? 0;
}

function dayOf(data: ConsoleOverview['signups'], date: string): number {
  return data.find((day) => day.date === date)?.count ?? -1;
}

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'overview-admin@example.org' });
  baseline = await overview('?days=7');
});

afterAll(async () => {
  await test.close();
});

describe('GET /api/admin/overview', () => {
  it("counts the app's members and paid memberships, never another app's", async () => {
    const now = Date.now();
    const db = test.database.db;
    await insertOtherApp(test);
    await db.insert(plans).values({ id: OTHER_PLAN, appId: OTHER_APP.id, name: 'Other paid' });
    await db.insert(prices).values({
      id: 'prc_overview-other',
      appId: OTHER_APP.id,
      planId: OTHER_PLAN,
      name: 'Monthly',
      type: 'SUBSCRIPTION',
      amount: 99_900,
      currency: 'usd',
      intervalType: 'MONTHLY',
      intervalCount: 1,
    });
    const stranger = await insertMember(test.database, {
      appId: OTHER_APP.id,
      email: 'stranger@other.example',
    });
    await db.insert(planConnections).values({
      id: newId('con'),
      appId: OTHER_APP.id,
      memberId: stranger.id,
      planId: OTHER_PLAN,
      type: 'SUBSCRIPTION',
      status: 'ACTIVE',
      priceId: 'prc_overview-other',
    });
    await db.insert(paymentEvents).values({
      id: newId('pev'),
      appId: OTHER_APP.id,
      memberId: stranger.id,
      type: 'payment-succeeded',
      amount: 99_900,
      currency: 'usd',
    });
    expect(await overview('?days=7')).toEqual(baseline);

    await db.insert(plans).values({ id: PLAN, appId: APP_ID, name: 'Overview paid' });
    const price = async (
      id: string,
      amount: number,
      currency: string,
      intervalType: 'WEEKLY' | 'MONTHLY' | 'YEARLY',
      intervalCount: number,
    ) => {
      await db.insert(prices).values({
        id,
        appId: APP_ID,
        planId: PLAN,
        name: id,
        type: 'SUBSCRIPTION',
        amount,
        currency,
        intervalType,
        intervalCount,
      });
    };
    await price('prc_overview-month', 1000, 'usd', 'MONTHLY', 1);
    await price('prc_overview-year', 12_000, 'usd', 'YEARLY', 1);
    await price('prc_overview-fortnight', 1200, 'eur', 'WEEKLY', 2);

    const connect = async (
      createdAt: Date,
      status: 'ACTIVE' | 'TRIALING' | 'PAST_DUE' | 'CANCELED',
      priceId: string,
    ) => {
      const member = await insertMember(test.database, { createdAt });
      await db.insert(planConnections).values({
        id: newId('con'),
        appId: APP_ID,
        memberId: member.id,
        planId: PLAN,
        type: 'SUBSCRIPTION',
        status,
        priceId,
        createdAt,
      });
      return member;
    };
    const today = new Date(now);
    const threeDaysAgo = new Date(now - 3 * DAY);
    const longAgo = new Date(now - 400 * DAY);
    const payer = await connect(today, 'ACTIVE', 'prc_overview-month');
    await connect(threeDaysAgo, 'ACTIVE', 'prc_overview-year');
    await connect(longAgo, 'ACTIVE', 'prc_overview-fortnight');
    await connect(today, 'TRIALING', 'prc_overview-month');
    await connect(today, 'PAST_DUE', 'prc_overview-month');
    await connect(longAgo, 'CANCELED', 'prc_overview-month');
    await insertMember(test.database, { createdAt: today, email: 'reporter@example.org' });

    const data = await overview('?days=7');
    expect(data.totals.members - baseline.totals.members).toBe(7);
    expect(data.totals.activeMemberships - baseline.totals.activeMemberships).toBe(3);
    expect(data.totals.trials - baseline.totals.trials).toBe(1);
    expect(data.totals.lapsed - baseline.totals.lapsed).toBe(2);
    // 10.00 a month + 120.00 a year (10.00) in dollars; 12.00 every two weeks is 26.00 a month.
    expect(revenue(data, 'usd') - revenue(baseline, 'usd')).toBe(2000);
    expect(revenue(data, 'eur') - revenue(baseline, 'eur')).toBe(2600);

    // Seven UTC days, oldest first, zero-filled; today holds four sign-ups and three memberships.
    expect(data.signups).toHaveLength(7);
    expect(data.newMemberships.map((day) => day.date)).toEqual(data.signups.map((day) => day.date));
    const todayDate = today.toISOString().slice(0, 10);
    const threeDate = threeDaysAgo.toISOString().slice(0, 10);
    expect(data.to).toBe(todayDate);
    expect(dayOf(data.signups, todayDate) - dayOf(baseline.signups, todayDate)).toBe(4);
    expect(dayOf(data.newMemberships, todayDate) - dayOf(baseline.newMemberships, todayDate)).toBe(3);
    expect(dayOf(data.signups, threeDate) - dayOf(baseline.signups, threeDate)).toBe(1);
    expect(data.totals.signupsInWindow - baseline.totals.signupsInWindow).toBe(5);
    expect(data.totals.newMembershipsInWindow - baseline.totals.newMembershipsInWindow).toBe(4);

    await db.insert(paymentEvents).values([
      {
        id: newId('pev'),
        appId: APP_ID,
        memberId: payer.id,
        type: 'payment-succeeded',
        amount: 1000,
        currency: 'usd',
        createdAt: new Date(now + 1000),
      },
      {
        id: newId('pev'),
        appId: APP_ID,
        memberId: payer.id,
        type: 'payment-failed',
        amount: 1000,
        currency: 'usd',
        createdAt: new Date(now + 2000),
      },
    ]);
    const author = await insertMember(test.database, { email: 'author@example.org' });
    const channelId = newId('chn');
    await db.insert(commentChannels).values({ id: channelId, appId: APP_ID, key: 'overview-test' });
    const commentId = newId('cmt');
    await db.insert(comments).values({
      id: commentId,
      appId: APP_ID,
      channelId,
      memberId: author.id,
      internalOrder: '1'.padStart(16, '0'),
      content: 'Hello',
    });
    await db.insert(commentReports).values({
      appId: APP_ID,
      commentId,
      memberId: author.id,
      reason: 'spam',
      createdAt: new Date(now + 3000),
    });

    const latest = await overview();
    expect(latest.days).toBe(30);
    expect(latest.signups).toHaveLength(30);
    expect(latest.events.length).toBeLessThanOrEqual(20);
    expect(latest.events.slice(0, 3)).toEqual([
      expect.objectContaining({
        kind: 'comment-report',
        memberId: author.id,
        text: 'author@example.org reported a comment.',
      }),
      expect.objectContaining({ kind: 'payment-failed', memberId: payer.id }),
      expect.objectContaining({ kind: 'payment', memberId: payer.id }),
    ]);
    expect(latest.events[2]?.text).toContain('$10.00');
    expect(JSON.stringify(latest)).not.toContain('stranger@other.example');
    expect(latest.events.map((event) => event.memberId)).not.toContain(stranger.id);
  });

  it.each([['abc'], ['6'], ['366'], ['7.5'], ['']])('answers days=%s with 400, never 500', async (days) => {
    const response = await call(test, 'GET', `/api/admin/overview?days=${days}`, admin.headers);
    expect(response.status).toBe(400);
  });

  it('is audited as console.overview.read with the administrator as the actor', async () => {
    await overview('?days=90');
    const rows = await test.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.appId, APP_ID), eq(auditEvents.action, 'console.overview.read')));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.actorId === admin.member.id)).toBe(true);
  });
});
