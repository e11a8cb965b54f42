import { Menu, type MenuItem } from '@wf/ui';
import { USER_MENU_COPY as COPY } from './copy.ts';
import './UserMenu.css';

/** What the header's account slot shows. */
export type UserMenuState = 'loading' | 'signed-out' | 'signed-in';

export interface UserMenuViewProps {
  state: UserMenuState;
  /** The signed-in member's label (see displayName). */
  name?: string;
  /** Adds 'Admin Videos' (docs/product/website.md §6). */
  admin?: boolean;
  /** The signed-out link, from the site settings ('Log in', '/login'). */
  login: { label: string; href: string };
  /** Marks the link as the current page (on /login). */
  loginCurrent?: boolean;
  /** 'Sign Out' was chosen. */
  onSignOut: () => void;
}

/**
 * The account slot of the header (docs/product/website.md §2): 'Log in' for visitors, a menu named after
 * the member for members, and while the state loads a placeholder with the link's exact box,
 * so nothing in the header moves when the answer comes.
 */
export function UserMenuView({
  state,
  name,
  admin = false,
  login,
  loginCurrent,
  onSignOut,
}: UserMenuViewProps) {
  if (state === 'signed-in') {
    const items: MenuItem[] = [
      COPY.dashboard,
      COPY.videos,
      ...(admin ? [COPY.adminVideos, COPY.adminMembers] : []),
      { label: COPY.signOut, onSelect: onSignOut },
    ];
    return (
      <div className="wf-user-menu" data-state={state}>
        <Menu
          className="wf-user-menu__menu"
          variant="secondary"
          align="end"
          label={<span className="wf-user-menu__name">{name ?? COPY.fallbackName}</span>}
          items={items}
        />
      </div>
    );
  }
  return (
    <div className="wf-user-menu" data-state={state}>
      {state === 'signed-out' ? (
        <a className="wf-user-menu__login" href={login.href} aria-current={loginCurrent ? 'page' : undefined}>
          {login.label}
        </a>
      ) : (
        <span className="wf-user-menu__login wf-user-menu__placeholder" aria-hidden="true">
          {login.label}
        </span>
      )}
    </div>
  );
}
