/**
 * Secrets the console keeps in an app's settings, such as a sign-in provider's client secret
 * (docs/console.md "Sign-up and sign-in"): encrypted with AES-256-GCM (node:crypto) under the
 * settings key, each bound to where it is kept (the app and the provider, as additional data), so
 * a ciphertext copied to another app or provider does not decrypt.
 *
 * The key is WF_SETTINGS_KEY (32 bytes, hex or base64). A test service without it makes one at
 * its first start and keeps it in DATA_DIR beside the test-tools token, readable by the owner
 * only, so every instance sharing the DATA_DIR reads the same secrets; a live service without it
 * keeps no such secret (the console refuses to store one and says which variable to set).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { settingsKeyBytes } from '../env.ts';

/** The file under DATA_DIR that holds a test service's generated key (base64). */
export const SETTINGS_KEY_FILE = 'settings-key';

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1.';

async function readKey(file: string): Promise<Buffer | undefined> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text ? settingsKeyBytes(text.trim()) : undefined;
}

/** The generated key of this DATA_DIR, made (mode 600) when there is none yet. */
export async function ensureGeneratedSettingsKey(dataDir: string): Promise<Buffer> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, SETTINGS_KEY_FILE);
  const existing = await readKey(file);
  if (existing) return existing;
  // Written whole under a private name, then linked into place: an instance starting at the same
  // moment either wins the link or reads the winner's complete file.
  const candidate = randomBytes(KEY_BYTES);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${candidate.toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    await chmod(file, 0o600);
    return candidate;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKey(file);
    if (!winner) throw new Error(`${file} holds no settings key: delete it and start again`);
    return winner;
  } finally {
    await rm(draft, { force: true });
  }
}

/** What the key depends on. */
export interface SettingsKeySource {
  settingsKey: Buffer | undefined;
  testMode: boolean;
  dataDir: string;
}

const generated = new Map<string, Promise<Buffer>>();

/** The settings key: WF_SETTINGS_KEY, else a test service's generated one; undefined on a live service without it. */
export async function settingsKeyOf(source: SettingsKeySource): Promise<Buffer | undefined> {
  if (source.settingsKey) return source.settingsKey;
  if (!source.testMode) return undefined;
  const folder = path.resolve(source.dataDir);
  let key = generated.get(folder);
  if (!key) {
    key = ensureGeneratedSettingsKey(folder);
    generated.set(folder, key);
    key.catch(() => generated.delete(folder));
  }
  return key;
}

/** `plain` encrypted under `key`, bound to `place` (never stored with it). */
export function encryptSecret(key: Buffer, plain: string, place: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(place, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
}

/** The secret, or undefined when it does not decrypt (another key, another place, altered). */
export function decryptSecret(key: Buffer, sealed: string, place: string): string | undefined {
  if (!sealed.startsWith(VERSION)) return undefined;
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(place, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
