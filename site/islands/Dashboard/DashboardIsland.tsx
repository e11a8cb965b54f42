import { useMemo } from 'react';
import { passClientOf } from '../WalletPass/passClient.ts';
import type { DashboardCopy } from './copy.ts';
import { Dashboard } from './Dashboard.tsx';
import { useMemberSession } from './useMemberSession.ts';

export interface DashboardIslandProps {
  copy: DashboardCopy;
}

/** /dashboard's island (client only): the member store and the widget's pass calls. */
export function DashboardIsland({ copy }: DashboardIslandProps) {
  const { status, member, widget } = useMemberSession();
  const passClient = useMemo(() => (widget ? passClientOf(widget) : null), [widget]);
  return <Dashboard copy={copy} status={status} member={member} passClient={passClient} />;
}
