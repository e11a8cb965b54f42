/**
 * Telling registered addresses from unknown ones by how long a code send takes (docs/security.md
 * "Codes"): a login code asked for a member's address is issued and mailed, one asked for an
 * unknown address is issued and kept; both answers are held to the same shortest time, so their
 * times come from one distribution.
 *
 * The attack as a prober runs it, at scale: 1,000 sends to members' addresses and 1,000 to
 * unknown ones, each address asked once from its own client address, in random order, eight at
 * a time (a prober does not wait for one answer before the next, and the wait each send holds
 * lets the run take about a minute: 2,000 sends held 250 ms each, eight at once; few enough in
 * flight that a busy machine still answers each within the shortest time). Compared with the Mann-Whitney U test.
 */
import { randomInt } from 'node:crypto';
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { members } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { randomIp } from '../../routes/auth/test-kit.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';
import { mannWhitneyZ } from './statistics.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

/** Sends of each kind compared. */
const SAMPLES = 1000;
/** Sends in flight at once. */
const IN_FLIGHT = 8;
/** Sends of each kind when the probe is checked against a known difference. */
const CONTROL_SAMPLES = 60;
/** How long the slow mail server of that check takes: past the sends' shortest answer. */
const LEAK_MS = 400;
/** |z| beyond which the two sides differ (p < 0.01, two-sided). */
const Z_LIMIT = 2.58;

/** Milliseconds one login-code send takes, from its own client address. */
async function timedSend(t: TestApp, email: string): Promise<number> {
  const started = performance.now();
  const response = await t.app.request('/api/auth/passwordless/login/send', {
    method: 'POST',
    headers: { ...APP_HEADERS, 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
    body: JSON.stringify({ email }),
  });
  const elapsed = performance.now() - started;
  expect(response.status).toBe(200);
  return elapsed;
}

async function registerMembers(t: TestApp, prefix: string, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId('mem'),
    appId: APP_ID,
    email: `${prefix}-${i}@example.org`,
    verified: true,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await t.database.db.insert(members).values(rows.slice(start, start + 500));
  }
}

/** The z score of one probe of `samples` sends of each kind, shuffled, IN_FLIGHT at a time. */
async function probe(t: TestApp, round: number, samples: number): Promise<number> {
  await registerMembers(t, `code-${round}`, samples);
  const sends = [
    ...Array.from({ length: samples }, (_, i) => ({
      registered: true,
      email: `code-${round}-${i}@example.org`,
    })),
    ...Array.from({ length: samples }, (_, i) => ({
      registered: false,
      email: `nobody-${round}-${i}@example.org`,
    })),
  ];
  for (let i = sends.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [sends[i], sends[j]] = [sends[j] as (typeof sends)[number], sends[i] as (typeof sends)[number]];
  }
  // Warm both paths first.
  await timedSend(t, `code-${round}-warm@example.org`);
  await timedSend(t, `nobody-${round}-warm@example.org`);
  const times = { registered: [] as number[], unknown: [] as number[] };
  let next = 0;
  async function worker(): Promise<void> {
    while (next < sends.length) {
      const send = sends[next] as (typeof sends)[number];
      next += 1;
      const elapsed = await timedSend(t, send.email);
      (send.registered ? times.registered : times.unknown).push(elapsed);
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  expect(times.registered).toHaveLength(samples);
  expect(times.unknown).toHaveLength(samples);
  return mannWhitneyZ(times.registered, times.unknown);
}

describe('telling registered addresses by the time a code send takes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A mailer that keeps what it is given: what is measured is the service's own work.
    t = await createTestApp({ TRUST_PROXY: 'true' }, { mailer: { send: async () => {} } });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`given ${SAMPLES} sends to members and ${SAMPLES} to unknown addresses, in random order, they take the same time (|z| <= ${Z_LIMIT})`, async () => {
    // A second probe only when the first is past the limit: a real difference shows in both,
    // chance alone passes the limit in 1 run of 100.
    const first = await probe(t, 0, SAMPLES);
    const z = Math.abs(first) <= Z_LIMIT ? first : await probe(t, 1, SAMPLES);
    expect(Math.abs(z)).toBeLessThanOrEqual(Z_LIMIT);
  });
});

describe('the probe itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A mail server slower than the shortest answer: a member's send now takes longer.
    t = await createTestApp(
      { TRUST_PROXY: 'true' },
      { mailer: { send: () => new Promise((resolve) => setTimeout(resolve, LEAK_MS)) } },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it(`finds the difference when mailing a member's code outlasts the shortest answer (${LEAK_MS} ms)`, async () => {
    expect(Math.abs(await probe(t, 0, CONTROL_SAMPLES))).toBeGreaterThan(Z_LIMIT);
  });
});
