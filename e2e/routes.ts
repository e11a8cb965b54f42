/** Every public route of docs/product/website.md §2 with the heading a visitor sees there. */
export const TEMPLES = [
  { id: 'los-angeles', location: 'Los Angeles' },
  { id: 'phoenix', location: 'Phoenix' },
  { id: 'new-york', location: 'New York' },
  { id: 'chicago', location: 'Chicago' },
  { id: 'puerto-rico', location: 'Puerto Rico' },
  { id: 'venezuela', location: 'Venezuela' },
  { id: 'mexico', location: 'Mexico' },
] as const;

export const VIDEO_IDS = [
  'leadership-challenging-times',
  'strategic-business-development',
  'advanced-negotiation-tactics',
  'effective-team-management',
  'guided-meditation-session',
  'public-speaking-masterclass',
] as const;

export interface RouteCheck {
  path: string;
  /** The page's h1, or, for the member shells, the loading text they show. */
  heading: string | RegExp;
  loadingText?: string;
  /** Members-only pages send a visitor on (docs/product/website.md §4), where this heading shows. */
  redirectsTo?: string;
}

export const ROUTES: RouteCheck[] = [
  { path: '/', heading: 'Exclusive Membership for Spiritual Development' },
  { path: '/membership', heading: /membership/i },
  { path: '/temples', heading: 'Our Temples' },
  ...TEMPLES.map((t) => ({ path: `/temples/${t.id}`, heading: `${t.location} Temple` })),
  { path: '/contact', heading: /contact/i },
  { path: '/videos', heading: 'Featured Videos' },
  { path: '/videos/leadership-challenging-times', heading: 'Leadership in Challenging Times' },
  { path: '/videos/guided-meditation-session', heading: 'Guided Meditation Session' },
  { path: '/login', heading: 'Sign In' },
  { path: '/signup', heading: 'Join Us' },
  { path: '/dashboard', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/admin/videos', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/admin', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/admin/members', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/admin/plans', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/admin/site', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/admin/sign-in', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/admin/community', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/passkit-success', heading: 'Sign In', redirectsTo: '/login' },
  { path: '/terms', heading: /terms/i },
  { path: '/privacy', heading: /privacy/i },
  { path: '/cookies', heading: /cookie/i },
];
