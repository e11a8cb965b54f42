import { useSiteApi } from '../../lib/api/useSiteApi.ts';
import { useMemberState } from '../MemberSync/useMemberState.ts';
import type { DashboardCopy } from './copy.ts';
import { Dashboard } from './Dashboard.tsx';

export interface DashboardIslandProps {
  copy: DashboardCopy;
}

/** /dashboard's island (client only): the member store and the site's pass calls. */
export function DashboardIsland({ copy }: DashboardIslandProps) {
  const { status, member } = useMemberState();
  const api = useSiteApi();
  return <Dashboard copy={copy} status={status} member={member} passClient={api} />;
}
