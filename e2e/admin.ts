/**
 * The test administrator the service makes on its first start in test mode (docs/security.md
 * "Test mode"): its address and random password, read from the e2e data folder. It holds the
 * admin plan and owns a team.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './server.ts';

export function adminCredentials(): { email: string; password: string } {
  const text = readFileSync(path.join(E2E_DATA_DIR, 'admin-credentials.txt'), 'utf8');
  const email = /email: (.+)/.exec(text)?.[1]?.trim();
  const password = /password: (.+)/.exec(text)?.[1]?.trim();
  if (!email || !password) throw new Error('no admin credentials in the e2e data folder');
  return { email, password };
}
