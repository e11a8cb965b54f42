/** The profile modal (docs/product/widget.md §2): presentational modal and panes, and the container with the SDK calls. */
import { registerErrorMessages, registerMessages } from '../i18n/index.ts';
import { PAYMENT_ERROR_MESSAGES } from '../i18n/payment-errors.ts';
import { profileEn } from '../i18n/profile.en.ts';
import { profileEs } from '../i18n/profile.es.ts';

// The profile's strings come with its chunk, not with the login modal's (docs/architecture.md "The widget", size budgets).
registerMessages({ en: profileEn, es: profileEs });
// The portal's refusals, in the reader's language (Manage Subscriptions, Billing Portal).
registerErrorMessages(PAYMENT_ERROR_MESSAGES);

export type { ChangePasswordPaneProps } from './change-password-pane/index.ts';
export { ChangePasswordPane } from './change-password-pane/index.ts';
export type { ProfileClient } from './container/profileClient.ts';
export type { ProfileModalProps, ProfilePaneEvents } from './modal/index.ts';
export { ProfileModal } from './modal/index.ts';
export type { ProfileContainerProps } from './ProfileContainer.tsx';
export { ProfileContainer } from './ProfileContainer.tsx';
export type { FreePlanCard, PlansPaneProps, TeamPlanCard } from './plans-pane/index.ts';
export { PlansPane } from './plans-pane/index.ts';
export type { ProfilePaneProps } from './profile-pane/index.ts';
export { ProfilePane } from './profile-pane/index.ts';
export type { ProfileSections } from './sections.ts';
export { initialProfileView, profileSections } from './sections.ts';
export type { SecurityPaneProps } from './security-pane/index.ts';
export { SecurityPane } from './security-pane/index.ts';
export type { TeamPaneProps } from './team-pane/index.ts';
export { TeamPane } from './team-pane/index.ts';
export type {
  PasswordChange,
  ProfileLayout,
  ProfilePaneView,
  ProfileTextProps,
  ProfileView,
} from './types.ts';
