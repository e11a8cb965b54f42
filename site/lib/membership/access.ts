/**
 * Who may watch the members' videos, and what a member who may not is offered
 * (docs/product/website.md §2 "Videos", "Video detail", §6). The service decides for real
 * (POST /secure-content answers 403 otherwise); this only chooses what the site shows.
 */
import { MEMBERS_VIDEOS_CONTENT_GROUP, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import { canAccessGroup } from '@wf/sdk/access';
import type { Member } from '@wf/sdk/contract';
import { type MembershipState, membershipState } from '@wf/sdk/membership';

/** The one offer to a member without the videos: the free trial (offered once) or a renewal. */
export type MembershipOffer = 'trial' | 'renew';

/** What a member whose Membership is in `state` is offered: the trial only if they never held it. */
export function offerFor(state: MembershipState): MembershipOffer {
  return state.kind === 'none' ? 'trial' : 'renew';
}

/** Whether the member may watch the members' videos; if not, what to offer them. */
export type VideoAccess = { kind: 'granted' } | { kind: 'offer'; offer: MembershipOffer };

/** The member's access to the members' videos at `now` (Unix ms). */
export function videoAccess(member: Pick<Member, 'planConnections'>, now: number = Date.now()): VideoAccess {
  if (canAccessGroup(member, MEMBERS_VIDEOS_CONTENT_GROUP)) return { kind: 'granted' };
  return { kind: 'offer', offer: offerFor(membershipState(member, MEMBERSHIP_PLAN_ID, now)) };
}

/** The offer to make if the service refuses the member after all (a 403 on a stale member). */
export function fallbackOffer(
  member: Pick<Member, 'planConnections'>,
  now: number = Date.now(),
): MembershipOffer {
  return offerFor(membershipState(member, MEMBERSHIP_PLAN_ID, now));
}
