import { APP_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFlows } from '../../db/schema.ts';
import { sha256 } from '../../ids.ts';
import { insertMember } from '../../members/testing.ts';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/database.ts';
import {
  deleteOldProviderFlows,
  endPendingFlow,
  findPendingFlow,
  holdForProof,
  PROVIDER_FLOW_TTL_MS,
  peekProviderFlow,
  setTestProfile,
  startProviderFlow,
  startProviderFlowSweep,
  takeProviderFlow,
} from './flows.ts';
import { PROVIDER_TABLE } from './table.ts';

let test: TestDatabase;
const now = new Date('2026-11-25T12:00:00Z');
const ORIGIN = 'http://localhost:4321';

beforeAll(async () => {
  test = await openSeededTestDatabase();
}, 60_000);
afterAll(async () => {
  await test.close();
});

function start(overrides: Partial<Parameters<typeof startProviderFlow>[1]> = {}) {
  return startProviderFlow(test.database.db, {
    appId: APP_ID,
    row: PROVIDER_TABLE.github,
    mode: 'signup',
    origin: ORIGIN,
    plans: [{ planId: 'pln_free' }],
    customFields: { 'first-name': 'Ada' },
    bindingHash: BROWSER,
    now,
    ...overrides,
  });
}

/** The SHA-256 of the flow secret of the browser that starts the flows (binding.ts). */
const BROWSER = sha256('the starting browser');

function take(state: string, at = now, bindingHash = BROWSER) {
  return takeProviderFlow(test.database.db, { state, bindingHash, now: at });
}

describe('provider flows', () => {
  it('given a started flow, its callback takes it once with its secrets and what the page asked for', async () => {
    const secrets = await start();
    const taken = await take(secrets.state);
    expect(taken).toMatchObject({
      provider: 'github',
      mode: 'signup',
      origin: ORIGIN,
      plans: [{ planId: 'pln_free' }],
      customFields: { 'first-name': 'Ada' },
      secrets,
    });
    expect(await take(secrets.state)).toBeUndefined();
  });

  it('given the stored row, it holds the SHA-256 of the state, never the state', async () => {
    const secrets = await start();
    const rows = await test.database.db
      .select()
      .from(providerFlows)
      .where(eq(providerFlows.stateHash, sha256(secrets.state)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secrets.state);
  });

  it('given a callback after 10 minutes, the flow is gone', async () => {
    const secrets = await start();
    expect(await take(secrets.state, new Date(now.getTime() + PROVIDER_FLOW_TTL_MS))).toBeUndefined();
  });

  it('given an unknown state, nothing is taken', async () => {
    const secrets = await start();
    expect(await take('guessed-state')).toBeUndefined();
    expect(await take(secrets.state)).toBeDefined();
  });

  it('given a test flow, the sign-in page can peek at it and leave a profile for the callback, once', async () => {
    const secrets = await start({ test: true });
    expect(await peekProviderFlow(test.database.db, { state: secrets.state, now })).toMatchObject({
      test: true,
    });
    const profile = { id: 'test-1', email: 'ada@example.org', emailVerified: true, name: 'Ada' };
    expect(await setTestProfile(test.database.db, { state: secrets.state, profile, now })).toBe(true);
    expect(await take(secrets.state)).toMatchObject({ testProfile: profile });
    expect(await setTestProfile(test.database.db, { state: secrets.state, profile, now })).toBe(false);
  });

  it('given a flow of a real provider, no test profile can be planted in it', async () => {
    const secrets = await start();
    const profile = { id: 'x', email: 'victim@example.org', emailVerified: true, name: null };
    expect(await setTestProfile(test.database.db, { state: secrets.state, profile, now })).toBe(false);
    expect((await take(secrets.state))?.testProfile).toBeNull();
  });

  it('given the callback in another browser, or in one with no flow secret, it is not taken; its own browser still takes it', async () => {
    const secrets = await start();
    expect(await take(secrets.state, now, sha256('another browser'))).toBeUndefined();
    expect(await take(secrets.state, now, '')).toBeUndefined();
    expect(await take(secrets.state)).toBeDefined();
  });

  it('given a profile waiting for its code, only the starting browser finds it, and it ends once', async () => {
    const secrets = await start();
    await take(secrets.state);
    const profile = { id: 'fb-1', email: 'ada@example.org', name: 'Ada', picture: null };
    await holdForProof(test.database.db, { state: secrets.state, profile, now });
    const other = { state: secrets.state, bindingHash: sha256('another browser'), now };
    expect(await findPendingFlow(test.database.db, other)).toBeUndefined();
    const own = { state: secrets.state, bindingHash: BROWSER, now };
    expect(await findPendingFlow(test.database.db, own)).toMatchObject({ pendingProfile: profile });
    expect(await endPendingFlow(test.database.db, other)).toBe(false);
    expect(await endPendingFlow(test.database.db, own)).toBe(true);
    expect(await endPendingFlow(test.database.db, own)).toBe(false);
    expect(await findPendingFlow(test.database.db, own)).toBeUndefined();
  });

  it('given a profile waiting for its code past the code’s 10 minutes, it is gone', async () => {
    const secrets = await start();
    await take(secrets.state);
    const profile = { id: 'fb-2', email: 'bo@example.org', name: null, picture: null };
    await holdForProof(test.database.db, { state: secrets.state, profile, now });
    const later = new Date(now.getTime() + 10 * 60 * 1000);
    expect(
      await findPendingFlow(test.database.db, { state: secrets.state, bindingHash: BROWSER, now: later }),
    ).toBeUndefined();
  });

  it('given two callbacks racing with the same state, exactly one takes the flow', async () => {
    const secrets = await start();
    const results = await Promise.all([take(secrets.state), take(secrets.state), take(secrets.state)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('given a connect flow, it keeps the member of the session; without one it is refused', async () => {
    const member = await insertMember(test.database);
    const secrets = await start({ mode: 'connect', memberId: member.id, row: PROVIDER_TABLE.google });
    expect(secrets.nonce).toEqual(expect.any(String));
    expect(await take(secrets.state)).toMatchObject({
      mode: 'connect',
      provider: 'google',
      memberId: member.id,
    });
    await expect(start({ mode: 'connect' })).rejects.toThrow('a connect flow needs the member');
  });

  it('given the running sweep, it deletes ended flows at once, and stops when told', async () => {
    const old = await start({ now: new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000) });
    const logged: unknown[] = [];
    const logger = {
      info: (fields: unknown) => logged.push(fields),
      error: () => {},
    } as unknown as Parameters<typeof startProviderFlowSweep>[0]['logger'];
    const stop = startProviderFlowSweep({ database: test.database, clock: () => now, logger });
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    stop();
    const rows = await test.database.db
      .select()
      .from(providerFlows)
      .where(eq(providerFlows.stateHash, sha256(old.state)));
    expect(rows).toEqual([]);
  });

  it('given flows that ended more than a day ago, the sweep deletes them and keeps the rest', async () => {
    const old = await start({ now: new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000) });
    const fresh = await start();
    expect(await deleteOldProviderFlows(test.database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await take(old.state, new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000))).toBeUndefined();
    expect(await take(fresh.state)).toBeDefined();
  });
});
