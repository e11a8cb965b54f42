/**
 * The test administrator the service makes on its first start in test mode (docs/security.md
 * "Test mode"): its address and random password, read from the e2e data folder. It holds the
 * admin plan and owns a team.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from './server.ts';

/** The test secret key of World Family's admin API, which the service wrote beside the password. */
export function adminSecretKey(): string {
  const text = readFileSync(path.join(E2E_DATA_DIR, 'admin-credentials.txt'), 'utf8');
  const key = /^secret key: (\S+)$/m.exec(text)?.[1];
  if (!key) throw new Error('no secret key in the e2e data folder’s admin-credentials.txt');
  return key;
}

export function adminCredentials(): { email: string; password: string } {
  const text = readFileSync(path.join(E2E_DATA_DIR, 'admin-credentials.txt'), 'utf8');
  const email = /email: (.+)/.exec(text)?.[1]?.trim();
  const password = /password: (.+)/.exec(text)?.[1]?.trim();
  if (!email || !password) throw new Error('no admin credentials in the e2e data folder');
  return { email, password };
}

/**
 * The test administrator's session as Playwright's storage state (the HttpOnly session cookie and
 * the SDK's localStorage: the cached member the console's gate reads), kept after the run's first
 * sign-in through the modal.
 */
const SESSION_FILE = path.join(E2E_DATA_DIR, 'admin-session.json');

interface StoredSession {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Signs the test administrator in: through the site's login modal the first time in a run, then
 * with that session's cookies, so that the console specs together stay under the service's
 * limit of password logins to one address from one client (10 in 15 minutes), which the run's
 * other specs need too.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (existsSync(SESSION_FILE)) {
    const session = JSON.parse(readFileSync(SESSION_FILE, 'utf8')) as StoredSession;
    await page.context().addCookies(session.cookies);
    for (const { origin, localStorage } of session.origins) {
      // A same-origin answer without the widget, so that nothing reads the store before it is filled.
      await page.goto(new URL('/api/health', origin).href);
      await page.evaluate((items) => {
        for (const { name, value } of items) window.localStorage.setItem(name, value);
      }, localStorage);
    }
    return;
  }
  const credentials = adminCredentials();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByLabel('Email Address').fill(credentials.email);
  await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  writeFileSync(SESSION_FILE, JSON.stringify(await page.context().storageState()));
}
