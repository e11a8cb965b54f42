import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { trialAddressHash } from './trial-addresses.ts';

const KEY = randomBytes(32);

describe('trialAddressHash', () => {
  it('given one address written in other cases or Unicode forms, it is one hash', () => {
    const composed = trialAddressHash(KEY, 'app_1', 'josé@Example.org');
    expect(trialAddressHash(KEY, 'app_1', 'JOSE\u0301@example.org')).toBe(composed);
    expect(trialAddressHash(KEY, 'app_1', ' josé@example.org ')).toBe(composed);
  });

  it('given another app or another key, the same address hashes differently (nothing links them)', () => {
    const hash = trialAddressHash(KEY, 'app_1', 'ada@example.org');
    expect(trialAddressHash(KEY, 'app_2', 'ada@example.org')).not.toBe(hash);
    expect(trialAddressHash(randomBytes(32), 'app_1', 'ada@example.org')).not.toBe(hash);
  });

  it('given an address, the hash shows nothing of it', () => {
    expect(trialAddressHash(KEY, 'app_1', 'ada@example.org')).toMatch(/^[0-9a-f]{64}$/);
  });
});
