/**
 * Where the Membership's checkout and billing portal lead (docs/product/website.md §2 "Join Us",
 * "Member dashboard", "Membership activated"; docs/product/payments-and-providers.md "Wire
 * shapes"). The SDK makes these paths absolute with the page's origin.
 */
import { SITE_PATHS } from '../routes.ts';

/** A completed checkout (or a started trial) lands on the membership activated page. */
export const CHECKOUT_SUCCESS_PATH = SITE_PATHS.passkitSuccess;

/** 'Cancel' on the checkout page goes back to the dashboard, where the offer stays. */
export const CHECKOUT_CANCEL_PATH = SITE_PATHS.dashboard;

/** The billing portal's way back. */
export const PORTAL_RETURN_PATH = SITE_PATHS.dashboard;

/** The query of Join Us that leads on into the Membership's checkout: `/signup?plan=trial`. */
export const SIGNUP_PLAN_PARAM = 'plan';
export const SIGNUP_PLAN_TRIAL = 'trial';
