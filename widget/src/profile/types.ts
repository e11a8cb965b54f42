import type { Translations } from '../i18n/index.ts';

/**
 * docs/product/widget.md §4 "Profile views": the five panes, plus 'profile-nav', the menu of the in-page
 * (mobile) variant. On desktop 'profile-nav' shows the first pane instead.
 */
export type ProfileView = 'profile-nav' | 'profile' | 'security' | 'changePassword' | 'plans' | 'team';

/** The panes (every view but the mobile menu). */
export type ProfilePaneView = Exclude<ProfileView, 'profile-nav'>;

/** docs/product/widget.md §2: under 520 px the in-page variant, otherwise the two-column one. */
export type ProfileLayout = 'desktop' | 'mobile';

/** Text props every profile component takes. */
export interface ProfileTextProps {
  /** Language tag such as 'en' or 'es-MX' (English when not shipped). */
  locale?: string;
  /** Overrides of dictionary entries. */
  translations?: Translations;
}

/** What the password form sends: a change (the member has a password) or a first password. */
export type PasswordChange =
  | { method: 'change'; oldPassword: string; newPassword: string }
  | { method: 'set'; password: string };
