import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../constants.ts';
import type { ProfileLayout } from './types.ts';

/** docs/product/widget.md §2, §9: narrower than 520 px is mobile. */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function isMobile(): boolean {
  return globalThis.matchMedia?.(MOBILE_QUERY).matches ?? false;
}

/** The profile modal's layout for the current viewport; follows it when it is resized. */
export function useProfileLayout(): ProfileLayout {
  const mobile = useSyncExternalStore(subscribe, isMobile, () => false);
  return mobile ? 'mobile' : 'desktop';
}
