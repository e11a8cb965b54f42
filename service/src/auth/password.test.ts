import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('given a password, it stores an argon2id hash at the OWASP parameters', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('correct horse battery');
  });

  it('given the right password it verifies, and a wrong one it does not', async () => {
    const stored = await hashPassword('correct horse battery');
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse batter')).resolves.toBe(false);
  });

  it('given the same password twice, the hashes differ (random salt)', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('given no stored hash or a malformed one, it answers false', async () => {
    await expect(verifyPassword(null, 'anything at all')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'anything at all')).resolves.toBe(false);
  });

  it('given hashing in progress, the event loop keeps running', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    await Promise.all([hashPassword('one password'), hashPassword('two password')]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
