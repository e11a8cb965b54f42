import { useMemberState } from '../MemberSync/useMemberState.ts';
import type { DashboardCopy } from './copy.ts';
import { Dashboard } from './Dashboard.tsx';

export interface DashboardIslandProps {
  copy: DashboardCopy;
}

/** /dashboard's island (client only): the member store and the widget's pass calls. */
export function DashboardIsland({ copy }: DashboardIslandProps) {
  const { status, member, widget } = useMemberState();
  return <Dashboard copy={copy} status={status} member={member} passClient={widget} />;
}
