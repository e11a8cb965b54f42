import { IMAGE_MAX_BYTES } from '@wf/sdk/constants';
import { describe, expect, it } from 'vitest';
import { FOUND } from './catalogue.ts';

describe('the help catalogue (docs/product/inspector.md)', () => {
  it('given the profile-image action / its help names the limit every check uses, not the message’s 2MB', () => {
    const { description } = FOUND['upload-profile-image'];
    expect(IMAGE_MAX_BYTES).toBe(4_000_000);
    expect(description).toContain('4,000,000 bytes');
    expect(description).not.toContain('2 MB');
  });
});
