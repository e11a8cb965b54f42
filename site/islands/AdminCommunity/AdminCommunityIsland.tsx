import { useConsoleCommunityApi } from '../../lib/api/console-community.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { AdminCommunity } from './AdminCommunity.tsx';
import type { AdminCommunityCopy } from './copy.ts';

export interface AdminCommunityIslandProps {
  copy: AdminCommunityCopy;
}

/** /admin/community's island (client only): the member store and the screen's calls. */
export function AdminCommunityIsland({ copy }: AdminCommunityIslandProps) {
  const { status, member } = useMemberState();
  const api = useConsoleCommunityApi();
  return <AdminCommunity copy={copy} status={status} member={member} client={api} />;
}
