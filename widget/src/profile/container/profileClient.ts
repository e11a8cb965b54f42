import type { WfClient } from '@wf/sdk';

/** The SDK methods the profile modal calls (widget-spec §7); a WfClient has them all. */
export type ProfileClient = Pick<
  WfClient,
  | 'updateMember'
  | 'updateMemberProfileImage'
  | 'updateMemberAuth'
  | 'setPassword'
  | 'connectProvider'
  | 'disconnectProvider'
  | 'removePlan'
  | 'launchStripeCustomerPortal'
  | 'getTeam'
  | 'generateInviteToken'
  | 'removeMemberFromTeam'
>;
