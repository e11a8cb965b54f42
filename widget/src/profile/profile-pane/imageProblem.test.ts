import { describe, expect, it } from 'vitest';
import { imageProblem } from './imageProblem.ts';

describe('imageProblem', () => {
  it('given a file that is not an image, it is refused', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('not-image');
    expect(imageProblem({ type: '', size: 10 })).toBe('not-image');
  });

  it('given an image over 4,000,000 bytes, it is refused; at the limit it passes', () => {
    expect(imageProblem({ type: 'image/png', size: 4_000_001 })).toBe('too-large');
    expect(imageProblem({ type: 'image/png', size: 4_000_000 })).toBeUndefined();
  });
});
