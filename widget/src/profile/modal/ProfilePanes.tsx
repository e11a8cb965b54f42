import type { App, Member, Team } from '@wf/sdk/contract';
import { ChangePasswordPane } from '../change-password-pane/index.ts';
import { PlansPane, type TeamPlanCard } from '../plans-pane/index.ts';
import { ProfilePane } from '../profile-pane/index.ts';
import { SecurityPane } from '../security-pane/index.ts';
import { TeamPane } from '../team-pane/index.ts';
import type {
  EmailChange,
  PasswordChange,
  ProfileLayout,
  ProfilePaneView,
  ProfileTextProps,
  ProfileView,
  SessionsState,
} from '../types.ts';

/** The events and data of the five panes, as the profile modal passes them on. */
export interface ProfilePaneEvents {
  /** Profile pane Save: every visible custom field by key. */
  onSaveCustomFields?: (customFields: Record<string, string>) => void;
  /** A new profile image that passed the type and size checks. */
  onUploadImage?: (file: File) => void;
  /** Security pane Save: a new, valid e-mail address with the current password or the mailed code. */
  onSaveEmail?: (change: EmailChange) => void;
  /** Security pane 'Send code' (a member without a password changing the address). */
  onSendEmailCode?: () => void;
  /** A new address that waits for the link mailed to it. */
  pendingEmail?: string;
  /** Changes after each request of a new address: the e-mail form returns to the current address. */
  emailResetKey?: string | number;
  /** Where the member is signed in (the security pane leaves the section out without it). */
  sessions?: SessionsState;
  /** 'Sign out' on another session, by its id. */
  onSignOutSession?: (sessionId: string) => void;
  /** 'Sign out of all other sessions'. */
  onSignOutOtherSessions?: () => void;
  /** 'Try again' after the sessions failed to load. */
  onRetrySessions?: () => void;
  /** Link a provider account (its machine name). */
  onConnectProvider?: (provider: string) => void;
  /** Unlink a provider account (its machine name). */
  onDisconnectProvider?: (provider: string) => void;
  /** The password form was submitted with valid fields. */
  onSavePassword?: (change: PasswordChange) => void;
  /** Changes after a successful password save: the password fields are cleared. */
  passwordResetKey?: string | number;
  /** 'Manage Subscriptions' (plans pane) and 'Billing Portal' (mobile menu). */
  onBillingPortal?: () => void;
  /** 'Leave Team' on a team plan's card. */
  onLeaveTeam?: (plan: TeamPlanCard) => void;
  /** 'Remove' on a free plan's card (its plan id). */
  onRemovePlan?: (planId: string) => void;
  /** The owned team for the team pane; null (or absent) while it loads. */
  team?: Team | null;
  /** Origin of the team invite link (default: the page's). */
  origin?: string;
  /** Puts the invite link on the clipboard (default: navigator.clipboard.writeText). */
  copy?: (text: string) => Promise<void>;
  /** 'Regenerate Invite Link'. */
  onRegenerateInvite?: () => void;
  /** A confirmed removal of a team member, by member id. */
  onRemoveMember?: (memberId: string) => void;
}

export interface ProfilePanesProps extends ProfilePaneEvents, ProfileTextProps {
  app: App;
  member: Member;
  view: ProfilePaneView;
  layout: ProfileLayout;
  busy: boolean;
  onViewChange?: (view: ProfileView) => void;
}

/** The pane of a view. On mobile the security and password headings give way to the dialog title. */
export function ProfilePanes({ view, layout, ...props }: ProfilePanesProps) {
  const text = { locale: props.locale, translations: props.translations };
  const { app, member, busy } = props;
  const mobile = layout === 'mobile';
  switch (view) {
    case 'profile':
      return (
        <ProfilePane
          {...text}
          app={app}
          member={member}
          busy={busy}
          onSaveCustomFields={props.onSaveCustomFields}
          onUploadImage={props.onUploadImage}
        />
      );
    case 'security':
      return (
        <SecurityPane
          {...text}
          app={app}
          member={member}
          busy={busy}
          hideHeading={mobile}
          onSaveEmail={props.onSaveEmail}
          onSendEmailCode={props.onSendEmailCode}
          pendingEmail={props.pendingEmail}
          emailResetKey={props.emailResetKey}
          sessions={props.sessions}
          onSignOutSession={props.onSignOutSession}
          onSignOutOtherSessions={props.onSignOutOtherSessions}
          onRetrySessions={props.onRetrySessions}
          onChangePassword={() => props.onViewChange?.('changePassword')}
          onConnectProvider={props.onConnectProvider}
          onDisconnectProvider={props.onDisconnectProvider}
        />
      );
    case 'changePassword':
      return (
        <ChangePasswordPane
          {...text}
          hasPassword={member.auth.hasPassword}
          busy={busy}
          hideHeading={mobile}
          resetKey={props.passwordResetKey}
          onBack={() => props.onViewChange?.('security')}
          onSubmit={props.onSavePassword}
        />
      );
    case 'plans':
      return (
        <PlansPane
          {...text}
          app={app}
          member={member}
          busy={busy}
          onManageSubscriptions={props.onBillingPortal}
          onLeaveTeam={props.onLeaveTeam}
          onRemovePlan={props.onRemovePlan}
        />
      );
    case 'team':
      return (
        <TeamPane
          {...text}
          team={props.team ?? null}
          origin={props.origin}
          copy={props.copy}
          busy={busy}
          onRegenerateInvite={props.onRegenerateInvite}
          onRemoveMember={props.onRemoveMember}
        />
      );
  }
}
