import { describe, expect, it } from 'vitest';
import { newId, newToken, secureRandomBytes } from './ids.ts';

describe('secureRandomBytes', () => {
  it('never hands out the same bytes twice, across many refills of its pool', () => {
    const seen = new Set<string>();
    // 32 bytes at a time, 20,000 times: 160 refills of a 4 KB pool.
    for (let i = 0; i < 20_000; i += 1) seen.add(secureRandomBytes(32).toString('hex'));
    expect(seen.size).toBe(20_000);
  });

  it("leaves a caller's bytes as they were while the pool is used up, zeroed and refilled", () => {
    const first = secureRandomBytes(32);
    const kept = Buffer.from(first);
    // 10,000 more draws: the pool is zeroed behind each one and refilled about 80 times.
    for (let i = 0; i < 10_000; i += 1) secureRandomBytes(32);
    expect(first.equals(kept)).toBe(true);
    expect(first.equals(Buffer.alloc(32))).toBe(false);
  });

  it('gives the length asked for, small or larger than the pool', () => {
    for (const bytes of [1, 32, 1024, 1025, 10_000]) expect(secureRandomBytes(bytes)).toHaveLength(bytes);
  });

  it('spreads its bytes evenly (a chi-squared test over 256 values at p < 1e-6, so it does not fail by chance)', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 1_000; i += 1)
      for (const byte of secureRandomBytes(256)) counts[byte] = (counts[byte] ?? 0) + 1;
    const expected = 1_000;
    const chiSquared = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // The 1 - 1e-6 quantile of chi-squared with 255 degrees of freedom (Wilson-Hilferty) is 377.
    expect(chiSquared).toBeLessThan(377);
  });
});

describe('newToken and newId', () => {
  it('are of the documented shape', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newId('mem')).toMatch(/^mem_[0-9a-z]{24}$/);
  });
});
