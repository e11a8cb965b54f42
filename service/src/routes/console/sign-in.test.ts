/**
 * The console's Sign-up and sign-in routes (docs/console.md "Sign-up and sign-in") on a test
 * service: custom fields (added, reordered, relabelled, MEMBERS visibility; a stored key never
 * changes), passwordless login, the captcha and the default redirects, each change audited with
 * before and after and seen by the widget at once; the providers' credentials kept encrypted
 * (never answered, never in the audit log, never in clear in the database) and used by the
 * provider sign-in; and the refusals: a provider without credentials, a key change, a redirect
 * off the site, malformed bodies (400 naming the field, never 500).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { appResponseSchema, consoleSignInResponseSchema } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, SETTINGS_KEY_FILE } from '../../apps/settings-secrets.ts';
import { appProvider, credentialsPlace } from '../../auth/providers/app-credentials.ts';
import { apps, auditEvents } from '../../db/schema.ts';
import { settingsKeyBytes } from '../../env.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { APP_HEADERS, connectionFrom } from '../../testing/app.ts';
import { type ConsoleTest, call, createConsoleTest, type SignedIn, signInAdmin } from './test-kit.ts';

const SECRET = 'gcs-very-secret-value-0f9e8d7c';
const CLIENT_ID = '1234567890-console.apps.googleusercontent.com';

let test: ConsoleTest;
let admin: SignedIn;
/** Every answer's text: the secret must be in none. */
const answers: string[] = [];

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'sign-in-admin@example.org' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await call(test, method, path, admin.headers, body);
  answers.push(await response.clone().text());
  return response;
}

async function ok(response: Response | Promise<Response>) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return consoleSignInResponseSchema.parse(await answer.json()).data;
}

async function errorOf(response: Response | Promise<Response>) {
  const answer = await response;
  return {
    status: answer.status,
    ...(
      (await answer.json()) as {
        error: { code: string; message: string; details?: { fields?: Record<string, string> } };
      }
    ).error,
  };
}

/** The fields a 400 names. */
function fieldsOf(answer: { details?: { fields?: Record<string, string> } }): string[] {
  return Object.keys(answer.details?.fields ?? {});
}

const read = () => ok(send('GET', '/api/admin/sign-in'));

async function latest(action: string) {
  const [event] = await latestAuditEvents(test.database.db, APP_ID, { action, limit: 1 });
  return event;
}

/** The App entity the widget reads. */
async function widgetApp() {
  const response = await test.app.request('/api/app', { headers: { ...APP_HEADERS } });
  answers.push(await response.clone().text());
  return appResponseSchema.parse(await response.json()).data;
}

describe('reading', () => {
  it('given an administrator, it answers the custom fields, passwordless, captcha, every provider and the redirects', async () => {
    const data = await read();
    expect(data.providers.map((row) => row.provider)).toEqual([
      'google',
      'facebook',
      'github',
      'linkedin',
      'spotify',
      'dribbble',
    ]);
    for (const row of data.providers)
      expect(row).toMatchObject({ credentials: null, clientIdLastFour: null });
    expect(data.customFields.length).toBeGreaterThan(0);
    expect(typeof data.passwordless.enabled).toBe('boolean');
  });
});

describe('passwordless, the captcha and the redirects', () => {
  it('given a change, it is kept, audited with before and after, and the widget sees it at once', async () => {
    const before = await read();
    const data = await ok(
      send('PATCH', '/api/admin/sign-in', {
        passwordless: { enabled: true, isDefault: true },
        captchaRequired: true,
        loginRedirect: '/members/',
        signupRedirect: '/welcome',
        logoutRedirect: '',
      }),
    );
    expect(data).toMatchObject({
      passwordless: { enabled: true, isDefault: true },
      captchaRequired: true,
      loginRedirect: '/members/',
      signupRedirect: '/welcome',
      logoutRedirect: null,
    });
    const event = await latest('app.sign-in.changed');
    expect(event?.actorId).toBe(admin.member.id);
    expect(event?.detail).toEqual({ before, after: data });
    const app = await widgetApp();
    expect(app.additionalAuthMethods.passwordless).toEqual({ enabled: true, isDefault: true });
    expect(app.captchaRequired).toBe(true);
    expect(app.loginRedirect).toBe('/members/');
    const call = await latest('console.sign-in.update');
    expect(call?.actorId).toBe(admin.member.id);
  });

  it('given passwordless disabled, it is not the default either', async () => {
    const data = await ok(
      send('PATCH', '/api/admin/sign-in', { passwordless: { enabled: false, isDefault: false } }),
    );
    expect(data.passwordless).toEqual({ enabled: false, isDefault: false });
    expect((await widgetApp()).additionalAuthMethods.passwordless.enabled).toBe(false);
  });

  it('given passwordless as the default while disabled, it answers 400 naming the field', async () => {
    const before = await read();
    const answer = await errorOf(
      send('PATCH', '/api/admin/sign-in', { passwordless: { enabled: false, isDefault: true } }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['passwordless.isDefault']);
    expect(await read()).toEqual(before);
  });

  it.each([
    '//evil.example/',
    'https://evil.example/',
    'javascript:alert(1)',
    'members',
    '/\\evil.example',
    '/with space',
  ])('given the redirect %s, it answers 400 naming the field and changes nothing', async (redirect) => {
    const before = await read();
    const answer = await errorOf(send('PATCH', '/api/admin/sign-in', { loginRedirect: redirect }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['loginRedirect']);
    expect(await read()).toEqual(before);
  });

  it.each([{ captchaRequired: 'yes' }, { passwordless: true }, { signupRedirect: 42 }])(
    'given the malformed body %o, it answers 400, never 500',
    async (body) => {
      const answer = await errorOf(send('PATCH', '/api/admin/sign-in', body));
      expect(answer.status).toBe(400);
    },
  );
});

describe('custom fields', () => {
  it('given a new MEMBERS field, a reorder and a new label, they are kept in order and audited', async () => {
    const before = await read();
    const stored = before.customFields.map((field) => ({
      key: field.key,
      originalKey: field.key,
      label: field.label,
      hidden: field.hidden,
      visibility: field.visibility,
    }));
    const [first, ...rest] = stored;
    if (!first) throw new Error('the seeded app has custom fields');
    const fields = [
      { key: 'city', label: 'City', hidden: false, visibility: 'MEMBERS' },
      ...rest,
      { ...first, label: `${first.label} (renamed)` },
    ];
    const data = await ok(send('PATCH', '/api/admin/sign-in/custom-fields', { fields }));
    expect(data.customFields.map((field) => field.key)).toEqual(fields.map((field) => field.key));
    expect(data.customFields.map((field) => field.order)).toEqual(fields.map((_, index) => index + 1));
    expect(data.customFields[0]).toMatchObject({ key: 'city', visibility: 'MEMBERS' });
    expect(data.customFields.at(-1)?.label).toBe(`${first.label} (renamed)`);
    const event = await latest('app.custom-fields.changed');
    expect(event?.detail).toEqual({ before, after: data });
    const app = await widgetApp();
    expect(app.customFields.find((field) => field.key === 'city')).toMatchObject({ visibility: 'MEMBERS' });
  });

  it("given a stored field's key changed, it answers 409 saying why, and changes nothing", async () => {
    const before = await read();
    const [first] = before.customFields;
    if (!first) throw new Error('the app has custom fields');
    const fields = before.customFields.map((field) => ({
      key: field.key === first.key ? 'renamed-key' : field.key,
      originalKey: field.key,
      label: field.label,
      hidden: field.hidden,
      visibility: field.visibility,
    }));
    const answer = await errorOf(send('PATCH', '/api/admin/sign-in/custom-fields', { fields }));
    expect(answer).toMatchObject({ status: 409, code: 'console/custom-field-key-change' });
    expect(answer.message).toContain(first.key);
    expect(answer.message).toMatch(/stored/);
    expect(await read()).toEqual(before);
  });

  it('given a field removed, the others stay', async () => {
    const before = await read();
    const fields = before.customFields
      .filter((field) => field.key !== 'city')
      .map(({ key, label, hidden, visibility }) => ({ key, originalKey: key, label, hidden, visibility }));
    const data = await ok(send('PATCH', '/api/admin/sign-in/custom-fields', { fields }));
    expect(data.customFields.map((field) => field.key)).not.toContain('city');
    expect(data.customFields).toHaveLength(before.customFields.length - 1);
  });

  it('given two fields with one key, it answers 409 and changes nothing', async () => {
    const before = await read();
    const field = { key: 'twice', label: 'Twice', hidden: false, visibility: 'PUBLIC' };
    const answer = await errorOf(
      send('PATCH', '/api/admin/sign-in/custom-fields', { fields: [field, field] }),
    );
    expect(answer).toMatchObject({ status: 409, code: 'console/custom-field-duplicate' });
    expect(await read()).toEqual(before);
  });

  it.each([
    { key: 'Has Space', label: 'x', hidden: false, visibility: 'PUBLIC' },
    { key: 'under_score', label: 'x', hidden: false, visibility: 'PUBLIC' },
    { key: '-lead', label: 'x', hidden: false, visibility: 'PUBLIC' },
    { key: 'ok', label: '', hidden: false, visibility: 'PUBLIC' },
    { key: 'ok', label: 'x', hidden: false, visibility: 'FRIENDS' },
    { key: 'ok', label: 'x', hidden: 'no', visibility: 'PUBLIC' },
  ])('given the field %o, it answers 400 naming the field and changes nothing', async (field) => {
    const before = await read();
    const answer = await errorOf(send('PATCH', '/api/admin/sign-in/custom-fields', { fields: [field] }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)[0]).toMatch(/^fields\[0\]\.(key|label|hidden|visibility)$/);
    expect(await read()).toEqual(before);
  });
});

describe('providers and their credentials', () => {
  /** The sign-in popup's first step for Google, from a visitor's browser (not the machine's owner). */
  function startGoogle() {
    const query = new URLSearchParams({
      provider: 'google',
      appId: APP_ID,
      publicKey: TEST_PUBLIC_KEY,
      origin: 'http://localhost:4321',
    });
    return test.app.request(`/api/auth-provider/login?${query}`, {}, connectionFrom('10.9.8.7'));
  }

  it('given a provider without credentials, it can be disabled; enabling it answers 409 and changes nothing', async () => {
    const off = await ok(send('PATCH', '/api/admin/sign-in/providers/google', { enabled: false }));
    expect(off.providers[0]).toMatchObject({ provider: 'google', enabled: false, credentials: null });
    const before = await read();
    const answer = await errorOf(send('PATCH', '/api/admin/sign-in/providers/google', { enabled: true }));
    expect(answer).toMatchObject({ status: 409, code: 'console/provider-without-credentials' });
    expect(answer.message).toContain('Google');
    expect(await read()).toEqual(before);
  });

  it('given an unknown provider, it answers 400', async () => {
    const answer = await errorOf(send('PATCH', '/api/admin/sign-in/providers/myspace', { enabled: true }));
    expect(answer.status).toBe(400);
  });

  it('given credentials, they are kept encrypted, answered as "set" and the last four of the id, and audited without the secret', async () => {
    const before = await read();
    const data = await ok(
      send('POST', '/api/admin/sign-in/providers/google/credentials', {
        clientId: CLIENT_ID,
        clientSecret: SECRET,
      }),
    );
    expect(data.providers[0]).toEqual({
      provider: 'google',
      name: 'Google',
      enabled: false,
      credentials: 'console',
      clientIdLastFour: '.com',
    });
    const event = await latest('app.provider-credentials.changed');
    expect(event?.detail).toEqual({ before, after: data });
    const [row] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    const stored = JSON.stringify(row);
    expect(stored).toContain(CLIENT_ID);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(Buffer.from(SECRET).toString('base64'));
    // The generated key of this test service's DATA_DIR opens it, bound to this app and provider.
    const keyText = await readFile(path.join(test.env.dataDir, SETTINGS_KEY_FILE), 'utf8');
    const key = settingsKeyBytes(keyText.trim());
    const sealed = row?.settings.providerCredentials?.google?.clientSecret ?? '';
    expect(key && decryptSecret(key, sealed, credentialsPlace(APP_ID, 'google'))).toBe(SECRET);
    expect(key && decryptSecret(key, sealed, credentialsPlace(APP_ID, 'github'))).toBeUndefined();
    expect(key && decryptSecret(key, sealed, credentialsPlace('app_other', 'google'))).toBeUndefined();
  });

  it("given console credentials, the provider's sign-in uses them", async () => {
    const [row] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    if (!row) throw new Error('the app exists');
    const provider = await appProvider(test.env, row, 'google');
    expect(provider).toMatchObject({ clientId: CLIENT_ID, clientSecret: SECRET });
    const started = await startGoogle();
    expect(started.status).toBe(303);
    const location = new URL(started.headers.get('location') ?? '');
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.toString()).not.toContain(SECRET);
  });

  it('given credentials, the provider can be enabled: the widget offers it; disabled, it is gone', async () => {
    const data = await ok(send('PATCH', '/api/admin/sign-in/providers/google', { enabled: true }));
    expect(data.providers[0]?.enabled).toBe(true);
    const offered = (await widgetApp()).authProviders.find((entry) => entry.provider === 'google');
    expect(offered?.enabled).toBe(true);
    const event = await latest('app.sign-in.changed');
    expect(event?.detail).toMatchObject({
      before: {
        providers: expect.arrayContaining([expect.objectContaining({ provider: 'google', enabled: false })]),
      },
      after: {
        providers: expect.arrayContaining([expect.objectContaining({ provider: 'google', enabled: true })]),
      },
    });
    const off = await ok(send('PATCH', '/api/admin/sign-in/providers/google', { enabled: false }));
    expect(off.providers[0]?.enabled).toBe(false);
    expect((await widgetApp()).authProviders.some((entry) => entry.provider === 'google')).toBe(false);
    await ok(send('PATCH', '/api/admin/sign-in/providers/google', { enabled: true }));
  });

  it.each([
    { clientId: '', clientSecret: 'x' },
    { clientId: 'x', clientSecret: '' },
    { clientId: 'x'.repeat(513), clientSecret: 'x' },
    { clientId: 'x' },
  ])('given the credentials %o, it answers 400 and changes nothing', async (body) => {
    const before = await read();
    const answer = await errorOf(send('POST', '/api/admin/sign-in/providers/google/credentials', body));
    expect(answer.status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('given the credentials removed, the provider is no longer offered and its sign-in is refused', async () => {
    const data = await ok(send('DELETE', '/api/admin/sign-in/providers/google/credentials'));
    expect(data.providers[0]).toMatchObject({ enabled: false, credentials: null, clientIdLastFour: null });
    const [row] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(row?.settings.providerCredentials?.google).toBeUndefined();
    const started = await startGoogle();
    expect(started.status).not.toBe(303);
  });

  it('given every answer and audit row of this file, the secret is in none', async () => {
    for (const text of answers) expect(text).not.toContain(SECRET);
    const events = await test.database.db.select().from(auditEvents).where(eq(auditEvents.appId, APP_ID));
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });
});
