import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_CACHED_ATTRIBUTE } from '../../constants.ts';
import { mirrorMemberAttribute } from './memberAttribute.ts';

type Status = 'loading' | 'signed-in' | 'signed-out';

describe('mirrorMemberAttribute', () => {
  it("given loading / it leaves the first-paint script's guess alone", () => {
    const root = { toggleAttribute: vi.fn() };
    mirrorMemberAttribute(atom<Status>('loading'), root);
    expect(root.toggleAttribute).not.toHaveBeenCalled();
  });

  it('given a sign-in and then a sign-out / it sets and then removes the attribute', () => {
    const status = atom<Status>('loading');
    const root = { toggleAttribute: vi.fn() };
    const stop = mirrorMemberAttribute(status, root);
    status.set('signed-in');
    status.set('signed-out');
    expect(root.toggleAttribute.mock.calls).toEqual([
      [MEMBER_CACHED_ATTRIBUTE, true],
      [MEMBER_CACHED_ATTRIBUTE, false],
    ]);
    stop();
    status.set('signed-in');
    expect(root.toggleAttribute).toHaveBeenCalledTimes(2);
  });
});
