import { useConsoleSiteApi } from '../../lib/api/console-site.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { AdminSite } from './AdminSite.tsx';
import type { AdminSiteCopy } from './copy.ts';

export interface AdminSiteIslandProps {
  copy: AdminSiteCopy;
}

/** /admin/site's island (client only): the member store and the screen's calls. */
export function AdminSiteIsland({ copy }: AdminSiteIslandProps) {
  const { status, member } = useMemberState();
  const api = useConsoleSiteApi();
  return <AdminSite copy={copy} status={status} member={member} client={api} />;
}
