/** The small line icons of the profile navigation (decorative: the labels name the entries). */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="wf-profile-icon"
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const ProfileIcon = () => (
  <Icon>
    <circle cx="10" cy="7" r="3.25" />
    <path d="M3.75 17c.9-3 3.3-4.5 6.25-4.5s5.35 1.5 6.25 4.5" />
  </Icon>
);

export const SecurityIcon = () => (
  <Icon>
    <path d="M10 2.5l6 2.25v4.5c0 3.9-2.55 6.75-6 8.25-3.45-1.5-6-4.35-6-8.25v-4.5z" />
    <path d="M7.5 10l1.75 1.75L12.75 8.5" />
  </Icon>
);

export const PlansIcon = () => (
  <Icon>
    <rect x="2.75" y="4.5" width="14.5" height="11" rx="2" />
    <path d="M2.75 8.25h14.5M5.75 12.25h3" />
  </Icon>
);

export const TeamIcon = () => (
  <Icon>
    <circle cx="7.5" cy="7.25" r="2.75" />
    <path d="M2.5 16c.7-2.6 2.6-3.9 5-3.9s4.3 1.3 5 3.9" />
    <path d="M13 4.75a2.5 2.5 0 0 1 0 5M14.5 12.4c1.5.4 2.6 1.6 3 3.6" />
  </Icon>
);

export const LogoutIcon = () => (
  <Icon>
    <path d="M8 3.5H5a1.5 1.5 0 0 0-1.5 1.5v10A1.5 1.5 0 0 0 5 16.5h3" />
    <path d="M12.5 6.5L16 10l-3.5 3.5M16 10H8" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon>
    <path d="M8 5l5 5-5 5" />
  </Icon>
);
