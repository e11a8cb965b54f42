/**
 * The free trial taken again and again (docs/security.md "Payments", "Deleting an account"):
 * delete the account, sign up with the same address, start another trial. The trial is offered
 * once per address, kept as a keyed hash of the address (never the address) that outlives the
 * account. Run through the test provider's hosted checkout, over the service's HTTP routes.
 */
import { MEMBERSHIP_PRICE_ID } from '@wf/config/app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { silentLogger } from '../../log.ts';
import { clientOf } from '../../members/testing.ts';
import { APP_HEADERS, createServiceApp, createTestApp, type TestApp } from '../../testing/app.ts';
import { openSecondInstanceDatabase, TEST_DATABASE_URL } from '../../testing/database.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const PASSWORD = 'Saffron-Harbour-93';
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** Signs `email` up on `app`, opens the Membership's checkout and answers its page. */
async function signUpAndCheckOut(app: TestApp['app'], email: string) {
  const client = clientOf({ app });
  const { data } = await client.signupMemberEmailPassword({ email, password: PASSWORD });
  const headers = {
    ...APP_HEADERS,
    Authorization: `Bearer ${data.tokens.accessToken}`,
    'Content-Type': 'application/json',
  };
  const started = await app.request('/api/member/plans/create-checkout-session', {
    method: 'POST',
    headers,
    body: JSON.stringify({ priceId: MEMBERSHIP_PRICE_ID, success_url: `${test.env.publicUrl}/dashboard` }),
  });
  expect(started.status).toBe(200);
  const { data: checkout } = (await started.json()) as { data: { url: string } };
  const page = await (await app.request(pathOf(checkout.url))).text();
  return { client: clientOf({ app }, data.tokens.accessToken), url: checkout.url, page };
}

/** Starts the trial without a card on the checkout page: the status of the form's answer. */
async function startTrial(app: TestApp['app'], url: string): Promise<number> {
  const response = await app.request(pathOf(url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'trial' }).toString(),
  });
  if (response.status === 303) await app.request(pathOf(response.headers.get('Location') ?? ''));
  return response.status;
}

describe('the free trial once per address', () => {
  it('given a member who had the trial and deleted the account, the same address signing up again is told the trial was used, three rounds in a row', async () => {
    const email = `trial-again-${Date.now()}@example.org`;
    const first = await signUpAndCheckOut(test.app, email);
    expect(first.page).toContain('Start your 7-day free trial of Membership');
    expect(await startTrial(test.app, first.url)).toBe(303);
    expect((await first.client.getCurrentMember()).data?.planConnections).toEqual([
      expect.objectContaining({ status: 'TRIALING' }),
    ]);
    await first.client.deleteMember();

    // The same address, typed in another case the second time.
    for (const again of [email.toUpperCase(), email, email]) {
      const round = await signUpAndCheckOut(test.app, again);
      expect(round.page).not.toContain('free trial of Membership');
      expect(round.page).toContain('Subscribe to Membership');
      expect(round.page).toContain('You have had the free trial already');
      expect(await startTrial(test.app, round.url)).toBe(400);
      expect((await round.client.getCurrentMember()).data?.planConnections).toEqual([]);
      await round.client.deleteMember();
    }
  });

  it('given a trial taken on one instance, another instance on the same database refuses it too (one key for all)', async () => {
    const email = `two-instances-${Date.now()}@example.org`;
    const first = await signUpAndCheckOut(test.app, email);
    expect(await startTrial(test.app, first.url)).toBe(303);
    await first.client.deleteMember();
    const database: Database = await openSecondInstanceDatabase(test);
    try {
      const second = createServiceApp({ db: database, env: test.env, logger: silentLogger() });
      const round = await signUpAndCheckOut(second, email);
      expect(round.page).toContain('You have had the free trial already');
    } finally {
      if (TEST_DATABASE_URL) await database.close();
    }
  });

  it('given the trial record kept after deletion, it holds no address, only a keyed hash of it', async () => {
    const email = `kept-${Date.now()}@example.org`;
    const first = await signUpAndCheckOut(test.app, email);
    await startTrial(test.app, first.url);
    await first.client.deleteMember();

    const { rows } = (await test.database.db.execute(sql`select * from trial_addresses`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(rows.length).toBeGreaterThan(0);
    const kept = JSON.stringify(rows);
    expect(kept).not.toContain(email);
    expect(kept).not.toContain(email.split('@')[0]);
  });
});
