/**
 * Mirrors the auth status on <html data-member-cached> (site/constants.ts), the attribute the
 * home page's first-paint script sets from the `_ms-mem` cache and its CSS reads to hide
 * 'Membership Options' for members (docs/product/website.md §2). Signing in or out on the page now
 * shows or hides the card too.
 */
import type { ReadableAtom } from 'nanostores';
import { MEMBER_CACHED_ATTRIBUTE } from '../../constants.ts';

type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** Keeps the attribute in step with `status` until the returned function is called. */
export function mirrorMemberAttribute(
  status: ReadableAtom<AuthStatus>,
  root: Pick<Element, 'toggleAttribute'>,
): () => void {
  return status.subscribe((value) => {
    // While loading, the first-paint script's guess from the cache stands.
    if (value !== 'loading') root.toggleAttribute(MEMBER_CACHED_ATTRIBUTE, value === 'signed-in');
  });
}
