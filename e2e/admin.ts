/**
 * The test administrator the service makes on its first start in test mode (docs/security.md
 * "Test mode"): its address and random password, read from the e2e data folder. It holds the
 * admin plan and owns a team.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from './server.ts';

export function adminCredentials(): { email: string; password: string } {
  const text = readFileSync(path.join(E2E_DATA_DIR, 'admin-credentials.txt'), 'utf8');
  const email = /email: (.+)/.exec(text)?.[1]?.trim();
  const password = /password: (.+)/.exec(text)?.[1]?.trim();
  if (!email || !password) throw new Error('no admin credentials in the e2e data folder');
  return { email, password };
}

/** Signs the test administrator in through the site's login modal. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const credentials = adminCredentials();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByLabel('Email Address').fill(credentials.email);
  await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
