import { useConsoleOverviewApi } from '../../lib/api/console-overview.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { AdminOverview } from './AdminOverview.tsx';
import type { AdminOverviewCopy } from './copy.ts';

export interface AdminOverviewIslandProps {
  copy: AdminOverviewCopy;
}

/** /admin's island (client only): the member store and the screen's call. */
export function AdminOverviewIsland({ copy }: AdminOverviewIslandProps) {
  const { status, member } = useMemberState();
  const api = useConsoleOverviewApi();
  return <AdminOverview copy={copy} status={status} member={member} client={api} />;
}
