/**
 * The console's Site and embedding routes (docs/console.md "Site and embedding") on a test
 * service: the settings read and changed (name, colour, origins, logo), the secret keys (shown
 * once, listed by their last four, revoked, last used) and the webhook endpoints with their
 * deliveries, each change audited with before and after; and the attacks: another app's ids, a
 * forged or oversize logo, an SVG, an invalid colour or origin.
 */
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import {
  consoleCreatedSecretKeyResponseSchema,
  consoleCreatedWebhookResponseSchema,
  consoleDeliveriesResponseSchema,
  consoleSecretKeyResponseSchema,
  consoleSecretKeysResponseSchema,
  consoleSiteResponseSchema,
  consoleWebhooksResponseSchema,
} from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from '../../apps/secret-keys.ts';
import { apps, secretKeys, uploads, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { fileBytes, imageBytes, paddedPng } from '../../testing/images.ts';
import {
  type ConsoleTest,
  call,
  createConsoleTest,
  insertOtherApp,
  OTHER_ADMIN_PLAN_ID,
  OTHER_APP,
  type SignedIn,
  signIn,
  signInAdmin,
} from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;
let otherAdmin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'site-admin@example.org' });
  await insertOtherApp(test);
  otherAdmin = await signIn(
    test,
    { email: 'site-admin-elsewhere@example.org', planIds: [OTHER_ADMIN_PLAN_ID] },
    { id: OTHER_APP.id, publicKey: OTHER_APP.publicKey },
  );
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function ok(response: Response | Promise<Response>) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}

async function site() {
  return consoleSiteResponseSchema.parse(await ok(call(test, 'GET', '/api/admin/site', admin.headers))).data;
}

async function errorOf(response: Response | Promise<Response>) {
  const answer = await response;
  return {
    status: answer.status,
    ...((await answer.json()) as { error: { code: string; message: string } }).error,
  };
}

function upload(headers: Record<string, string>, file: Blob, field = 'logo') {
  const form = new FormData();
  form.set(field, file);
  return test.app.request('/api/admin/site/logo', { method: 'POST', headers, body: form });
}

async function latest(action: string) {
  const [event] = await latestAuditEvents(test.database.db, APP_ID, { action, limit: 1 });
  return event;
}

describe('the site settings', () => {
  it('given the app, it answers its name, origins, colour, logo, public keys and the widget URL', async () => {
    const data = await site();
    const [row] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(data).toMatchObject({
      id: APP_ID,
      name: row?.name,
      allowedOrigins: row?.allowedOrigins,
      testPublicKey: row?.testPublicKey,
      livePublicKey: row?.livePublicKey,
      mode: 'test',
    });
    expect(data.widgetUrl).toMatch(/^https?:\/\/.+\/widget\.js$/);
  });

  it('given a new name and colour, it saves them and audits the settings before and after', async () => {
    const before = await site();
    const data = consoleSiteResponseSchema.parse(
      await ok(
        call(test, 'PATCH', '/api/admin/site', admin.headers, { name: ' Lotus ', primaryColor: '#0B6E4F' }),
      ),
    ).data;
    expect(data).toMatchObject({ name: 'Lotus', primaryColor: '#0b6e4f', primaryColorReadable: true });
    const event = await latest('app.settings.changed');
    expect(event).toMatchObject({ actorKind: 'member', actorId: admin.member.id, targetId: APP_ID });
    expect(event?.detail).toMatchObject({
      before: { name: before.name },
      after: { name: 'Lotus', branding: { primaryColor: '#0b6e4f' } },
    });
    // The widget's App entity carries the new colour at once.
    const app = (await ok(test.app.request('/api/app', { headers: admin.headers }))) as {
      data: { branding: { colors: { lightMode: { primaryButton: string } } } };
    };
    expect(app.data.branding.colors.lightMode.primaryButton).toBe('#0b6e4f');
  });

  it('given a pale colour, it is saved but said not to reach 4.5:1 under white text', async () => {
    const data = consoleSiteResponseSchema.parse(
      await ok(call(test, 'PATCH', '/api/admin/site', admin.headers, { primaryColor: '#ffeb3b' })),
    ).data;
    expect(data.primaryColorReadable).toBe(false);
    const reset = consoleSiteResponseSchema.parse(
      await ok(call(test, 'PATCH', '/api/admin/site', admin.headers, { primaryColor: null })),
    ).data;
    expect(reset).toMatchObject({ primaryColor: null, primaryColorReadable: null });
  });

  it.each([
    ['a name', 'red'],
    ['three digits', '#abc'],
    ['rgb()', 'rgb(1, 2, 3)'],
    ['a CSS injection', '#000000; background: url(x)'],
    ['a number', 7],
  ])('given %s as the colour, it answers 400 naming the field and changes nothing', async (_what, colour) => {
    const before = await site();
    const answer = await errorOf(
      call(test, 'PATCH', '/api/admin/site', admin.headers, { primaryColor: colour }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer)).toContain('primaryColor');
    expect(await site()).toEqual(before);
  });

  it('given an empty name, it answers 400', async () => {
    const answer = await errorOf(call(test, 'PATCH', '/api/admin/site', admin.headers, { name: '   ' }));
    expect(answer.status).toBe(400);
  });
});

describe('the allowed origins', () => {
  it('given a new origin, it is added (lower case) and audited; adding it again is 409', async () => {
    const before = await site();
    const data = consoleSiteResponseSchema.parse(
      await ok(
        call(test, 'POST', '/api/admin/site/origins', admin.headers, { origin: 'https://Corp.example:8443' }),
      ),
    ).data;
    expect(data.allowedOrigins).toEqual([...before.allowedOrigins, 'https://corp.example:8443']);
    const event = await latest('app.settings.changed');
    expect(event?.detail).toMatchObject({
      before: { allowedOrigins: before.allowedOrigins },
      after: { allowedOrigins: data.allowedOrigins },
    });
    const again = await errorOf(
      call(test, 'POST', '/api/admin/site/origins', admin.headers, { origin: 'https://corp.example:8443' }),
    );
    expect(again).toMatchObject({ status: 409, code: 'console/origin-exists' });
  });

  it("given a new origin, a browser's call from it is answered with CORS headers; before, it is refused", async () => {
    const origin = 'http://cors-check.example:4771';
    const fromThere = () =>
      test.app.request('/api/app', {
        headers: { 'X-APP-ID': APP_ID, 'X-API-Key': TEST_PUBLIC_KEY, Origin: origin },
      });
    expect((await fromThere()).status).toBe(403);
    await ok(call(test, 'POST', '/api/admin/site/origins', admin.headers, { origin }));
    const allowed = await fromThere();
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  });

  it('given the origin in the body of a DELETE, it is removed; removing it again is 404', async () => {
    await ok(call(test, 'POST', '/api/admin/site/origins', admin.headers, { origin: 'http://gone.example' }));
    const data = consoleSiteResponseSchema.parse(
      await ok(
        call(test, 'DELETE', '/api/admin/site/origins', admin.headers, { origin: 'http://gone.example' }),
      ),
    ).data;
    expect(data.allowedOrigins).not.toContain('http://gone.example');
    const again = await errorOf(
      call(test, 'DELETE', '/api/admin/site/origins', admin.headers, { origin: 'http://gone.example' }),
    );
    expect(again).toMatchObject({ status: 404, code: 'console/origin-missing' });
  });

  it.each([
    'https://corp.example/path',
    'https://corp.example/',
    'corp.example',
    'javascript:alert(1)',
    'ftp://corp.example',
    'https://user:pw@corp.example',
    '*',
  ])('given %s, it answers 400 and changes nothing', async (origin) => {
    const before = await site();
    const answer = await errorOf(call(test, 'POST', '/api/admin/site/origins', admin.headers, { origin }));
    expect(answer.status).toBe(400);
    expect(await site()).toEqual(before);
  });
});

describe('the logo', () => {
  it('given a PNG, it is stored re-encoded as WebP, served, audited, and replaces the one before', async () => {
    const first = consoleSiteResponseSchema.parse(
      await ok(upload(admin.headers, new File([await imageBytes('png')], 'logo.png', { type: 'image/png' }))),
    ).data;
    expect(first.logo).toMatch(new RegExp(`/uploads/${APP_ID}/logo-[A-Za-z0-9_-]+\\.webp$`));
    const served = await test.app.request(new URL(first.logo ?? '').pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect((await latest('app.settings.changed'))?.detail).toMatchObject({
      after: { branding: { logo: first.logo } },
    });

    const second = consoleSiteResponseSchema.parse(
      await ok(upload(admin.headers, new File([await imageBytes('jpeg')], 'logo.jpg'))),
    ).data;
    expect(second.logo).not.toBe(first.logo);
    const names = await test.database.db
      .select({ name: uploads.name })
      .from(uploads)
      .where(eq(uploads.appId, APP_ID));
    expect(names.map((row) => row.name)).not.toContain(first.logo?.split('/').pop());

    const removed = consoleSiteResponseSchema.parse(
      await ok(call(test, 'DELETE', '/api/admin/site/logo', admin.headers)),
    ).data;
    expect(removed.logo).toBeNull();
    expect((await test.app.request(new URL(second.logo ?? '').pathname)).status).toBe(404);
  });

  it('given an SVG carrying a script, it is refused (400) and nothing is stored', async () => {
    const before = await site();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const answer = await errorOf(
      upload(admin.headers, new File([svg], 'logo.svg', { type: 'image/svg+xml' })),
    );
    expect(answer).toMatchObject({ status: 400, code: 'console/logo-invalid' });
    expect(await site()).toEqual(before);
  });

  it('given HTML named .png and typed image/png, it is refused: the bytes decide', async () => {
    const forged = new File(['<html><script>alert(1)</script></html>'], 'logo.png', { type: 'image/png' });
    expect(await errorOf(upload(admin.headers, forged))).toMatchObject({
      status: 400,
      code: 'console/logo-invalid',
    });
  });

  it('given a PNG padded past 1 MB, it is refused with 413 and nothing is stored', async () => {
    const before = await test.database.db.select({ name: uploads.name }).from(uploads);
    const big = new File([await paddedPng(1024 * 1024 + 10)], 'big.png', { type: 'image/png' });
    expect(await errorOf(upload(admin.headers, big))).toMatchObject({
      status: 413,
      code: 'console/logo-too-large',
    });
    const far = new File([fileBytes(new Uint8Array(3 * 1024 * 1024))], 'far.png', { type: 'image/png' });
    expect((await upload(admin.headers, far)).status).toBe(413);
    expect(await test.database.db.select({ name: uploads.name }).from(uploads)).toEqual(before);
  });

  it('given no file or JSON instead of a form, it answers 400 or 415', async () => {
    expect((await upload(admin.headers, new Blob(['x']), 'other')).status).toBe(400);
    expect((await call(test, 'POST', '/api/admin/site/logo', admin.headers, { logo: 'x' })).status).toBe(415);
  });
});

describe('the secret keys', () => {
  it('given a new key, it is shown once, listed by its last four, audited without the key, and opens the admin API', async () => {
    const created = consoleCreatedSecretKeyResponseSchema.parse(
      await ok(call(test, 'POST', '/api/admin/secret-keys', admin.headers, {})),
    ).data;
    expect(created.key).toMatch(/^sk_sb_/);
    expect(created.secretKey).toMatchObject({
      mode: 'test',
      lastFour: created.key.slice(-4),
      lastUsed: null,
      revoked: null,
    });
    const event = await latest('secret-key.created');
    expect(event).toMatchObject({ actorId: admin.member.id, targetId: created.secretKey.id });
    expect(JSON.stringify(event?.detail)).not.toContain(created.key);

    const listed = consoleSecretKeysResponseSchema.parse(
      await ok(call(test, 'GET', '/api/admin/secret-keys', admin.headers)),
    ).data;
    expect(listed[0]).toEqual(created.secretKey);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const used = await test.app.request('/admin-api/settings', { headers: { 'X-API-Key': created.key } });
    expect(used.status).toBe(200);
    const after = consoleSecretKeysResponseSchema.parse(
      await ok(call(test, 'GET', '/api/admin/secret-keys', admin.headers)),
    ).data;
    expect(after.find((key) => key.id === created.secretKey.id)?.lastUsed).not.toBeNull();

    const revoked = consoleSecretKeyResponseSchema.parse(
      await ok(call(test, 'DELETE', `/api/admin/secret-keys/${created.secretKey.id}`, admin.headers)),
    ).data;
    expect(revoked.revoked).not.toBeNull();
    expect((await latest('secret-key.revoked'))?.detail).toMatchObject({
      before: { revoked: null },
      after: { revoked: revoked.revoked },
    });
    expect(
      (await test.app.request('/admin-api/settings', { headers: { 'X-API-Key': created.key } })).status,
    ).toBe(401);
  });

  it("given another app's key id, revoking it is 404 and the key still works", async () => {
    const theirs = await createSecretKey(test.database.db, {
      appId: OTHER_APP.id,
      mode: 'test',
      now: new Date(),
    });
    const answer = await call(test, 'DELETE', `/api/admin/secret-keys/${theirs.summary.id}`, admin.headers);
    expect(answer.status).toBe(404);
    const [row] = await test.database.db
      .select()
      .from(secretKeys)
      .where(eq(secretKeys.id, theirs.summary.id));
    expect(row?.revokedAt).toBeNull();
    const ours = consoleSecretKeysResponseSchema.parse(
      await ok(call(test, 'GET', '/api/admin/secret-keys', admin.headers)),
    ).data;
    expect(ours.map((key) => key.id)).not.toContain(theirs.summary.id);
  });

  it('given an unknown mode, it answers 400', async () => {
    expect((await call(test, 'POST', '/api/admin/secret-keys', admin.headers, { mode: 'root' })).status).toBe(
      400,
    );
  });
});

describe('the webhook endpoints', () => {
  it('given a new endpoint, its secret is shown once; listed, its deliveries read and resent, deleted; each audited', async () => {
    const created = consoleCreatedWebhookResponseSchema.parse(
      await ok(
        call(test, 'POST', '/api/admin/webhooks', admin.headers, {
          url: 'http://127.0.0.1:9/hooks',
          events: ['member.created', 'member.created', 'member.deleted'],
        }),
      ),
    ).data;
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({
      url: 'http://127.0.0.1:9/hooks',
      events: ['member.created', 'member.deleted'],
    });
    const event = await latest('webhook.created');
    expect(event).toMatchObject({ actorId: admin.member.id, targetId: created.webhook.id });
    expect(JSON.stringify(event?.detail)).not.toContain(created.secret);

    const list = consoleWebhooksResponseSchema.parse(
      await ok(call(test, 'GET', '/api/admin/webhooks', admin.headers)),
    ).data;
    expect(list).toContainEqual(created.webhook);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const past = new Date('2026-01-01T00:00:00Z');
    await test.database.db.insert(webhookDeliveries).values({
      id: 'msg_console-site-failed',
      appId: APP_ID,
      endpointId: created.webhook.id,
      event: 'member.created',
      body: '{}',
      status: 'failed',
      attempts: 8,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      nextAttemptAt: past,
      lastAttemptAt: past,
      createdAt: past,
    });
    const deliveries = consoleDeliveriesResponseSchema.parse(
      await ok(call(test, 'GET', `/api/admin/webhooks/${created.webhook.id}/deliveries`, admin.headers)),
    ).data;
    expect(deliveries).toEqual([
      expect.objectContaining({ id: 'msg_console-site-failed', status: 'failed', statusCode: 500 }),
    ]);

    const resent = consoleDeliveriesResponseSchema.parse(
      await ok(
        call(
          test,
          'POST',
          `/api/admin/webhooks/${created.webhook.id}/deliveries/msg_console-site-failed/resend`,
          admin.headers,
        ),
      ),
    ).data;
    expect(resent[0]).toMatchObject({ id: 'msg_console-site-failed', status: 'pending', attempts: 8 });
    expect((await latest('webhook.delivery-resent'))?.detail).toMatchObject({
      before: { status: 'failed' },
      after: { status: 'pending' },
    });

    await ok(call(test, 'DELETE', `/api/admin/webhooks/${created.webhook.id}`, admin.headers));
    expect((await latest('webhook.deleted'))?.detail).toMatchObject({ before: created.webhook, after: null });
    const gone = await test.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.webhook.id));
    expect(gone).toEqual([]);
  });

  it("given another app's endpoint and delivery, every route answers 404 and nothing changes", async () => {
    const theirs = consoleCreatedWebhookResponseSchema.parse(
      await ok(
        call(test, 'POST', '/api/admin/webhooks', otherAdmin.headers, {
          url: 'http://127.0.0.1:9/theirs',
          events: ['member.created'],
        }),
      ),
    ).data.webhook;
    await test.database.db.insert(webhookDeliveries).values({
      id: 'msg_console-site-theirs',
      appId: OTHER_APP.id,
      endpointId: theirs.id,
      event: 'member.created',
      body: '{}',
      status: 'failed',
      nextAttemptAt: new Date(),
    });
    const ours = consoleCreatedWebhookResponseSchema.parse(
      await ok(
        call(test, 'POST', '/api/admin/webhooks', admin.headers, {
          url: 'http://127.0.0.1:9/ours',
          events: ['member.created'],
        }),
      ),
    ).data.webhook;
    expect(
      (await call(test, 'GET', `/api/admin/webhooks/${theirs.id}/deliveries`, admin.headers)).status,
    ).toBe(404);
    expect((await call(test, 'DELETE', `/api/admin/webhooks/${theirs.id}`, admin.headers)).status).toBe(404);
    expect(
      (
        await call(
          test,
          'POST',
          `/api/admin/webhooks/${theirs.id}/deliveries/msg_console-site-theirs/resend`,
          admin.headers,
        )
      ).status,
    ).toBe(404);
    // Their delivery through our endpoint's path: still not ours.
    expect(
      (
        await call(
          test,
          'POST',
          `/api/admin/webhooks/${ours.id}/deliveries/msg_console-site-theirs/resend`,
          admin.headers,
        )
      ).status,
    ).toBe(404);
    const [delivery] = await test.database.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, 'msg_console-site-theirs')));
    expect(delivery?.status).toBe('failed');
    const list = consoleWebhooksResponseSchema.parse(
      await ok(call(test, 'GET', '/api/admin/webhooks', admin.headers)),
    ).data;
    expect(list.map((endpoint) => endpoint.id)).not.toContain(theirs.id);
  });

  it.each([
    [{ url: 'not a url', events: ['member.created'] }],
    [{ url: 'ftp://hooks.example.com/x', events: ['member.created'] }],
    [{ url: 'https://user:pw@hooks.example.com/x', events: ['member.created'] }],
    [{ url: 'https://hooks.example.com/x', events: [] }],
    [{ url: 'https://hooks.example.com/x', events: ['member.exploded'] }],
  ])('given %j, it answers 400', async (body) => {
    expect((await call(test, 'POST', '/api/admin/webhooks', admin.headers, body)).status).toBe(400);
  });
});
