import { useConsoleSignInApi } from '../../lib/api/console-sign-in.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { AdminSignIn } from './AdminSignIn.tsx';
import type { AdminSignInCopy } from './copy.ts';

export interface AdminSignInIslandProps {
  copy: AdminSignInCopy;
}

/** /admin/sign-in's island (client only): the member store and the screen's calls. */
export function AdminSignInIsland({ copy }: AdminSignInIslandProps) {
  const { status, member } = useMemberState();
  const api = useConsoleSignInApi();
  return <AdminSignIn copy={copy} status={status} member={member} client={api} />;
}
