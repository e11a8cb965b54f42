/**
 * Error codes and the sentences shown to people (docs/product/widget.md §8), with no schema library, so
 * that the widget's loader can use them without shipping zod.
 */

/** Error codes with a meaning both sides agree on. */
export const ERROR_CODES = {
  /** A session token was sent but is unknown, revoked or expired (answered with 401). */
  invalidToken: 'client/invalid-token',
  /** The SDK could not reach the service, or got 502/503/504: worth retrying. */
  networkError: 'client/network-error',
  /** A 2xx answer whose body is not the contract's shape. */
  invalidResponse: 'client/invalid-response',
  invalidCredentials: 'auth/invalid-credentials',
  emailTaken: 'auth/email-taken',
  invalidCode: 'auth/invalid-code',
  codeExpired: 'auth/code-expired',
  tooManyAttempts: 'auth/too-many-attempts',
  weakPassword: 'auth/weak-password',
  captchaFailed: 'auth/captcha-failed',
  /** A call that needs the member's e-mail address named none (a reset from a fresh browser). */
  emailRequired: 'auth/email-required',
  /** A change of how the member signs in needs the current password (or a code for a member without one). */
  reauthenticationRequired: 'auth/reauthentication-required',
  planUnavailable: 'plan/unavailable',
  /** A checkout for a price that is unknown, inactive or not paid. */
  priceUnavailable: 'checkout/price-unavailable',
  /** A checkout while a paid plan is ACTIVE, TRIALING or PAST_DUE (one paid plan at a time). */
  alreadySubscribed: 'checkout/already-subscribed',
  /** A success, cancel or return address outside the app's own origins (no open redirect). */
  returnUrlNotAllowed: 'checkout/url-not-allowed',
  /** The billing portal asked for by a member who has never paid. */
  noBillingAccount: 'billing/no-account',
  /** The billing portal asked for with a configuration other than the app's own. */
  portalConfigurationNotAllowed: 'billing/configuration-not-allowed',
  /** Live mode without a payment provider configured. */
  paymentsUnavailable: 'billing/unavailable',
  /** A payment provider's webhook whose signature or timestamp does not check out. */
  webhookSignature: 'webhook/invalid-signature',
  /** The person closed or cancelled the provider's sign-in. */
  providerCancelled: 'provider/cancelled',
  /** The browser blocked the sign-in window. */
  providerPopupBlocked: 'provider/popup-blocked',
  /** The provider's answer did not check out (another flow's window, a refused code, no profile). */
  providerFailed: 'provider/failed',
  /** The provider is not offered by this app (no credentials, or not a provider we know). */
  providerUnavailable: 'provider/unavailable',
  /** The provider's address has an account, and it cannot be linked automatically. */
  providerAccountExists: 'provider/account-exists',
  /** A login with a provider account no member has, where signing up was not allowed. */
  providerNoAccount: 'provider/no-account',
  /** A new account from a provider that shares no e-mail address. */
  providerNoEmail: 'provider/no-email',
  /** The provider account is connected to another member. */
  providerLinkedElsewhere: 'provider/linked-elsewhere',
  /** The member has connected another account of this provider already. */
  providerAlreadyConnected: 'provider/already-connected',
  notLoggedIn: 'member/not-logged-in',
  passwordAlreadySet: 'member/password-already-set',
  /** The current password typed to confirm a change is not the member's. */
  wrongPassword: 'member/wrong-password',
  lastSignInMethod: 'member/last-sign-in-method',
  imageInvalid: 'member/image-invalid',
  imageTooLarge: 'member/image-too-large',
  teamFull: 'team/full',
  alreadyTeamMember: 'team/already-member',
  invalidInvite: 'team/invalid-invite',
  ownerNotRemovable: 'team/owner-not-removable',
  validation: 'validation/invalid-request',
  tooLarge: 'request/too-large',
  rateLimited: 'rate-limited',
  forbidden: 'forbidden',
  notFound: 'not-found',
  notImplemented: 'not-implemented',
  internal: 'internal',
  /** X-APP-ID / X-API-Key missing, unknown or not matching. */
  appCredentials: 'app/invalid-credentials',
  /** A browser request from an origin the app does not allow. */
  originNotAllowed: 'app/origin-not-allowed',
  /** The body's Content-Type is not the one the endpoint reads. */
  unsupportedMediaType: 'request/unsupported-media-type',
  /** The request names a host this service does not serve (DNS rebinding, a wrong name). */
  misdirected: 'request/misdirected',
  methodNotAllowed: 'method-not-allowed',
  /** The service cannot answer now (its database is unreachable). */
  unavailable: 'unavailable',
  /** The dev mailbox was asked for by someone other than the machine's user or an admin. */
  mailboxRefused: 'dev/mailbox-refused',
} as const;

/** A known error code. */
export type KnownErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An error code: a known one, or any other string the service may add (open-ended union). */
export type ErrorCode = KnownErrorCode | (string & {});

/** docs/product/widget.md §8: the message of 'client/invalid-token'. */
export const INVALID_TOKEN_MESSAGE =
  'An invalid token has been provided. Please make sure the token is valid.';
/** docs/product/widget.md §4, §8: opening the profile (or a member call) with nobody signed in. */
export const MEMBER_NOT_LOGGED_IN_MESSAGE = 'Member not logged in';

/** Signup or an e-mail change with an address another member of the app has. */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
/** docs/product/widget.md §5, §8: a profile image that is not an image. */
export const NOT_AN_IMAGE_MESSAGE = 'File is not an image.';
/** docs/product/widget.md §5, §8: a profile image over IMAGE_MAX_BYTES (the spec's wording says 2MB). */
export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be less than 2MB.';
/** Shown when the service cannot be reached. */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Please check your connection and try again.';
/** Shown for a failure whose body carries no message meant for people. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
/** Shown for a call that arrives in a later release (answered with 501). */
export const NOT_IMPLEMENTED_MESSAGE = 'This feature is not available yet.';

/** A signed-in member without the admin plan (docs/product/website.md §8). */
export const ADMIN_REQUIRED_MESSAGE = 'You need an Admin Plan to access this page.';

/** A checkout for a price the app does not sell (docs/product/payments-and-providers.md). */
export const PRICE_UNAVAILABLE_MESSAGE = 'This price is not available. Please choose another plan.';

/** One paid plan at a time (docs/product/payments-and-providers.md "Wire shapes"). */
export function alreadySubscribedMessage(planName: string): string {
  return `You already have the ${planName} plan. Manage it from your billing portal.`;
}

/**
 * A return address that is not a page of the app's own sites; it names where those are set
 * (docs/security.md "No open redirect").
 */
export const RETURN_URL_NOT_ALLOWED_MESSAGE =
  "The page to return to after checkout must be a page of this site: its origin must be one of the app's allowed origins (WF_ALLOWED_ORIGINS), or http://localhost or http://127.0.0.1 with a test key.";

/** The billing portal for a member with nothing to manage. */
export const NO_BILLING_ACCOUNT_MESSAGE = 'You have no paid membership to manage yet.';

/** A page that names a billing portal configuration of its own (only the app's is used). */
export const PORTAL_CONFIGURATION_NOT_ALLOWED_MESSAGE =
  "The billing portal opens with this site's own settings: a page cannot choose others.";

/** Live mode with no payment provider configured. */
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are not set up for this site yet.';

/** docs/product/widget.md §8: a signup plan that is unknown, paid or not offered. */
export function planUnavailableMessage(planId: string): string {
  return `Plan ${planId} may not exist or is not available`;
}

/** Sentences of the provider sign-in (docs/product/payments-and-providers.md "Third-party sign-in"). */
export const PROVIDER_MESSAGES = {
  cancelled: (provider: string) => `Signing in with ${provider} was cancelled.`,
  popupBlocked: (provider: string) =>
    `Your browser blocked the ${provider} sign-in window. Allow pop-ups for this site and try again.`,
  failed: (provider: string) => `${provider} did not sign you in. Please try again.`,
  unavailable: (provider: string) => `Signing in with ${provider} is not available on this site.`,
  accountExists: (provider: string) =>
    `An account with this e-mail already exists: log in, then connect ${provider} in your profile.`,
  noAccount: (provider: string) => `No account uses this ${provider} account. Please sign up first.`,
  noEmail: (provider: string) =>
    `${provider} did not share an e-mail address. Sign up with your e-mail address, then connect ${provider} in your profile.`,
  linkedElsewhere: (provider: string) => `This ${provider} account is connected to another member.`,
  alreadyConnected: (provider: string) =>
    `You have connected another ${provider} account already. Disconnect it first.`,
  connected: (provider: string) => `${provider} has been connected.`,
} as const;
