import { useMemo } from 'react';
import { useSiteApi } from '../../lib/api/useSiteApi.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { membershipBilling } from '../../lib/membership/billing.ts';
import type { DashboardCopy } from './copy.ts';
import { Dashboard } from './Dashboard.tsx';

export interface DashboardIslandProps {
  copy: DashboardCopy;
}

/** /dashboard's island (client only): the member store, the site's pass calls and the widget's billing. */
export function DashboardIsland({ copy }: DashboardIslandProps) {
  const { status, member, widget } = useMemberState();
  const api = useSiteApi();
  const billing = useMemo(() => (widget ? membershipBilling(widget) : null), [widget]);
  return <Dashboard copy={copy} status={status} member={member} passClient={api} billing={billing} />;
}
