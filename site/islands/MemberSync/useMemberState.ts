/**
 * The member and auth status for an island (issue 5), safe to hydrate: the first client render
 * shows 'loading' as the server did, then the store's value (the `_ms-mem` cache, then the
 * service's answer) takes over.
 */
import { useStore } from '@nanostores/react';
import type { Member } from '@wf/sdk/contract';
import { $authStatus, $member, type AuthStatus, getWidget, setMember } from '@wf/widget';
import { useEffect } from 'react';

export interface MemberState {
  status: AuthStatus;
  member: Member | null;
}

/** The shared member state; creates the page's widget on first use. */
export function useMemberState(): MemberState {
  const status = useStore($authStatus, { ssr: 'initial' });
  const member = useStore($member, { ssr: 'initial' });
  useEffect(() => {
    try {
      getWidget();
    } catch (error) {
      // A page without its configuration element cannot sign anyone in: show the visitor view.
      console.error(error);
      setMember(null);
    }
  }, []);
  return { status, member };
}
