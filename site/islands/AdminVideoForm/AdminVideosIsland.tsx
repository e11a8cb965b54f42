import { useSiteApi } from '../../lib/api/useSiteApi.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { AdminVideos } from './AdminVideos.tsx';
import type { AdminVideosCopy } from './copy.ts';

export interface AdminVideosIslandProps {
  copy: AdminVideosCopy;
}

/** /admin/videos' island (client only): the member store and the site's admin calls. */
export function AdminVideosIsland({ copy }: AdminVideosIslandProps) {
  const { status, member } = useMemberState();
  const api = useSiteApi();
  return <AdminVideos copy={copy} status={status} member={member} client={api} />;
}
