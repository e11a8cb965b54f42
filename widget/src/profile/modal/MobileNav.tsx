import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/index.ts';
import type { ProfileSections } from '../sections.ts';
import type { ProfilePaneView } from '../types.ts';
import { ChevronIcon, LogoutIcon, PlansIcon, ProfileIcon, SecurityIcon } from './icons.tsx';

export interface MobileNavProps {
  t: Translate;
  sections: ProfileSections;
  onViewChange?: (view: ProfilePaneView) => void;
  onBillingPortal?: () => void;
  onLogout?: () => void;
}

/** docs/product/widget.md §2 'profile-nav': Profile, Security, Billing Portal (with a customer id) and Logout. */
export function MobileNav({ t, sections, onViewChange, onBillingPortal, onLogout }: MobileNavProps) {
  return (
    <nav className="wf-profile-menu" aria-label={t('profile_nav_label')}>
      <ul className="wf-profile-menu__list">
        {sections.profile ? (
          <MenuEntry
            icon={<ProfileIcon />}
            label={t('profile_nav_profile')}
            onClick={() => onViewChange?.('profile')}
          />
        ) : null}
        <MenuEntry
          icon={<SecurityIcon />}
          label={t('profile_nav_security')}
          onClick={() => onViewChange?.('security')}
        />
        {sections.billingPortal ? (
          <MenuEntry icon={<PlansIcon />} label={t('profile_nav_billing_portal')} onClick={onBillingPortal} />
        ) : null}
        <MenuEntry icon={<LogoutIcon />} label={t('profile_logout')} onClick={onLogout} logout />
      </ul>
    </nav>
  );
}

function MenuEntry({
  icon,
  label,
  onClick,
  logout,
}: {
  icon: ReactNode;
  label: string;
  onClick?: () => void;
  logout?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        className={logout ? 'wf-profile-menu__item wf-profile-menu__item--logout' : 'wf-profile-menu__item'}
        onClick={onClick}
      >
        {icon}
        <span className="wf-profile-menu__label">{label}</span>
        {logout ? null : <ChevronIcon />}
      </button>
    </li>
  );
}
