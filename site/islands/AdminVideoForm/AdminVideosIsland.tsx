import { useMemo } from 'react';
import { useMemberSession } from '../Dashboard/useMemberSession.ts';
import { AdminVideos } from './AdminVideos.tsx';
import { adminClientOf } from './adminClient.ts';
import type { AdminVideosCopy } from './copy.ts';

export interface AdminVideosIslandProps {
  copy: AdminVideosCopy;
}

/** /admin/videos' island (client only): the member store and the widget's admin calls. */
export function AdminVideosIsland({ copy }: AdminVideosIslandProps) {
  const { status, member, widget } = useMemberSession();
  const client = useMemo(() => (widget ? adminClientOf(widget) : null), [widget]);
  return <AdminVideos copy={copy} status={status} member={member} client={client} />;
}
