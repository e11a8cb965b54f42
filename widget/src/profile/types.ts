import type { MemberSession } from '@wf/sdk/contract';
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

/**
 * What the e-mail form sends (docs/product/widget.md §2 "Security pane"): the new address with the
 * current password, or, for a member without one, with the code mailed to the current address.
 */
export type EmailChange = { email: string; oldPassword: string } | { email: string; code: string };

/** docs/product/widget.md §2 "Security pane": where the member is signed in, as far as it has loaded. */
export type SessionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; sessions: MemberSession[] };
