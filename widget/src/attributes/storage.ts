/** The storage keys of docs/product/data-attributes.md §1, read and written without ever throwing. */

/** localStorage: the content groups of the app, for gating before the app has loaded. */
export const GROUPS_KEY = 'ms_groups';
/** localStorage: where the last sign-in went (the `login-redirect` action goes there again). */
export const LOGIN_REDIRECT_KEY = 'login_redirect';
/** sessionStorage: a free plan chosen before signing up. */
export const PLAN_KEY = 'ms_plan';
/** sessionStorage: a price chosen before signing up (checkout follows the sign-up). */
export const PRICE_KEY = 'ms_price';
/** sessionStorage: a coupon chosen with a click or the `couponId` parameter. */
export const COUPON_KEY = 'ms_coupon_btn';
/** sessionStorage: a redirect chosen with a click on `data-ms-redirect` (§9). */
export const REDIRECT_OVERRIDE_KEY = 'ms-redirect-override';
/** sessionStorage (ours): the address a reset code was asked for, sent with the code. */
export const RESET_EMAIL_KEY = 'ms_reset_email';

type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frames)
  }
}

export function read(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function write(name: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(name)?.removeItem(key);
    else area(name)?.setItem(key, value);
  } catch {
    // A full or disabled storage loses the remembered choice, nothing else.
  }
}
