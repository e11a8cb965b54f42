import { useMemo } from 'react';
import { useSiteApi } from '../../lib/api/useSiteApi.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import type { PasskitSuccessCopy } from './copy.ts';
import { PasskitSuccess } from './PasskitSuccess.tsx';

export interface PasskitSuccessIslandProps {
  copy: PasskitSuccessCopy;
}

/** /passkit-success's island (client only): the member store, read again once, and the site's pass calls. */
export function PasskitSuccessIsland({ copy }: PasskitSuccessIslandProps) {
  const { status, member, widget } = useMemberState();
  const api = useSiteApi();
  const refreshMember = useMemo(() => (widget ? () => widget.getCurrentMember() : null), [widget]);
  return (
    <PasskitSuccess
      copy={copy}
      status={status}
      member={member}
      passClient={api}
      refreshMember={refreshMember}
    />
  );
}
