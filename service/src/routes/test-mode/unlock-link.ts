/**
 * The link that unlocks the test tools in the owner's browser (docs/security.md "Test mode"):
 * printed at start in a terminal, and kept in the admin credentials file, whose reader is the
 * owner. It is not written to the log: logs are copied to places the credentials file is not.
 */
import { chmod, readFile, writeFile } from 'node:fs/promises';
import type { Env } from '../../env.ts';
import { hostnameOf } from '../../http/host-guard.ts';

/** The path of the unlock link. */
export const UNLOCK_PATH = '/dev/unlock';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the owner opens the test tools: the public URL's origin when it is on this machine,
 * else localhost (a public name reaches the service through a proxy, where the tools are off).
 */
export function testToolsOrigin(env: Pick<Env, 'publicUrl' | 'port'>): string {
  const url = new URL(env.publicUrl);
  return LOOPBACK_NAMES.has(hostnameOf(url.host)) ? url.origin : `http://localhost:${env.port}`;
}

/** The unlock link for a token. */
export function unlockLink(env: Pick<Env, 'publicUrl' | 'port'>, token: string): string {
  return `${testToolsOrigin(env)}${UNLOCK_PATH}?token=${encodeURIComponent(token)}`;
}

const LINK_LINE = /^unlock test tools: .*\n?/m;

/**
 * Writes the link into the credentials file (mode 600), replacing the one of an earlier start:
 * the port, and so the link, may change between starts.
 */
export async function recordUnlockLink(credentialsFile: string, link: string): Promise<void> {
  const before = await readFile(credentialsFile, 'utf8').catch(() => '');
  const line = `unlock test tools: ${link}\n`;
  const separator = before === '' || before.endsWith('\n') ? '' : '\n';
  const after = LINK_LINE.test(before)
    ? before.replace(LINK_LINE, () => line)
    : `${before}${separator}${line}`;
  await writeFile(credentialsFile, after, { mode: 0o600 });
  // writeFile's mode applies to a new file only.
  await chmod(credentialsFile, 0o600);
}

/** The few lines a developer sees in the terminal at start: short, and set apart from the log. */
export function unlockBanner(link: string): string {
  return [
    '',
    '  Test tools (dev mailbox, test sign-in) open in your browser with:',
    '',
    `      ${link}`,
    '',
    '  Keep it to yourself: it hands out every account. It is also in admin-credentials.txt.',
    '',
  ].join('\n');
}
