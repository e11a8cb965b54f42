/**
 * Telling registered addresses from unknown ones by how long a login takes (docs/security.md
 * "Passwords"): a wrong password for a member and any password for an address without an
 * account must do the same work, so their answer times come from one distribution.
 *
 * The attack as a prober runs it: pairs of logins in random order, each from its own client
 * address, each address tried once (so the rate-limit rows each login touches are alike),
 * compared with the Mann-Whitney U test. Noise from a busy machine falls on both sides alike;
 * only a difference in the work shows up as a large |z|.
 */
import { randomInt } from 'node:crypto';
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { members } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD, randomIp } from '../../routes/auth/test-kit.ts';
import { mannWhitneyZ } from './statistics.ts';

// 2,600 logins, each one password hash, on a busy 2-core machine.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 120_000 });

/** Login pairs compared with every address tried once: 1,000 samples of each kind. */
const PAIRS = 1000;
/** Login pairs compared on the same two addresses. */
const REPEATED_PAIRS = 300;
/** |z| beyond which the two sides differ (p < 0.01, two-sided). */
const Z_LIMIT = 2.58;

let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

/** Milliseconds one login takes, from one client address, answered 401. */
async function timedLogin(email: string): Promise<number> {
  const body = JSON.stringify({ email, password: 'Not-The-Password-42' });
  const started = performance.now();
  const response = await t.request(
    '/api/auth/login',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body },
    randomIp(),
  );
  const elapsed = performance.now() - started;
  expect(response.status).toBe(401);
  return elapsed;
}

/** Compares `pairs` pairs of logins in random order; `before(i)` runs before the i-th pair. */
async function comparePairs(
  pairs: number,
  addresses: (i: number) => { registered: string; unknown: string },
  before: (i: number) => void = () => {},
): Promise<number> {
  const times = { registered: [] as number[], unknown: [] as number[] };
  // Warm both paths first (the decoy hash is made on first use).
  await timedLogin(addresses(-1).unknown);
  await timedLogin(addresses(-1).registered);
  for (let i = 0; i < pairs; i += 1) {
    before(i);
    const { registered, unknown } = addresses(i);
    if (randomInt(2) === 0) {
      times.registered.push(await timedLogin(registered));
      times.unknown.push(await timedLogin(unknown));
    } else {
      times.unknown.push(await timedLogin(unknown));
      times.registered.push(await timedLogin(registered));
    }
  }
  return mannWhitneyZ(times.registered, times.unknown);
}

/** Members with a password, as many as asked, named `${prefix}-{i}@example.org`. */
async function registerMembers(prefix: string, count: number): Promise<void> {
  const passwordHash = await hashPassword(GOOD_PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId('mem'),
    appId: APP_ID,
    email: `${prefix}-${i}@example.org`,
    passwordHash,
    verified: true,
  }));
  await t.database.db.insert(members).values(rows);
}

/**
 * Runs a probe, and a second time only when the first is past the limit: a real difference
 * shows in both (the probe this suite answers found z = -6.3), while chance alone passes the
 * limit in 1 run of 100.
 */
async function zOfTwoRounds(probe: (round: number) => Promise<number>): Promise<number> {
  const first = await probe(0);
  return Math.abs(first) <= Z_LIMIT ? first : probe(1);
}

describe('telling registered addresses by the time a login takes', () => {
  it(`given ${PAIRS} pairs in random order, each address tried once, a member's wrong password and an unknown address take the same time (|z| <= ${Z_LIMIT})`, async () => {
    const z = await zOfTwoRounds(async (round) => {
      // Index -1 is the warm-up pair.
      await registerMembers(`once-${round}`, PAIRS + 1);
      return comparePairs(PAIRS, (i) => ({
        registered: `once-${round}-${i + 1}@example.org`,
        unknown: `nobody-${round}-${i + 1}@example.org`,
      }));
    });
    expect(Math.abs(z)).toBeLessThanOrEqual(Z_LIMIT);
  });

  it(`given ${REPEATED_PAIRS} pairs in random order on the same two addresses, from many clients, they take the same time (|z| <= ${Z_LIMIT})`, async () => {
    const z = await zOfTwoRounds(async (round) => {
      await registerMembers(`again-${round}`, 1);
      return comparePairs(
        REPEATED_PAIRS,
        () => ({ registered: `again-${round}-0@example.org`, unknown: `nobody-again-${round}@example.org` }),
        // Two hours on every 40 pairs: the address-wide limit (100 an hour) never answers instead.
        (i) => {
          if (i % 40 === 0) t.clock.advance(2 * 60 * 60 * 1000);
        },
      );
    });
    expect(Math.abs(z)).toBeLessThanOrEqual(Z_LIMIT);
  });
});
