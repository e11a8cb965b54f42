/**
 * Every rate limit of the service in one place (docs/security.md "Limits"): sliding windows,
 * counted in the service's database. Routes declare the ones they are counted under
 * (`limits` of the route table); the service counts the others where it learns their key.
 * Limits that a stranger could use up for a member are keyed by the member's address and the
 * client together; a key shared by all clients is counted only once a request passed its own
 * client's limits.
 */
import type { RateLimitRule } from './route.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Password logins from one client IP, whatever the address. */
export const LOGIN_PER_IP: RateLimitRule = { name: 'login-ip', limit: 50, windowSeconds: 15 * MINUTE };
/** Password logins to one address from one client: a stranger slows only their own guesses. */
export const LOGIN_PER_ADDRESS_AND_IP: RateLimitRule = {
  name: 'login-email-ip',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/**
 * Password logins to one address from every client together, counted only for requests that
 * passed their own client's limits: it takes many addresses to reach, and the member can still
 * sign in with an e-mailed code.
 */
export const LOGIN_PER_ADDRESS: RateLimitRule = { name: 'login-email', limit: 100, windowSeconds: HOUR };
/** Signups per client IP. */
export const SIGNUP_PER_IP: RateLimitRule = { name: 'signup-ip', limit: 20, windowSeconds: HOUR };
/** Signups for one address: signup says 'account exists', so it may be asked only this often. */
export const SIGNUP_PER_ADDRESS: RateLimitRule = { name: 'signup-email', limit: 5, windowSeconds: HOUR };
/** E-mails with a code or a link (passwordless, reset, verification, changes) per address. */
export const CODE_SEND_PER_EMAIL: RateLimitRule = {
  name: 'send-email',
  limit: 5,
  windowSeconds: 15 * MINUTE,
};
/** E-mails with a code or a link per client IP. */
export const CODE_SEND_PER_IP: RateLimitRule = { name: 'send-ip', limit: 20, windowSeconds: 15 * MINUTE };
/** Code checks (passwordless login and signup, password reset) per client IP. */
export const CODE_CHECK_PER_IP: RateLimitRule = { name: 'code-ip', limit: 30, windowSeconds: 15 * MINUTE };
/** Code checks for one address from one client (a code is void after 5 wrong tries anyway). */
export const CODE_CHECK_PER_ADDRESS_AND_IP: RateLimitRule = {
  name: 'code-email-ip',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/** Requests to change a member's e-mail address, per member. */
export const EMAIL_CHANGE_PER_MEMBER: RateLimitRule = {
  name: 'email-change-member',
  limit: 5,
  windowSeconds: HOUR,
};
/** Captcha challenges per client IP. */
export const CAPTCHA_PER_IP: RateLimitRule = { name: 'captcha-ip', limit: 60, windowSeconds: 15 * MINUTE };
/** Contact-form messages per client IP. */
export const CONTACT_PER_IP: RateLimitRule = { name: 'contact-ip', limit: 5, windowSeconds: HOUR };

/** Provider sign-in windows opened per client IP (each stores a flow for 10 minutes). */
export const PROVIDER_FLOW_PER_IP: RateLimitRule = {
  name: 'provider-ip',
  limit: 30,
  windowSeconds: 15 * MINUTE,
};
/**
 * Tries of the test tools' unlock link per client (test mode, this machine only): a 128-bit
 * token needs no limit to stay unguessed, but no secret should be open to unlimited tries.
 */
export const UNLOCK_PER_IP: RateLimitRule = { name: 'unlock-ip', limit: 10, windowSeconds: 15 * MINUTE };
/** Returns from checkout per client IP that ask the payment provider where a checkout stands. */
export const CHECKOUT_RETURN_PER_IP: RateLimitRule = {
  name: 'checkout-return-ip',
  limit: 60,
  windowSeconds: 15 * MINUTE,
};
/** Returns to one open checkout, from any client: a member comes back once or twice, a replay costs a provider call each. */
export const CHECKOUT_RETURN_PER_CHECKOUT: RateLimitRule = {
  name: 'checkout-return',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/** Billing portal sessions per member: each is a session opened at the payment provider. */
export const PORTAL_PER_MEMBER: RateLimitRule = {
  name: 'portal-member',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/**
 * Admin API calls per secret key (docs/admin-api.md): a burst of a hundred, ten a second on
 * average, about what @memberstack/admin's own service publishes (25 a second per client).
 */
export const ADMIN_API_PER_KEY: RateLimitRule = { name: 'admin-api-key', limit: 100, windowSeconds: 10 };
/**
 * Admin API calls refused for their key (none, unknown or revoked) per client IP
 * (docs/admin-api.md "Errors, limits and the audit log"): a server with a wrong key stops after a
 * few tries anyway, a stranger may not try keys without end. Once over, the client's next calls
 * are refused before their key is looked up, a valid key's too.
 */
export const ADMIN_API_FAILED_KEY_PER_IP: RateLimitRule = {
  name: 'admin-api-bad-key-ip',
  limit: 20,
  windowSeconds: 15 * MINUTE,
};
