/**
 * The console's secrets at rest (docs/console.md "Sign-up and sign-in"): AES-256-GCM bound to
 * where a secret is kept, the key from WF_SETTINGS_KEY or, on a test service, made once in
 * DATA_DIR and read again by every later start; a live service without the key has none.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv, settingsKeyBytes } from '../env.ts';
import {
  decryptSecret,
  encryptSecret,
  ensureGeneratedSettingsKey,
  SETTINGS_KEY_FILE,
  settingsKeyOf,
} from './settings-secrets.ts';

const KEY = randomBytes(32);

describe('encryption', () => {
  it('given a secret, it is sealed with a fresh nonce each time and opens at its place only', () => {
    const one = encryptSecret(KEY, 'client-secret', 'here');
    const two = encryptSecret(KEY, 'client-secret', 'here');
    expect(one).not.toBe(two);
    expect(one).not.toContain('client-secret');
    expect(decryptSecret(KEY, one, 'here')).toBe('client-secret');
    expect(decryptSecret(KEY, one, 'elsewhere')).toBeUndefined();
    expect(decryptSecret(randomBytes(32), one, 'here')).toBeUndefined();
  });

  it('given a sealed secret with one bit altered, or not sealed at all, it does not open', () => {
    const sealed = encryptSecret(KEY, 'client-secret', 'here');
    const [version, body] = [sealed.slice(0, sealed.indexOf('.') + 1), sealed.slice(sealed.indexOf('.') + 1)];
    // One bit of the bytes themselves: the last base64url character may hold padding bits only.
    for (const at of [0, 15, -1]) {
      const bytes = Buffer.from(body, 'base64url');
      const index = at < 0 ? bytes.length + at : at;
      bytes[index] = (bytes[index] ?? 0) ^ 1;
      expect(decryptSecret(KEY, `${version}${bytes.toString('base64url')}`, 'here')).toBeUndefined();
    }
    expect(decryptSecret(KEY, 'client-secret', 'here')).toBeUndefined();
    expect(decryptSecret(KEY, 'v1.', 'here')).toBeUndefined();
  });
});

describe('the key', () => {
  it('given WF_SETTINGS_KEY as hex or base64, it is read; anything else stops the start naming it', () => {
    const hex = KEY.toString('hex');
    expect(settingsKeyBytes(hex)?.equals(KEY)).toBe(true);
    expect(settingsKeyBytes(KEY.toString('base64'))?.equals(KEY)).toBe(true);
    expect(settingsKeyBytes(KEY.toString('base64url'))?.equals(KEY)).toBe(true);
    expect(parseEnv({ WF_SETTINGS_KEY: hex }).settingsKey?.equals(KEY)).toBe(true);
    expect(parseEnv({}).settingsKey).toBeUndefined();
    expect(() => parseEnv({ WF_SETTINGS_KEY: 'too-short' })).toThrow(/WF_SETTINGS_KEY/);
    expect(() => parseEnv({ WF_SETTINGS_KEY: randomBytes(16).toString('hex') })).toThrow(/WF_SETTINGS_KEY/);
  });

  it('given a test service without the variable, a key is made once in DATA_DIR (mode 600) and kept', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wf-settings-key-'));
    const made = await ensureGeneratedSettingsKey(dataDir);
    const again = await ensureGeneratedSettingsKey(dataDir);
    expect(again.equals(made)).toBe(true);
    const file = path.join(dataDir, SETTINGS_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(settingsKeyBytes((await readFile(file, 'utf8')).trim())?.equals(made)).toBe(true);
    const key = await settingsKeyOf({ settingsKey: undefined, testMode: true, dataDir });
    expect(key?.equals(made)).toBe(true);
  });

  it('given a live service without the variable, there is no key; with it, the variable is the key', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wf-settings-key-'));
    expect(await settingsKeyOf({ settingsKey: undefined, testMode: false, dataDir })).toBeUndefined();
    expect(await settingsKeyOf({ settingsKey: KEY, testMode: false, dataDir })).toBe(KEY);
  });
});
