/**
 * Trying secret keys (docs/admin-api.md "Errors, limits and the audit log"): a client whose keys
 * are refused (none, unknown, revoked) is counted per address; past ADMIN_API_FAILED_KEY_PER_IP
 * it is answered 429 with Retry-After before any key it sends is looked up, a valid one too, and
 * another client is not held back.
 */
import { APP_ID } from '@wf/config/app';
import { ADMIN_API_FAILED_KEY_PER_IP } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey, revokeSecretKey } from '../apps/secret-keys.ts';
import { connectionFrom, createTestApp, type TestApp } from '../testing/app.ts';

let test: TestApp;
let key: string;
let now = new Date('2026-03-02T10:00:00Z');
const clock = () => now;

beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' }, { clock });
  key = (await createSecretKey(test.database.db, { appId: APP_ID, mode: 'test', now })).key;
});
afterAll(async () => {
  await test.close();
});

function call(withKey: string, from: string) {
  return test.app.request(
    '/admin-api/members?first=1',
    { headers: { 'X-API-Key': withKey } },
    connectionFrom(from),
  );
}

/** A made-up key of the right form. */
function guess(i: number): string {
  return `sk_sb_guess-${String(i).padStart(26, '0')}`;
}

describe('given a client that tries secret keys', () => {
  it(`when ${ADMIN_API_FAILED_KEY_PER_IP.limit} keys were refused, the next call answers 429 with Retry-After, even with a valid key; another client is not held back`, async () => {
    const stranger = '203.0.113.7';
    for (let i = 0; i < ADMIN_API_FAILED_KEY_PER_IP.limit; i += 1) {
      expect((await call(guess(i), stranger)).status, `try ${i}`).toBe(401);
    }
    const refused = await call(guess(ADMIN_API_FAILED_KEY_PER_IP.limit), stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { code: 'rate-limited', message: expect.any(String) },
    });
    // A right guess now tells nothing: the key is not even looked up.
    const valid = await call(key, stranger);
    expect(valid.status).toBe(429);

    // Another client is counted apart.
    expect((await call(key, '198.51.100.9')).status).toBe(200);
    expect((await call(guess(999), '198.51.100.9')).status).toBe(401);

    // Once the window has passed (twice, for the sliding estimate), the stranger is let in again.
    now = new Date(now.getTime() + 2 * ADMIN_API_FAILED_KEY_PER_IP.windowSeconds * 1000);
    expect((await call(key, stranger)).status).toBe(200);
  });

  it('when the keys are revoked ones, or none at all, they count the same', async () => {
    const client = '192.0.2.44';
    const made = await createSecretKey(test.database.db, { appId: APP_ID, mode: 'live', now });
    await revokeSecretKey(test.database.db, { appId: APP_ID, idOrLastFour: made.summary.id, now });
    for (let i = 0; i < ADMIN_API_FAILED_KEY_PER_IP.limit; i += 1) {
      expect((await call(i % 2 === 0 ? made.key : '', client)).status, `try ${i}`).toBe(401);
    }
    expect((await call(made.key, client)).status).toBe(429);
    expect((await call(key, client)).status).toBe(429);
  });

  it('when the calls carry a valid key, none is counted however many there are', async () => {
    const server = '192.0.2.80';
    now = new Date(now.getTime() + 60_000);
    for (let i = 0; i < ADMIN_API_FAILED_KEY_PER_IP.limit + 5; i += 1) {
      expect((await call(key, server)).status).toBe(200);
      now = new Date(now.getTime() + 1_000);
    }
    expect((await call(guess(1), server)).status).toBe(401);
  });
});
