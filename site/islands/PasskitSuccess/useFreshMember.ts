import { useEffect, useState } from 'react';

/** Whether the member has been read again from the service since the page opened. */
export type Freshness = 'refreshing' | 'fresh';

/**
 * Reads the member again once (docs/product/website.md §2 "Membership activated"): after checkout
 * the cached member still holds the plans of before, and the page should speak of the new one.
 * A failed read keeps the cached member (the page says what it knows).
 */
export function useFreshMember(refresh: (() => Promise<unknown>) | null | undefined): Freshness {
  const [freshness, setFreshness] = useState<Freshness>(refresh ? 'refreshing' : 'fresh');
  useEffect(() => {
    if (!refresh) {
      setFreshness('fresh');
      return;
    }
    let current = true;
    setFreshness('refreshing');
    refresh()
      .catch(() => undefined)
      .finally(() => {
        if (current) setFreshness('fresh');
      });
    return () => {
      current = false;
    };
  }, [refresh]);
  return freshness;
}
