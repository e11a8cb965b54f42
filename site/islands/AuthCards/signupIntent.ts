/**
 * What Join Us leads on to (docs/product/website.md §2 "Join Us"): the calls to action of the
 * site ('Join Now', 'Start Free Trial', 'Upgrade Now'...) link to `/signup?plan=trial`, which
 * continues into the Membership's checkout; a plain /signup ends on the dashboard.
 */
import { SIGNUP_PLAN_PARAM, SIGNUP_PLAN_TRIAL } from '../../lib/membership/constants.ts';
import { SITE_PATHS } from '../../lib/routes.ts';

export type SignupIntent = 'trial' | 'account';

/** The intent of the page's query. */
export function signupIntent(search: string): SignupIntent {
  return new URLSearchParams(search).get(SIGNUP_PLAN_PARAM) === SIGNUP_PLAN_TRIAL ? 'trial' : 'account';
}

/** The Join Us path that leads into the trial. */
export const TRIAL_SIGNUP_PATH = `${SITE_PATHS.signup}?${SIGNUP_PLAN_PARAM}=${SIGNUP_PLAN_TRIAL}`;

/**
 * The 'Sign in' link of a Join Us page that leads into the trial: back here after signing in
 * (Sign In's `?redirect=`), so an existing member still goes on to checkout.
 */
export function signInKeepingTrial(loginHref: string): string {
  const url = new URL(loginHref, 'https://site.invalid');
  url.searchParams.set('redirect', TRIAL_SIGNUP_PATH);
  return `${url.pathname}${url.search}`;
}
