import { useConsoleApi } from '../../lib/api/console.ts';
import { useImportMembers } from '../../lib/api/console-catalogue.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { AdminMembers } from './AdminMembers.tsx';
import type { AdminMembersCopy } from './copy.ts';

export interface AdminMembersIslandProps {
  copy: AdminMembersCopy;
}

/** /admin/members' island (client only): the member store and the console's calls. */
export function AdminMembersIsland({ copy }: AdminMembersIslandProps) {
  const { status, member } = useMemberState();
  const api = useConsoleApi();
  const importMembers = useImportMembers();
  return (
    <AdminMembers copy={copy} status={status} member={member} client={api} importMembers={importMembers} />
  );
}
