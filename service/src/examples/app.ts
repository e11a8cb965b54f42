/**
 * The example membership site (test mode only): the fixture of the data-attribute runtime
 * (docs/product/data-attributes.md) and the app of the README's tutorial. Its app file is
 * apps/example.json (docs/apps.md); the hand-written pages in the repository's examples/ folder,
 * served at /examples/ in test mode, hard-code the ids below, so they never change (a test holds
 * them equal to the file's). The file marks it `testModeOnly`: a start in live mode removes it.
 */

/** The app's id (X-APP-ID, data-app-id). */
export const EXAMPLE_APP_ID = 'app_example-membership-site';

/** Its test-mode public key (X-API-Key, data-public-key). */
export const EXAMPLE_TEST_PUBLIC_KEY = 'pk_sb_example-membership-site';

/** URL path the example pages are served at (test mode only). */
export const EXAMPLES_PATH = '/examples';

/** The free plan members take and leave by themselves (a button). */
export const EXAMPLE_FREE_PLAN_ID = 'pln_example-free';

/** The paid plan. */
export const EXAMPLE_PRO_PLAN_ID = 'pln_example-pro';

/** The paid plan's one price: $5.00 a month. */
export const EXAMPLE_PRO_PRICE_ID = 'prc_example-pro-monthly';

/** The secure content item of the Pro group. */
export const EXAMPLE_PRO_LESSON_ID = 'example-pro-lesson';

/** The Pro lesson's HTML (served by POST /secure-content to Pro members only). */
export const EXAMPLE_PRO_LESSON_HTML = '<p>Pro lesson: breathing for beginners.</p>';
