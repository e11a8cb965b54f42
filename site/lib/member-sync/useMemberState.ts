/**
 * The member and auth status for an island (docs/architecture.md "The members area"), safe to hydrate: the first client render
 * shows 'loading' as the server did, then the store's value (the `_ms-mem` cache, then the
 * service's answer) takes over.
 */
import { useStore } from '@nanostores/react';
import type { Member } from '@wf/sdk/contract';
import { $authStatus, $member, type AuthStatus, getWidget, setMember, type WidgetApi } from '@wf/widget';
import { useEffect, useState } from 'react';
import { startPageMemberSync } from './page.ts';

export interface MemberState {
  status: AuthStatus;
  member: Member | null;
  /** The page's widget once created (browser only); null before, or on a page without one. */
  widget: WidgetApi | null;
}

/** The shared member state; creates the page's widget and starts the page's upkeep (page.ts) on first use. */
export function useMemberState(): MemberState {
  const status = useStore($authStatus);
  const member = useStore($member);
  // Until the effect has run, render what the server rendered: 'loading'.
  const [page, setPage] = useState<{ widget: WidgetApi | null } | null>(null);
  useEffect(() => {
    try {
      const widget = getWidget();
      startPageMemberSync();
      setPage({ widget });
    } catch (error) {
      // A page without its configuration element cannot sign anyone in: show the visitor view.
      console.error(error);
      setMember(null);
      setPage({ widget: null });
    }
  }, []);
  if (!page) return { status: 'loading', member: null, widget: null };
  return { status, member, widget: page.widget };
}
