/**
 * The secret that opens test mode's tools (the dev mailbox, the test sign-in page) to the
 * machine's owner (docs/security.md "Test mode"). Being on loopback is not enough: a same-machine
 * proxy, a tunnel (`ssh -R`, ngrok) or another account on the machine is loopback too. The
 * token is made at the first start and kept beside the admin credentials, readable by the
 * owner only, so every instance that shares the DATA_DIR accepts the same one.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file under DATA_DIR that holds the token. */
export const TEST_TOOLS_TOKEN_FILE = 'test-tools-token';

/** 128 random bits, base64url: short enough for a link, far beyond guessing at the unlock limit. */
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[\w-]{22,}$/;

async function readToken(file: string): Promise<string | undefined> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  const token = text?.trim();
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The token of this DATA_DIR, made (mode 600) when there is none yet. */
export async function ensureTestToolsToken(dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, TEST_TOOLS_TOKEN_FILE);
  const existing = await readToken(file);
  if (existing) return existing;
  // Written whole under a private name, then linked into place: an instance starting at the same
  // moment either wins the link or reads the winner's complete file, never a half-written one.
  const candidate = randomBytes(TOKEN_BYTES).toString('base64url');
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${candidate}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    await chmod(file, 0o600);
    return candidate;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readToken(file);
    if (!winner) throw new Error(`${file} holds no test-tools token: delete it and start again`);
    return winner;
  } finally {
    await rm(draft, { force: true });
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** True when `offered` is the token; the comparison takes the same time wherever they differ. */
export function isTestToolsToken(offered: string | undefined, token: string | undefined): boolean {
  if (offered === undefined || token === undefined) return false;
  // Digests first: timingSafeEqual needs equal lengths, and the length must not leak either.
  return timingSafeEqual(digest(offered), digest(token));
}
