/**
 * The unlock link of the test tools (the dev mailbox, the test sign-in page: docs/security.md
 * "Test mode"), read from the e2e data folder's admin-credentials.txt as a developer reads it,
 * and the cookie it sets. Browsers get the cookie directly: opening the link in every test would
 * run into its limit of tries.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Cookie } from '@playwright/test';
import { E2E_DATA_DIR } from './server.ts';

/** The link the service wrote beside the test administrator's credentials. */
export function unlockLink(): URL {
  const text = readFileSync(path.join(E2E_DATA_DIR, 'admin-credentials.txt'), 'utf8');
  const link = /^unlock test tools: (\S+)$/m.exec(text)?.[1];
  if (!link) throw new Error('no unlock link in the e2e data folder’s admin-credentials.txt');
  return new URL(link);
}

/** The cookie the unlock link sets, for the service at `baseURL`. */
export function testToolsCookie(baseURL: string): Cookie {
  const token = unlockLink().searchParams.get('token') ?? '';
  return {
    name: 'wf-test-tools',
    value: token,
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax',
  };
}
