import { getWidget } from '@wf/widget';
import { useEffect } from 'react';
import { startPageMemberSync } from '../../lib/member-sync/page.ts';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { USER_MENU_COPY } from './copy.ts';
import { menuMember } from './menuMember.ts';
import { UserMenuView } from './UserMenuView.tsx';

export interface UserMenuProps {
  login: { label: string; href: string };
  loginCurrent?: boolean;
}

/**
 * The header's user menu island (hydrated when idle, on every page): shows the shared member
 * state and starts the page's member upkeep (site/lib/member-sync/).
 */
export function UserMenu({ login, loginCurrent }: UserMenuProps) {
  const { status, member } = useMemberState();
  const { name, admin } = menuMember(member, USER_MENU_COPY.fallbackName);
  useEffect(() => startPageMemberSync(), []);

  const signOut = () => {
    getWidget()
      .logout()
      // docs/product/website.md §8: a sign-out error is only logged; the member is signed out here anyway.
      .catch((error: unknown) => console.error('World Family: sign-out failed.', error))
      .finally(() => window.location.assign(USER_MENU_COPY.afterSignOut));
  };

  return (
    <UserMenuView
      state={status}
      name={name}
      admin={admin}
      login={login}
      loginCurrent={loginCurrent}
      onSignOut={signOut}
    />
  );
}
