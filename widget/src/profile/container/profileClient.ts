import type { WfClient } from '@wf/sdk';

/** The SDK methods the profile modal calls (docs/product/widget.md §7); a WfClient has them all. */
export type ProfileClient = Pick<
  WfClient,
  | 'updateMember'
  | 'updateMemberProfileImage'
  | 'updateMemberAuth'
  | 'sendMemberReauthenticationCode'
  | 'getMemberSessions'
  | 'signOutSession'
  | 'signOutOtherSessions'
  | 'setPassword'
  | 'connectProvider'
  | 'disconnectProvider'
  | 'removePlan'
  | 'launchStripeCustomerPortal'
  | 'getTeam'
  | 'generateInviteToken'
  | 'removeMemberFromTeam'
>;
