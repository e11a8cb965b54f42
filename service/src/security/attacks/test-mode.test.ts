/**
 * Attacks on the zero-configuration test mode (docs/security.md "Test mode"): a stranger on
 * the network, or a web page using DNS rebinding against a developer's laptop, must not read
 * the dev mailbox (every member's codes) and so take accounts.
 */

import { ADMIN_PLAN_ID, APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, connectionFrom, createTestApp, type TestApp } from '../../testing/app.ts';
import { insertAppLike } from '../../testing/database.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** A mail with a reset code for a member, as the outbox keeps it. */
async function storeResetMail(test: TestApp, appId: string, to: string, code: string) {
  await test.database.db.insert(outbox).values({
    id: newId('mail'),
    appId,
    to,
    subject: 'Reset your password',
    text: `Your code:\n\n    ${code}\n`,
    createdAt: new Date(),
  });
}

describe('a page that rebinds its own host name to the service (DNS rebinding)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ WF_TEST_MODE: 'true' });
    await storeResetMail(test, APP_ID, 'victim@example.org', '482913');
  });
  afterAll(async () => {
    await test.close();
  });

  it('given Host: the attacker name, reading the mailbox from the victim browser (loopback) answers 421 without mail', async () => {
    const response = await test.app.request(
      '/dev/mailbox.json?to=victim@example.org',
      { headers: { Host: 'rebind.attacker.example:4321' } },
      connectionFrom('127.0.0.1'),
    );
    expect(response.status).toBe(421);
    expect(await response.text()).not.toContain('482913');
  });

  it('given Host: the attacker name, the API refuses before any route runs', async () => {
    const response = await test.app.request(
      '/api/auth/send-reset-password-email',
      {
        method: 'POST',
        headers: { ...APP_HEADERS, Host: 'rebind.attacker.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'victim@example.org' }),
      },
      connectionFrom('127.0.0.1'),
    );
    expect(response.status).toBe(421);
    expect((await response.json()).error.code).toBe('request/misdirected');
  });

  it('given the served names (localhost, 127.0.0.1, [::1]), the same mailbox answers the machine’s owner', async () => {
    for (const host of ['localhost:4321', '127.0.0.1:4321', '[::1]:4321']) {
      const response = await test.app.request(
        '/dev/mailbox.json?to=victim@example.org',
        { headers: { Host: host, Cookie: test.testToolsCookie } },
        connectionFrom('127.0.0.1'),
      );
      expect(response.status, host).toBe(200);
    }
  });

  it('given ALLOWED_HOSTS, a configured name is served and others still are not', async () => {
    const configured = await createTestApp({ ALLOWED_HOSTS: 'members.example.org, Intranet.Local' });
    try {
      const ask = (host: string) =>
        configured.app.request('/api/health', { headers: { Host: host } }, connectionFrom('127.0.0.1'));
      expect((await ask('members.example.org')).status).toBe(200);
      expect((await ask('intranet.local:8080')).status).toBe(200);
      expect((await ask('members.example.org.attacker.example')).status).toBe(421);
    } finally {
      await configured.close();
    }
  });
});

describe('behind a trusted proxy, the forwarded host', () => {
  it('given a foreign X-Forwarded-Host, it answers 421; a blank one names no host and is served', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const ask = (forwarded: string) =>
        proxied.app.request(
          '/api/health',
          { headers: { 'X-Forwarded-Host': forwarded } },
          connectionFrom('127.0.0.1'),
        );
      expect((await ask('rebind.attacker.example')).status).toBe(421);
      expect((await ask('localhost:4321')).status).toBe(200);
      expect((await ask(' ')).status).toBe(200);
      // The proxy's own entry is the right-most (docs/security.md "Reverse proxies"): here the foreign one.
      expect((await ask(' , rebind.attacker.example')).status).toBe(421);
    } finally {
      await proxied.close();
    }
  });
});

describe('a stranger who forges X-Forwarded-For: 127.0.0.1 where TRUST_PROXY is on', () => {
  it('given a socket from another machine, the forged loopback address does not open the mailbox', async () => {
    const test = await createTestApp({ WF_TEST_MODE: 'true', TRUST_PROXY: 'true' });
    try {
      await storeResetMail(test, APP_ID, 'victim@example.org', '482913');
      const forged = await test.app.request(
        '/dev/mailbox.json',
        { headers: { 'X-Forwarded-For': '127.0.0.1' } },
        connectionFrom('192.0.2.44'),
      );
      expect(forged.status).toBe(403);
      expect(await forged.text()).not.toContain('482913');
      // The same header from the local proxy's socket is the machine's owner (with the owner's cookie).
      const proxied = await test.app.request(
        '/dev/mailbox.json',
        { headers: { 'X-Forwarded-For': '127.0.0.1', Cookie: test.testToolsCookie } },
        connectionFrom('127.0.0.1'),
      );
      expect(proxied.status).toBe(200);
    } finally {
      await test.close();
    }
  });
});

describe('a stranger who can reach the service over the network', () => {
  let test: TestApp;
  beforeAll(async () => {
    // HOST=0.0.0.0: the operator chose to listen on every interface.
    test = await createTestApp({ WF_TEST_MODE: 'true', HOST: '0.0.0.0', TRUST_PROXY: 'false' });
    await storeResetMail(test, APP_ID, 'victim@example.org', '482913');
    await insertAppLike(test.database, APP_ID, {
      id: 'app_other',
      testPublicKey: 'pk_sb_other',
      livePublicKey: 'pk_other',
    });
    await storeResetMail(test, 'app_other', 'other@example.org', '771100');
  });
  afterAll(async () => {
    await test.close();
  });

  it('given no credential, reading the mailbox from another machine answers 403 without mail', async () => {
    const response = await test.app.request(
      '/dev/mailbox.json?to=victim@example.org',
      {},
      connectionFrom('192.0.2.44'),
    );
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(text).not.toContain('482913');
    expect(JSON.parse(text).error.code).toBe('dev/mailbox-refused');
  });

  it('given a public HOST, even a loopback client needs to be an administrator', async () => {
    const response = await test.app.request('/dev/mailbox', {}, connectionFrom('127.0.0.1'));
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('482913');
  });

  it('given a signed-in member who is not an administrator, it answers 403', async () => {
    const { session } = await signedInMember(test);
    const response = await test.app.request(
      '/dev/mailbox.json',
      { headers: { Cookie: `_ms-mid=${session.token}` } },
      connectionFrom('192.0.2.44'),
    );
    expect(response.status).toBe(403);
  });

  it("given the app's administrator, it answers that app's mail only", async () => {
    const { session } = await signedInMember(test, { planIds: [ADMIN_PLAN_ID] });
    const response = await test.app.request(
      '/dev/mailbox.json',
      { headers: { Cookie: `_ms-mid=${session.token}` } },
      connectionFrom('192.0.2.44'),
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { to: string; appId: string }[] };
    expect(data.map((entry) => entry.to)).toEqual(['victim@example.org']);
    expect(data.every((entry) => entry.appId === APP_ID)).toBe(true);
  });
});
