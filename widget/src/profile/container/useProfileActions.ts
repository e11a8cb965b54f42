import type { Member, MemberSession } from '@wf/sdk/contract';
import { toast } from '@wf/ui';
import { useRef, useState } from 'react';
import type { Translate } from '../../i18n/index.ts';
import type { ErrorText } from '../../modals/shared/useErrorText.ts';
import type { ProfileModalProps } from '../modal/index.ts';
import type { EmailChange, PasswordChange } from '../types.ts';
import type { ProfileClient } from './profileClient.ts';
import { useMemberSessions } from './useMemberSessions.ts';
import { useOwnedTeam } from './useOwnedTeam.ts';
import { toastSuccess, useRunner } from './useRunner.ts';

export interface ProfileActionsOptions {
  client: ProfileClient;
  member: Member;
  onMemberChange: (member: Member) => void;
  t: Translate;
  /** The sentence for a failed call, in the reader's language. */
  describeError: ErrorText;
  /** The team pane is shown: (re)load the owned team. */
  teamOpen: boolean;
  /** The security pane is shown: (re)load where the member is signed in. */
  securityOpen: boolean;
}

/** The modal props the container fills in: busy, the team, the reset key and every pane event. */
export type ProfileActions = Pick<
  ProfileModalProps,
  | 'busy'
  | 'team'
  | 'passwordResetKey'
  | 'onSaveCustomFields'
  | 'onUploadImage'
  | 'onSaveEmail'
  | 'onSendEmailCode'
  | 'pendingEmail'
  | 'emailResetKey'
  | 'sessions'
  | 'onSignOutSession'
  | 'onSignOutOtherSessions'
  | 'onRetrySessions'
  | 'onSavePassword'
  | 'onConnectProvider'
  | 'onDisconnectProvider'
  | 'onBillingPortal'
  | 'onLeaveTeam'
  | 'onRemovePlan'
  | 'onRegenerateInvite'
  | 'onRemoveMember'
>;

/** docs/product/widget.md §7: each pane event as its SDK call, with the answer's member and message handled. */
export function useProfileActions({
  client,
  member,
  onMemberChange,
  t,
  describeError,
  teamOpen,
  securityOpen,
}: ProfileActionsOptions): ProfileActions {
  const { busy, run } = useRunner(describeError, t('error_generic'));
  const [passwordResetKey, setPasswordResetKey] = useState(0);
  const [pendingEmail, setPendingEmail] = useState<string>();
  const [emailResetKey, setEmailResetKey] = useState(0);
  const sessions = useMemberSessions(client, securityOpen, t, describeError);
  const latest = useRef(member);
  latest.current = member;
  const teamId = member.teams.ownedTeams[0]?.teamId;
  const [team, setTeam] = useOwnedTeam(client, teamId, teamOpen, t, describeError);

  const memberCall = (call: () => Promise<{ data: Member; message?: string }>, after?: () => void) =>
    run(call, (response) => {
      onMemberChange(response.data);
      toastSuccess(response.message);
      after?.();
    });

  const savePassword = (change: PasswordChange) =>
    memberCall(
      () =>
        change.method === 'change'
          ? client.updateMemberAuth({ oldPassword: change.oldPassword, newPassword: change.newPassword })
          : client.setPassword({ password: change.password }),
      () => setPasswordResetKey((key) => key + 1),
    );

  // docs/product/widget.md §2 "Security pane": the answer's member keeps the old address until
  // the new one opens its link; the pane says so under the field.
  const saveEmail = (change: EmailChange) =>
    memberCall(
      () => client.updateMemberAuth(change),
      () => {
        setPendingEmail(change.email);
        setEmailResetKey((key) => key + 1);
      },
    );

  /** A sign-out answers the sessions left; a refusal (one that ended meanwhile) reloads them. */
  const signOutCall = (call: () => Promise<{ data: MemberSession[]; message?: string }>) =>
    run(
      () =>
        call().catch((error: unknown) => {
          sessions.reload();
          throw error;
        }),
      (response) => {
        sessions.replace(response.data);
        toastSuccess(response.message);
      },
    );

  return {
    busy,
    team,
    passwordResetKey,
    pendingEmail,
    emailResetKey,
    sessions: sessions.sessions,
    onSendEmailCode: () =>
      run(
        () => client.sendMemberReauthenticationCode(),
        (response) => toastSuccess(response.message),
      ),
    onSignOutSession: (sessionId) => signOutCall(() => client.signOutSession({ sessionId })),
    onSignOutOtherSessions: () => signOutCall(() => client.signOutOtherSessions()),
    onRetrySessions: sessions.reload,
    onSaveCustomFields: (customFields) => memberCall(() => client.updateMember({ customFields })),
    onUploadImage: (file) =>
      run(
        () => client.updateMemberProfileImage({ profileImage: file }),
        (response) => {
          onMemberChange({ ...latest.current, profileImage: response.data.profileImage });
          toastSuccess(response.message);
        },
      ),
    onSaveEmail: saveEmail,
    onSavePassword: savePassword,
    // The popup opens in the click; the answer's providers replace the member's (§2 "Security pane").
    onConnectProvider: (provider) => {
      if (busy) return;
      const connecting = client.connectProvider({ provider });
      run(
        () => connecting,
        (response) => {
          const current = latest.current;
          onMemberChange({ ...current, auth: { ...current.auth, providers: response.data.providers } });
          toastSuccess(response.message);
        },
      );
    },
    onDisconnectProvider: (provider) =>
      run(
        () => client.disconnectProvider({ provider }),
        (response) => {
          const current = latest.current;
          onMemberChange({ ...current, auth: { ...current.auth, providers: response.data.providers } });
          toastSuccess(response.message);
        },
      ),
    onBillingPortal: () => run(() => client.launchStripeCustomerPortal({ priceIds: [], autoRedirect: true })),
    // The service treats removing a plan held through a team as leaving that team.
    onLeaveTeam: (plan) => {
      const planId = plan.planId;
      if (planId) memberCall(() => client.removePlan({ planId }));
    },
    onRemovePlan: (planId) => memberCall(() => client.removePlan({ planId })),
    onRegenerateInvite: () => {
      if (!teamId) return;
      run(
        () => client.generateInviteToken({ teamId }),
        (response) => {
          setTeam((current) => (current ? { ...current, inviteToken: response.data.inviteToken } : current));
          toast({ title: t('profile_invite_regenerated'), variant: 'success' });
        },
      );
    },
    onRemoveMember: (memberId) => {
      if (!teamId) return;
      run(
        () => client.removeMemberFromTeam({ teamId, memberId }),
        (response) => {
          setTeam(response.data);
          toast({ title: t('profile_member_removed'), variant: 'success' });
        },
      );
    },
  };
}
