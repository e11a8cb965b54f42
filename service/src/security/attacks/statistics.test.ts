import { describe, expect, it } from 'vitest';
import { mannWhitneyZ } from './statistics.ts';

describe('the Mann-Whitney z score', () => {
  it('given two samples from one distribution, it is near 0', () => {
    const a = Array.from({ length: 200 }, (_, i) => (i * 7919) % 1000);
    const b = Array.from({ length: 200 }, (_, i) => (i * 104_729 + 13) % 1000);
    expect(Math.abs(mannWhitneyZ(a, b))).toBeLessThan(1);
  });

  it('given a first sample shifted lower by half a spread, it is far below -2.58', () => {
    const b = Array.from({ length: 300 }, (_, i) => 10 + (i % 100) / 100);
    const a = b.map((value) => value - 0.5);
    expect(mannWhitneyZ(a, b)).toBeLessThan(-2.58);
    expect(mannWhitneyZ(b, a)).toBeGreaterThan(2.58);
  });

  it('given the textbook example (U = 3 of n1 = n2 = 5), it gives z = -1.567', () => {
    // Ranks of a: 1, 2, 3, 5, 7 → U = 18 - 15 = 3; mean 12.5, variance 22.92.
    expect(mannWhitneyZ([1, 2, 3, 5, 7], [4, 6, 8, 9, 10])).toBeCloseTo(
      (3 - 12.5) / Math.sqrt((25 * 11) / 12),
      3,
    );
  });

  it('given every value tied, it is 0', () => {
    expect(mannWhitneyZ([5, 5, 5], [5, 5, 5])).toBe(0);
  });
});
