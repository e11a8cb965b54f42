/**
 * The example membership site (test mode only): the fixture of the data-attribute runtime
 * (docs/product/data-attributes.md) and the app of the README's tutorial. The hand-written pages
 * in the repository's examples/ folder, served at /examples/ in test mode, hard-code these ids,
 * so they never change. It is never seeded in live mode (examples/seed.ts removes it there).
 */

/** The app's id (X-APP-ID, data-app-id). */
export const EXAMPLE_APP_ID = 'app_example-membership-site';

/** Display name of the app. */
export const EXAMPLE_APP_NAME = 'Example Membership Site';

/** Its test-mode public key (X-API-Key, data-public-key). It has no usable live key. */
export const EXAMPLE_TEST_PUBLIC_KEY = 'pk_sb_example-membership-site';

/** URL path the example pages are served at (test mode only). */
export const EXAMPLES_PATH = '/examples';

/** The free plan members take and leave by themselves (a button). */
export const EXAMPLE_FREE_PLAN_ID = 'pln_example-free';

/** The paid plan. */
export const EXAMPLE_PRO_PLAN_ID = 'pln_example-pro';

/** The paid plan's one price: $5.00 a month. */
export const EXAMPLE_PRO_PRICE_ID = 'prc_example-pro-monthly';

/** $5.00 in cents. */
export const EXAMPLE_PRO_PRICE_CENTS = 500;

/** The custom fields, in display order. */
export const EXAMPLE_CUSTOM_FIELDS = [
  { key: 'first-name', label: 'First name' },
  { key: 'last-name', label: 'Last name' },
  { key: 'city', label: 'City' },
] as const;

/** The plans: one free, open to sign-up by members themselves; one paid. */
export const EXAMPLE_PLANS = [
  {
    id: EXAMPLE_FREE_PLAN_ID,
    name: 'Community',
    description: 'Free: join and leave whenever you like.',
    priority: 0,
  },
  {
    id: EXAMPLE_PRO_PLAN_ID,
    name: 'Pro',
    description: 'The pro lessons, $5 a month.',
    priority: 10,
  },
] as const;

/** The paid plan's price. */
export const EXAMPLE_PRICES = [
  {
    id: EXAMPLE_PRO_PRICE_ID,
    planId: EXAMPLE_PRO_PLAN_ID,
    name: 'Monthly',
    type: 'SUBSCRIPTION',
    amount: EXAMPLE_PRO_PRICE_CENTS,
    currency: 'usd',
    intervalType: 'MONTHLY',
    intervalCount: 1,
  },
] as const;

/** Content group every signed-in member may see: the members' pages. */
export const EXAMPLE_MEMBERS_GROUP = 'members-area';

/** Content group of Pro members. */
export const EXAMPLE_PRO_GROUP = 'pro-content';

/** The secure content item of the Pro group. */
export const EXAMPLE_PRO_LESSON_ID = 'example-pro-lesson';

/** The Pro lesson's HTML (served by POST /secure-content to Pro members only). */
export const EXAMPLE_PRO_LESSON_HTML = '<p>Pro lesson: breathing for beginners.</p>';

/** The content groups, with the plans granted each (none: every signed-in member). */
export const EXAMPLE_CONTENT_GROUPS = [
  {
    key: EXAMPLE_MEMBERS_GROUP,
    name: 'Members area',
    urls: [{ url: 'examples/membership/members', filter: 'STARTS' }],
    redirect: '/examples/membership/login.html',
    planIds: [],
  },
  {
    key: EXAMPLE_PRO_GROUP,
    name: 'Pro content',
    urls: [],
    redirect: '/examples/membership/index.html',
    planIds: [EXAMPLE_PRO_PLAN_ID],
  },
] as const;

/**
 * Where members go after logging in, signing up and logging out. The app model has no default
 * redirects yet (sdk/src/contract/entities.ts): the pages say them with data-ms-redirect, and
 * page protection falls back to the service's root.
 */
export const EXAMPLE_REDIRECTS = {
  afterLogin: '/examples/membership/account.html',
  afterSignup: '/examples/membership/account.html',
  afterLogout: '/examples/membership/index.html',
} as const;

/** The content group row id of a group key. */
export function exampleGroupId(key: string): string {
  return `grp_example-${key}`;
}
