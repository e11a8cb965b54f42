/** The dashboard's texts, from content/site/pages/dashboard.yaml (built by the page). */
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
}
