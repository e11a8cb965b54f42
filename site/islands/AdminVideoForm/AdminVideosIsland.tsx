import { useMemberState } from '../MemberSync/useMemberState.ts';
import { AdminVideos } from './AdminVideos.tsx';
import type { AdminVideosCopy } from './copy.ts';

export interface AdminVideosIslandProps {
  copy: AdminVideosCopy;
}

/** /admin/videos' island (client only): the member store and the widget's admin calls. */
export function AdminVideosIsland({ copy }: AdminVideosIslandProps) {
  const { status, member, widget } = useMemberState();
  return <AdminVideos copy={copy} status={status} member={member} client={widget} />;
}
