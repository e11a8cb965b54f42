/**
 * The admin API's app settings (docs/admin-api.md "App settings"): a change of allowed origins or
 * branding is in effect without a restart, recorded with before and after, refused when malformed
 * (nothing changed), limited to the key's own app, and kept by the next start, which reports it as
 * a difference from the app's file (docs/apps.md "Applying a file").
 */
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from '../../apps/secret-keys.ts';
import { apps } from '../../db/schema.ts';
import { EXAMPLE_APP_ID, EXAMPLE_TEST_PUBLIC_KEY } from '../../examples/app.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { seedService, TEST_SEED_OPTIONS } from '../../testing/database.ts';

let test: TestApp;
let key: string;
let exampleKey: string;

beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' });
  const now = new Date();
  key = (await createSecretKey(test.database.db, { appId: APP_ID, mode: 'test', now })).key;
  exampleKey = (await createSecretKey(test.database.db, { appId: EXAMPLE_APP_ID, mode: 'test', now })).key;
});
afterAll(async () => {
  await test.close();
});

function call(init: { method?: string; body?: unknown; key?: string } = {}) {
  return test.app.request('/admin-api/settings', {
    method: init.method ?? 'GET',
    headers: { 'X-API-Key': init.key ?? key, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
}

/** GET /api/app from a page on `origin`, as the widget asks it. */
function widgetCall(origin: string, appId = APP_ID, publicKey = TEST_PUBLIC_KEY) {
  return test.app.request('/api/app', {
    headers: { 'X-APP-ID': appId, 'X-API-Key': publicKey, Origin: origin },
  });
}

describe('GET /admin-api/settings', () => {
  it('given World Family’s key, it answers its settings, the same as its file', async () => {
    const response = await call();
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      id: APP_ID,
      name: 'World Family',
      branding: { name: 'World Family', logo: '/favicon.svg', primaryColor: '#3a2e7a' },
      differsFromFile: [],
    });
  });
});

describe('PATCH /admin-api/settings', () => {
  it('given a new origin, a page there is answered at once, with no restart', async () => {
    const before = await widgetCall('https://studio.example');
    expect(before.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const { data: current } = (await (await call()).json()) as { data: { allowedOrigins: string[] } };
    const response = await call({
      method: 'PATCH',
      body: { allowedOrigins: [...current.allowedOrigins, 'https://studio.example'] },
    });
    expect(response.status).toBe(200);
    const after = await widgetCall('https://studio.example');
    expect(after.status).toBe(200);
    expect(after.headers.get('Access-Control-Allow-Origin')).toBe('https://studio.example');
  });

  it('given a colour and a logo, the widget’s app carries them at once, and the audit log has before and after', async () => {
    const response = await call({
      method: 'PATCH',
      body: { branding: { primaryColor: '#7a3e9d', logo: '/logo.svg' } },
    });
    expect(response.status).toBe(200);
    const app = (await (await widgetCall('http://localhost:4321')).json()) as {
      data: { branding: { logo: string | null; colors: { lightMode: { primaryButton: string } } } };
    };
    expect(app.data.branding).toEqual({
      logo: '/logo.svg',
      colors: { lightMode: { primaryButton: '#7a3e9d' } },
    });
    const [event] = await latestAuditEvents(test.database.db, APP_ID, { action: 'app.settings.changed' });
    expect(event?.detail).toMatchObject({
      before: { branding: { primaryColor: '#3a2e7a', logo: '/favicon.svg' } },
      after: { branding: { primaryColor: '#7a3e9d', logo: '/logo.svg' } },
    });
  });

  it('given an origin with a path or a colour that is not one, it answers 400 naming it, and changes nothing', async () => {
    const before = (await (await call()).json()) as unknown;
    for (const body of [
      { allowedOrigins: ['https://studio.example/members'] },
      { branding: { primaryColor: 'purple; background:url(x)' } },
      { name: '' },
      { allowedOrigins: 'https://studio.example' },
    ]) {
      const response = await call({ method: 'PATCH', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const refused = (await (
      await call({ method: 'PATCH', body: { allowedOrigins: ['https://a.example/x'] } })
    ).json()) as {
      error: { message: string };
    };
    expect(refused.error.message).toMatch(/An origin is a scheme, a host and a port only/);
    expect(await (await call()).json()).toEqual(before);
  });

  it('given the example app’s key, it changes the example app only, never World Family', async () => {
    const response = await call({ method: 'PATCH', key: exampleKey, body: { name: 'Renamed by its owner' } });
    expect(response.status).toBe(200);
    const [worldFamily] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(worldFamily?.name).toBe('World Family');
    const example = (await (
      await widgetCall('http://localhost:4321', EXAMPLE_APP_ID, EXAMPLE_TEST_PUBLIC_KEY)
    ).json()) as {
      data: { name: string };
    };
    expect(example.data.name).toBe('Renamed by its owner');
  });

  it('given a restart, the changes are kept and reported as differences from the file', async () => {
    const seeded = await seedService(test.database, { ...TEST_SEED_OPTIONS, allowedOrigins: [] });
    const reported = seeded.apps.differences
      .filter((difference) => difference.appId === APP_ID)
      .map((d) => d.path);
    expect(reported).toEqual(expect.arrayContaining(['allowedOrigins', 'logo', 'primaryColor']));
    expect(reported.find((path) => path === 'allowedOrigins')).toBeDefined();
    const { data } = (await (await call()).json()) as {
      data: { allowedOrigins: string[]; differsFromFile: { field: string }[] };
    };
    expect(data.allowedOrigins).toContain('https://studio.example');
    expect(data.differsFromFile.map((difference) => difference.field)).toEqual(
      expect.arrayContaining(['allowedOrigins', 'logo', 'primaryColor']),
    );
  });
});
