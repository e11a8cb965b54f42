/** Which sections of the profile modal a member sees, and the view that is shown (docs/product/widget.md §2, §4). */

import { isPaid } from '@wf/sdk/access';
import type { App, Member } from '@wf/sdk/contract';
import { visibleCustomFields } from '../modals/shared/app.ts';
import type { ProfileLayout, ProfilePaneView, ProfileView } from './types.ts';

/** The optional sections; Security is always there. */
export interface ProfileSections {
  /** Hidden by the hide option, or when the app has no visible custom field. */
  profile: boolean;
  /** A customer id, a paid or free plan, or a joined team. */
  plans: boolean;
  /** The member owns a team. */
  team: boolean;
  /** The billing portal entry of the mobile menu: a customer id. */
  billingPortal: boolean;
}

/** docs/product/widget.md §2 "Profile modal": the sections this member sees in this app. */
export function profileSections(app: App, member: Member, hideProfile = false): ProfileSections {
  const teams = member.teams;
  return {
    profile: !hideProfile && visibleCustomFields(app).length > 0,
    // A paid plan shows even before the payment provider's customer id reaches the member.
    plans:
      member.stripeCustomerId !== null ||
      member.planConnections.some((connection) => connection.type === 'FREE' || isPaid(connection)) ||
      teams.joinedTeams.length > 0,
    team: teams.ownedTeams.length > 0,
    billingPortal: member.stripeCustomerId !== null,
  };
}

/** The first pane: Profile, or Security when the profile section is hidden. */
export function firstPane(sections: ProfileSections): ProfilePaneView {
  return sections.profile ? 'profile' : 'security';
}

/** The view the modal opens on: the menu on mobile, the first pane on desktop. */
export function initialProfileView(sections: ProfileSections, layout: ProfileLayout): ProfileView {
  return layout === 'mobile' ? 'profile-nav' : firstPane(sections);
}

/** The view actually shown: a hidden section falls back to the first pane, and so does the menu on desktop. */
export function shownView(view: ProfileView, sections: ProfileSections, layout: ProfileLayout): ProfileView {
  if (view === 'profile-nav') return layout === 'mobile' ? view : firstPane(sections);
  if (view === 'profile' || view === 'plans' || view === 'team') {
    return sections[view] ? view : firstPane(sections);
  }
  return view;
}
