/**
 * The console's provider credentials on a live service (docs/console.md "Sign-up and sign-in"):
 * without WF_SETTINGS_KEY no secret is kept (409 naming the variable) and no key file is made;
 * with it, the secret is sealed under that key.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, SETTINGS_KEY_FILE } from '../../apps/settings-secrets.ts';
import { credentialsPlace } from '../../auth/providers/app-credentials.ts';
import { apps } from '../../db/schema.ts';
import { createTestApp } from '../../testing/app.ts';
import { type ConsoleTest, call, type SignedIn, signInAdmin } from './test-kit.ts';

const KEY = randomBytes(32);
let keyless: ConsoleTest;
let keyed: ConsoleTest;
let keylessAdmin: SignedIn;
let keyedAdmin: SignedIn;

beforeAll(async () => {
  keyless = { ...(await createTestApp({ WF_TEST_MODE: 'false' })), sent: [] };
  keyed = {
    ...(await createTestApp({ WF_TEST_MODE: 'false', WF_SETTINGS_KEY: KEY.toString('base64') })),
    sent: [],
  };
  keylessAdmin = await signInAdmin(keyless, { email: 'live-keyless-admin@example.org' });
  keyedAdmin = await signInAdmin(keyed, { email: 'live-keyed-admin@example.org' });
}, 60_000);
afterAll(async () => {
  await keyless.close();
  await keyed.close();
});

const BODY = { clientId: 'live-client-id-1234', clientSecret: 'live-secret-value' };

describe('provider credentials on a live service', () => {
  it('given no WF_SETTINGS_KEY, they are refused with 409 naming the variable and nothing is kept', async () => {
    const response = await call(
      keyless,
      'POST',
      '/api/admin/sign-in/providers/github/credentials',
      keylessAdmin.headers,
      BODY,
    );
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('console/settings-key-missing');
    expect(error.message).toContain('WF_SETTINGS_KEY');
    const [row] = await keyless.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(row?.settings.providerCredentials?.github).toBeUndefined();
    expect(existsSync(path.join(keyless.env.dataDir, SETTINGS_KEY_FILE))).toBe(false);
  });

  it('given WF_SETTINGS_KEY, the secret is sealed under it', async () => {
    const response = await call(
      keyed,
      'POST',
      '/api/admin/sign-in/providers/github/credentials',
      keyedAdmin.headers,
      BODY,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.text()).not.toContain(BODY.clientSecret);
    const [row] = await keyed.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    const sealed = row?.settings.providerCredentials?.github?.clientSecret ?? '';
    expect(JSON.stringify(row)).not.toContain(BODY.clientSecret);
    expect(decryptSecret(KEY, sealed, credentialsPlace(APP_ID, 'github'))).toBe(BODY.clientSecret);
  });
});
