import { useStore } from '@nanostores/react';
import { $authStatus, $member, getWidget } from '@wf/widget';
import { USER_MENU_COPY } from './copy.ts';
import { menuMember } from './menuMember.ts';
import { UserMenuView } from './UserMenuView.tsx';

export interface UserMenuProps {
  login: { label: string; href: string };
  loginCurrent?: boolean;
}

/**
 * The header's user menu island (docs/architecture.md "The site"): the page draws the account
 * slot without React from the `_ms-mem` cache, and mount.tsx renders this island in its place
 * only when the member opens the menu. It is rendered, never hydrated, after the page's widget
 * has read the cache, so its first render already shows the member the page showed.
 */
export function UserMenu({ login, loginCurrent }: UserMenuProps) {
  const status = useStore($authStatus);
  const { name, admin } = menuMember(useStore($member), USER_MENU_COPY.fallbackName);

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
