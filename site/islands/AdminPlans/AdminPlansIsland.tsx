import { useConsoleCatalogueApi } from '../../lib/api/console-catalogue.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { AdminPlans } from './AdminPlans.tsx';
import type { AdminPlansCopy } from './copy.ts';

export interface AdminPlansIslandProps {
  copy: AdminPlansCopy;
}

/** /admin/plans' island (client only): the member store and the Plans and access calls. */
export function AdminPlansIsland({ copy }: AdminPlansIslandProps) {
  const { status, member } = useMemberState();
  const api = useConsoleCatalogueApi();
  return <AdminPlans copy={copy} status={status} member={member} client={api} />;
}
