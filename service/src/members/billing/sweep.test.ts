/** Time passing for a subscription of the test provider (docs/product/payments-and-providers.md "Trials and lapses"). */
import { MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, outbox } from '../../db/schema.ts';
import { silentLogger } from '../../log.ts';
import { createOutboxMailer } from '../../mail/mailer.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';
import { signedInMember } from '../testing.ts';
import { runBillingSweep } from './sweep.ts';
import { createTestProvider } from './test-provider/provider.ts';

const DAY = 86_400_000;
let now = Date.UTC(2026, 10, 1, 12);
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({}, { clock: () => new Date(now) });
}, 60_000);
afterAll(async () => {
  await test.close();
});

function sweep() {
  return runBillingSweep({
    database: test.database,
    clock: () => new Date(now),
    mailer: createOutboxMailer(test.database, () => new Date(now)),
    env: test.env,
    logger: silentLogger(),
    payments: createTestProvider({ database: test.database, publicUrl: test.env.publicUrl }),
  });
}

/** A member in the Membership's trial, with a card or not. */
async function trialMember(card: boolean) {
  const { member, session, client } = await signedInMember(test);
  const response = await test.app.request('/api/member/plans/create-checkout-session', {
    method: 'POST',
    headers: { ...APP_HEADERS, Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ priceId: MEMBERSHIP_PRICE_ID }),
  });
  const { data } = (await response.json()) as { data: { url: string } };
  const fields: Record<string, string> = card
    ? {
        action: 'trial',
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        name: 'Ada',
        postalCode: '10001',
      }
    : { action: 'trial' };
  const posted = await test.app.request(new URL(data.url).pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(posted.status).toBe(303);
  return {
    member,
    status: async () =>
      (await client.getCurrentMember()).data?.planConnections.find((c) => c.planId === MEMBERSHIP_PLAN_ID)
        ?.status,
    subjects: async () =>
      (await test.database.db.select().from(outbox).where(eq(outbox.to, member.email))).map(
        (row) => row.subject,
      ),
  };
}

describe('runBillingSweep', () => {
  it('given trials with and without a card, each hears three days before the end once, and then converts or ends', async () => {
    const start = now;
    const cardless = await trialMember(false);
    const paying = await trialMember(true);

    now = start + 3 * DAY;
    await sweep();
    expect(await cardless.subjects()).toEqual([]);

    now = start + 4 * DAY + 60_000;
    expect((await sweep()).notices).toBe(2);
    await sweep();
    expect(await cardless.subjects()).toEqual(['Your World Family free trial ends on November 8, 2026']);
    expect(await paying.subjects()).toEqual(['Your World Family free trial ends on November 8, 2026']);

    now = start + 7 * DAY + 60_000;
    await sweep();
    expect(await cardless.status()).toBe('CANCELED');
    expect(await paying.status()).toBe('ACTIVE');
    expect(await paying.subjects()).toContain('Your World Family receipt: $1.00 for Membership');

    // A month later the card is charged again.
    now = start + 7 * DAY + 31 * DAY + 60_000;
    await sweep();
    const receipts = (await paying.subjects()).filter((subject) => subject.includes('receipt'));
    expect(receipts).toHaveLength(2);
    expect(await cardless.subjects()).toHaveLength(1);
  });

  it('given an open checkout a day old, it expires', async () => {
    const { session } = await signedInMember(test);
    await test.app.request('/api/member/plans/create-checkout-session', {
      method: 'POST',
      headers: {
        ...APP_HEADERS,
        Authorization: `Bearer ${session.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ priceId: MEMBERSHIP_PRICE_ID }),
    });
    now += DAY + 1;
    expect((await sweep()).expired).toBeGreaterThanOrEqual(1);
    const open = await test.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.status, 'open'));
    expect(open).toEqual([]);
  });
});
