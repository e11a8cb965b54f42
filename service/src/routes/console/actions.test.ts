/**
 * A member's page and the console's actions on a member (docs/console.md "A member's page",
 * "Actions"), with the audit events each change writes: who, when, what, before and after.
 */
import {
  ADMIN_PLAN_ID,
  APP_ID,
  FREE_PLAN_ID,
  MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_PRICE_ID,
  TEAM_PLAN_ID,
} from '@wf/config/app';
import {
  consoleDeletedMemberResponseSchema,
  consoleMemberResponseSchema,
  consoleResendVerificationResponseSchema,
  consoleSignOutResponseSchema,
} from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberProviders,
  members,
  paymentEvents,
  planConnections,
  plans,
  subscriptions,
} from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { CONFIRM_EMAIL_MISMATCH_MESSAGE, OWN_ADMIN_PLAN_MESSAGE } from '../../members/console-actions.ts';
import { insertMember } from '../../members/testing.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { type ConsoleTest, call, createConsoleTest, type SignedIn, signIn, signInAdmin } from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'actions-admin@example.org' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

const memberPath = (id: string, rest = '') => `/api/admin/members/${id}${rest}`;

async function page(id: string) {
  const response = await call(test, 'GET', memberPath(id), admin.headers);
  expect(response.status, await response.clone().text()).toBe(200);
  return consoleMemberResponseSchema.parse(await response.json()).data;
}

describe("a member's page", () => {
  it('given a paying member with a provider, a session and billing events, it shows them all', async () => {
    const { member } = await signIn(test, {
      email: 'detail@example.org',
      customFields: { 'first-name': 'Dee' },
      metaData: { source: 'import' },
    });
    const subscriptionId = newId('sub');
    await test.database.db.insert(subscriptions).values({
      id: subscriptionId,
      appId: APP_ID,
      memberId: member.id,
      planId: MEMBERSHIP_PLAN_ID,
      priceId: MEMBERSHIP_PRICE_ID,
      provider: 'test',
      providerSubscriptionId: 'test-sub-1',
      providerCustomerId: 'test-cus-1',
      status: 'ACTIVE',
      paymentStatus: 'PAID',
    });
    await test.database.db.insert(planConnections).values({
      id: newId('con'),
      appId: APP_ID,
      memberId: member.id,
      planId: MEMBERSHIP_PLAN_ID,
      type: 'SUBSCRIPTION',
      status: 'ACTIVE',
      priceId: MEMBERSHIP_PRICE_ID,
      subscriptionId,
    });
    await test.database.db.insert(paymentEvents).values({
      id: newId('pev'),
      appId: APP_ID,
      memberId: member.id,
      subscriptionId,
      type: 'payment-succeeded',
      toStatus: 'ACTIVE',
      amount: 100,
      currency: 'usd',
    });
    await test.database.db.insert(memberProviders).values({
      appId: APP_ID,
      memberId: member.id,
      provider: 'google',
      providerUserId: 'g-detail',
      email: 'detail@gmail.example',
      provesEmail: true,
    });
    const detail = await page(member.id);
    expect(detail.profile).toMatchObject({
      id: member.id,
      email: 'detail@example.org',
      verified: false,
      customFields: { 'first-name': 'Dee' },
      metaData: { source: 'import' },
    });
    expect(detail.profile.lastLogin).not.toBeNull();
    expect(detail.planConnections).toEqual([
      expect.objectContaining({
        planId: MEMBERSHIP_PLAN_ID,
        type: 'SUBSCRIPTION',
        status: 'ACTIVE',
        active: true,
        free: false,
        payment: expect.objectContaining({ priceId: MEMBERSHIP_PRICE_ID, amount: 1, status: 'PAID' }),
      }),
    ]);
    expect(detail.billingHistory).toEqual([
      expect.objectContaining({
        type: 'payment-succeeded',
        amount: 1,
        currency: 'usd',
        planId: MEMBERSHIP_PLAN_ID,
      }),
    ]);
    expect(detail.providers).toEqual([
      { provider: 'google', email: 'detail@gmail.example', connectedAt: expect.any(String) },
    ]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.teams).toEqual([]);
  });

  it('given a member who owns a team plan, it shows the team and its seats', async () => {
    const member = await insertMember(test.database, { email: 'team-owner@example.org' });
    await call(test, 'POST', memberPath(member.id, '/plans'), admin.headers, { planId: TEAM_PLAN_ID });
    const detail = await page(member.id);
    expect(detail.teams).toEqual([
      expect.objectContaining({ planId: TEAM_PLAN_ID, role: 'OWNER', ownerId: member.id, memberCount: 1 }),
    ]);
  });

  it('given an unknown id, it answers 404', async () => {
    const response = await call(test, 'GET', memberPath('mem_nobody'), admin.headers);
    expect(response.status).toBe(404);
  });
});

describe('adding and removing a free plan', () => {
  it('given a restricted free plan, the member gets it; the change is audited with before and after', async () => {
    const member = await insertMember(test.database, { email: 'grant@example.org' });
    const response = await call(test, 'POST', memberPath(member.id, '/plans'), admin.headers, {
      planId: ADMIN_PLAN_ID,
    });
    expect(response.status).toBe(200);
    const detail = consoleMemberResponseSchema.parse(await response.json()).data;
    expect(detail.planConnections.map((connection) => connection.planId)).toEqual([ADMIN_PLAN_ID]);
    const [event] = await latestAuditEvents(test.database.db, APP_ID, {
      action: 'member.plan-added',
      limit: 1,
    });
    expect(event).toMatchObject({
      actorKind: 'member',
      actorId: admin.member.id,
      targetId: member.id,
      detail: {
        planId: ADMIN_PLAN_ID,
        before: { plans: [] },
        after: { plans: [{ planId: ADMIN_PLAN_ID, type: 'FREE', status: 'ACTIVE' }] },
      },
    });
    expect(event?.createdAt).toBeInstanceOf(Date);
    const [call_] = await latestAuditEvents(test.database.db, APP_ID, {
      action: 'console.members.add-plan',
      limit: 1,
    });
    expect(call_).toMatchObject({ actorId: admin.member.id, targetId: member.id, detail: { status: 200 } });
  });

  it('given a paid plan or an archived one, it is refused and nothing changes', async () => {
    const member = await insertMember(test.database, { email: 'refused@example.org' });
    const paid = await call(test, 'POST', memberPath(member.id, '/plans'), admin.headers, {
      planId: MEMBERSHIP_PLAN_ID,
    });
    expect(paid.status).toBe(400);
    expect((await paid.json()).error.code).toBe('plan/unavailable');
    await test.database.db
      .insert(plans)
      .values({ id: 'pln_console-archived', appId: APP_ID, name: 'Old', archivedAt: new Date() });
    const archived = await call(test, 'POST', memberPath(member.id, '/plans'), admin.headers, {
      planId: 'pln_console-archived',
    });
    expect(archived.status).toBe(400);
    expect((await page(member.id)).planConnections).toEqual([]);
  });

  it('given a free plan the member holds, it is removed and audited; a paid one is refused', async () => {
    const member = await insertMember(test.database, {
      email: 'remove@example.org',
      planIds: [FREE_PLAN_ID],
      paidPlanIds: [MEMBERSHIP_PLAN_ID],
    });
    const removed = await call(
      test,
      'DELETE',
      memberPath(member.id, `/plans/${FREE_PLAN_ID}`),
      admin.headers,
    );
    expect(removed.status).toBe(200);
    const detail = consoleMemberResponseSchema.parse(await removed.json()).data;
    expect(detail.planConnections.map((connection) => connection.planId)).toEqual([MEMBERSHIP_PLAN_ID]);
    const [event] = await latestAuditEvents(test.database.db, APP_ID, {
      action: 'member.plan-removed',
      limit: 1,
    });
    const detailOf = event?.detail as {
      before: { plans: { planId: string }[] };
      after: { plans: { planId: string }[] };
    };
    expect(detailOf.before.plans.map((plan) => plan.planId).sort()).toEqual(
      [FREE_PLAN_ID, MEMBERSHIP_PLAN_ID].sort(),
    );
    expect(detailOf.after.plans.map((plan) => plan.planId)).toEqual([MEMBERSHIP_PLAN_ID]);
    const paid = await call(
      test,
      'DELETE',
      memberPath(member.id, `/plans/${MEMBERSHIP_PLAN_ID}`),
      admin.headers,
    );
    expect(paid.status).toBe(400);
    const missing = await call(
      test,
      'DELETE',
      memberPath(member.id, `/plans/${FREE_PLAN_ID}`),
      admin.headers,
    );
    expect(missing.status).toBe(404);
  });

  it('given their own admin plan, an administrator cannot remove it; another administrator can', async () => {
    const own = await call(
      test,
      'DELETE',
      memberPath(admin.member.id, `/plans/${ADMIN_PLAN_ID}`),
      admin.headers,
    );
    expect(own.status).toBe(409);
    expect((await own.json()).error.message).toBe(OWN_ADMIN_PLAN_MESSAGE);
    const other = await signInAdmin(test, { email: 'other-admin@example.org' });
    const revoked = await call(
      test,
      'DELETE',
      memberPath(other.member.id, `/plans/${ADMIN_PLAN_ID}`),
      admin.headers,
    );
    expect(revoked.status).toBe(200);
    // Their admin plan is gone: the console turns them away at once.
    const after = await call(test, 'GET', '/api/admin/members', other.headers);
    expect(after.status).toBe(403);
  });
});

describe('signing a member out everywhere', () => {
  it('given a signed-in member, their next request is refused; the change is audited', async () => {
    const target = await signIn(test, { email: 'signout@example.org' });
    expect((await call(test, 'GET', '/api/member/sessions', target.headers)).status).toBe(200);
    const response = await call(
      test,
      'POST',
      memberPath(target.member.id, '/sessions/sign-out'),
      admin.headers,
    );
    expect(response.status).toBe(200);
    expect(consoleSignOutResponseSchema.parse(await response.json()).data).toEqual({ signedOut: 1 });
    const refused = await call(test, 'GET', '/api/member/sessions', target.headers);
    expect(refused.status).toBe(401);
    expect((await page(target.member.id)).sessions).toEqual([]);
    const [event] = await latestAuditEvents(test.database.db, APP_ID, {
      action: 'member.signed-out',
      limit: 1,
    });
    expect(event).toMatchObject({
      actorId: admin.member.id,
      targetId: target.member.id,
      detail: { before: { openSessions: 1 }, after: { openSessions: 0 } },
    });
  });
});

describe('verification', () => {
  it('given an unverified member, verify marks the address verified and is audited', async () => {
    const member = await insertMember(test.database, { email: 'verify@example.org' });
    const response = await call(test, 'POST', memberPath(member.id, '/verify'), admin.headers);
    expect(response.status).toBe(200);
    expect(consoleMemberResponseSchema.parse(await response.json()).data.profile.verified).toBe(true);
    const [event] = await latestAuditEvents(test.database.db, APP_ID, {
      action: 'member.verified',
      limit: 1,
    });
    expect(event).toMatchObject({
      targetId: member.id,
      detail: { before: { verified: false }, after: { verified: true } },
    });
  });

  it('given an unverified member, resend mails them a verification link; a verified one gets none', async () => {
    const member = await insertMember(test.database, { email: 'resend@example.org' });
    const response = await call(test, 'POST', memberPath(member.id, '/resend-verification'), admin.headers);
    expect(response.status).toBe(200);
    expect(consoleResendVerificationResponseSchema.parse(await response.json()).data).toEqual({ sent: true });
    const mail = test.sent.findLast((message) => message.to === 'resend@example.org');
    expect(mail?.text).toContain('/api/auth/verify-email?token=');
    const verified = await insertMember(test.database, { email: 'already@example.org', verified: true });
    const none = await call(test, 'POST', memberPath(verified.id, '/resend-verification'), admin.headers);
    expect(consoleResendVerificationResponseSchema.parse(await none.json()).data).toEqual({ sent: false });
    expect(test.sent.some((message) => message.to === 'already@example.org')).toBe(false);
  });
});

describe('deleting a member', () => {
  it("given an address that is not the member's, nothing is deleted", async () => {
    const member = await insertMember(test.database, { email: 'keep@example.org' });
    const response = await call(test, 'DELETE', memberPath(member.id), admin.headers, {
      confirmEmail: 'someone-else@example.org',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(CONFIRM_EMAIL_MISMATCH_MESSAGE);
    expect(await test.database.db.select().from(members).where(eq(members.id, member.id))).toHaveLength(1);
  });

  it("given the member's address (any case), the member is deleted and the deletion audited", async () => {
    const member = await insertMember(test.database, {
      email: 'delete-me@example.org',
      planIds: [FREE_PLAN_ID],
    });
    const response = await call(test, 'DELETE', memberPath(member.id), admin.headers, {
      confirmEmail: ' Delete-Me@Example.org ',
    });
    expect(response.status).toBe(200);
    expect(consoleDeletedMemberResponseSchema.parse(await response.json()).data).toEqual({ id: member.id });
    expect(await test.database.db.select().from(members).where(eq(members.id, member.id))).toEqual([]);
    const [event] = await latestAuditEvents(test.database.db, APP_ID, { action: 'member.deleted', limit: 1 });
    expect(event).toMatchObject({
      actorId: admin.member.id,
      targetId: member.id,
      detail: { before: { plans: [expect.objectContaining({ planId: FREE_PLAN_ID })] }, after: null },
    });
    // The address of an erased account is not kept in the log.
    expect(JSON.stringify(event?.detail)).not.toContain('delete-me');
  });
});

describe('malformed requests', () => {
  it.each([
    ['POST', '/plans', {}],
    ['POST', '/plans', { planId: 5 }],
    ['POST', '/plans', { planId: '' }],
    ['DELETE', '', {}],
    ['DELETE', '', { confirmEmail: 42 }],
  ] as const)('given %s %s with %j, it answers 400, never 500', async (method, rest, body) => {
    const member = await insertMember(test.database);
    const response = await call(test, method, memberPath(member.id, rest), admin.headers, body);
    expect(response.status).toBe(400);
  });

  it('given a body that is not JSON or an id holding NUL, it answers 400', async () => {
    const member = await insertMember(test.database);
    const response = await test.app.request(memberPath(member.id, '/plans'), {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: '{"planId":',
    });
    expect(response.status).toBe(400);
    expect((await call(test, 'GET', memberPath('mem_%00'), admin.headers)).status).toBe(400);
  });
});
