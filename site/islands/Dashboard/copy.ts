/** The dashboard's texts, from content/site/pages/dashboard.yaml (built by the page). */
import type { PageCopy } from '../../lib/content.ts';
import type { MembershipCardCopy } from './membershipCopy.ts';

export interface DashboardCopy {
  /** The page's h1 while loading (screen readers only), e.g. 'Member Dashboard'. */
  heading: string;
  /** 'Loading your dashboard...' */
  loading: string;
  /** 'Welcome back, {email}': '{email}' is the member's address. */
  welcome: string;
  /** 'Access your exclusive World Family content' */
  intro: string;
  /** The Video Library summary card (the whole card links to /videos). */
  library: { title: string; text: string };
  /** The Resources summary card (not a link). */
  resources: { title: string; text: string };
  /** The Quick Actions card and its 'Browse Video Library' button. */
  quickActions: { title: string; browse: string };
  /** The Recent Activity card and its fixed sample entries. */
  activity: { title: string; entries: readonly { text: string; time: string }[] };
  /** 'Your Digital Membership Pass' */
  passTitle: string;
  /** The membership card: its state and its one action. */
  membership: MembershipCardCopy;
}

/** The membership card's words from the page's `membership*` labels. Build time only. */
export function membershipCardCopy(page: PageCopy): MembershipCardCopy {
  const label = page.label;
  const state = (key: string) => ({
    status: label(`membership${key}Status`),
    headline: label(`membership${key}Headline`),
    text: label(`membership${key}Text`),
  });
  return {
    title: label('membershipTitle'),
    states: {
      none: state('None'),
      included: state('Included'),
      trial: state('Trial'),
      'trial-card': state('TrialCard'),
      active: state('Active'),
      ending: state('Ending'),
      'past-due': state('PastDue'),
      lapsed: state('Lapsed'),
    },
    oneDayLeft: label('membershipOneDayLeft'),
    activeNoDate: label('membershipActiveNoDate'),
    trial: label('membershipStartTrial'),
    subscribe: label('membershipSubscribe'),
    renew: label('membershipRenew'),
    manage: label('membershipManage'),
    checkoutBusy: label('membershipCheckoutBusy'),
    portalBusy: label('membershipPortalBusy'),
    failed: label('membershipFailed'),
  };
}
