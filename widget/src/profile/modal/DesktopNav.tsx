import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/index.ts';
import type { ProfileSections } from '../sections.ts';
import type { ProfilePaneView, ProfileView } from '../types.ts';
import { LogoutIcon, PlansIcon, ProfileIcon, SecurityIcon, TeamIcon } from './icons.tsx';

export interface DesktopNavProps {
  t: Translate;
  sections: ProfileSections;
  view: ProfileView;
  onViewChange?: (view: ProfilePaneView) => void;
  onLogout?: () => void;
}

/** docs/product/widget.md §2: Profile, Security (also active on change password), Plans, Team, then Logout. */
export function DesktopNav({ t, sections, view, onViewChange, onLogout }: DesktopNavProps) {
  const entries = [
    sections.profile && { view: 'profile', label: t('profile_nav_profile'), icon: <ProfileIcon /> },
    { view: 'security', label: t('profile_nav_security'), icon: <SecurityIcon /> },
    sections.plans && { view: 'plans', label: t('profile_nav_plans'), icon: <PlansIcon /> },
    sections.team && { view: 'team', label: t('profile_nav_team'), icon: <TeamIcon /> },
  ].filter((entry) => entry !== false) as { view: ProfilePaneView; label: string; icon: ReactNode }[];
  const active = view === 'changePassword' ? 'security' : view;
  return (
    <nav className="wf-profile-nav" aria-label={t('profile_nav_label')}>
      <ul className="wf-profile-nav__list">
        {entries.map((entry) => (
          <li key={entry.view}>
            <button
              type="button"
              className="wf-profile-nav__item"
              aria-current={entry.view === active ? 'page' : undefined}
              onClick={() => onViewChange?.(entry.view)}
            >
              {entry.icon}
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="wf-profile-nav__item wf-profile-nav__logout" onClick={onLogout}>
        <LogoutIcon />
        {t('profile_logout')}
      </button>
    </nav>
  );
}
