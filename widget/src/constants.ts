/**
 * Business constants of the widget (docs/product/widget.md §9), named once. Components and containers
 * import them from here; no timing or size is written as a bare number anywhere else.
 */
import { TOKEN_LENGTH as CONTRACT_TOKEN_LENGTH, PASSWORD_MIN } from '@wf/sdk/contract';
import { TOAST_DURATION_MS } from '@wf/ui/constants';

/** docs/product/widget.md §4: how often the current member is polled after the login modal completes. */
export const LOGIN_POLL_INTERVAL_MS = 1000;
/** docs/product/widget.md §4: the same poll below {@link MOBILE_BREAKPOINT_PX}. */
export const LOGIN_POLL_INTERVAL_MOBILE_MS = 500;
/** docs/product/widget.md §4: the login poll gives up after this many retries. */
export const LOGIN_POLL_MAX_RETRIES = 10;
/** docs/product/widget.md §4: delay before the first login poll. */
export const LOGIN_POLL_FIRST_DELAY_MS = 500;
/** docs/product/widget.md §4: a signup result without a member is checked once after this delay. */
export const SIGNUP_CHECK_DELAY_MS = 1000;
/** docs/product/widget.md §4: the signup modal times out after this long. */
export const SIGNUP_TIMEOUT_MS = 60_000;
/** docs/product/widget.md §2, §9: narrower viewports get the mobile layouts and the faster poll. */
export const MOBILE_BREAKPOINT_PX = 520;
/** docs/product/widget.md §5, §9: number of boxes (and digits) of a passwordless or reset code. */
export const TOKEN_LENGTH = CONTRACT_TOKEN_LENGTH;
/** docs/product/widget.md §5, §9: shortest password accepted. */
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;
/** docs/product/widget.md §9: primary button colour when the app's branding sets none. */
export const DEFAULT_PRIMARY_BUTTON_COLOR = 'rgb(41, 98, 255)';
/** docs/product/widget.md §9: the team invite Copy button reads 'Copied!' this long. */
export const INVITE_COPIED_LABEL_MS = 2000;
/** docs/product/widget.md §9: a team member's remove control asks 'Are you sure?' this long. */
export const REMOVE_CONFIRM_MS = 3000;
/** docs/product/widget.md §9: the test card copy highlight and label revert after this long. */
export const TEST_CARD_COPY_FEEDBACK_MS = 1000;
/**
 * docs/product/widget.md §9 "Message banner auto-hide": status message boxes hide themselves after
 * this long, the same 7 s as every toast (@wf/ui's, which holds the number).
 */
export const MESSAGE_AUTO_HIDE_MS = TOAST_DURATION_MS;
/** docs/product/widget.md §7, §9: size of the third-party sign-in popup window. */
export const PROVIDER_POPUP_SIZE = { width: 600, height: 700 } as const;
/** docs/product/widget.md §1: who the 'Secured by' footer names, and where it links (unless the app isPaid). */
export const SECURED_BY = {
  name: 'World Family Membership',
  href: 'https://worldfamily.org/membership',
} as const;

/** Codes of the errors the widget's own API rejects with (beside the contract's). */
export const WIDGET_ERROR_CODES = {
  /** docs/product/widget.md §4, §8: 'Sign up modal timed out. Please try again.' */
  signupTimeout: 'widget/signup-timeout',
  /** openModal('TEST_CARD') with a live key. */
  testModeOnly: 'widget/test-mode-only',
  /** A required captcha could not be solved before signup. */
  captchaNotReady: 'widget/captcha-not-ready',
  /**
   * docs/product/widget.md §2 "Test Card modal": the test card modal was left before a checkout
   * began (purchasePlansWithCheckout in test mode).
   */
  checkoutCanceled: 'widget/checkout-canceled',
} as const;
