/**
 * Every rate limit of the service in one place (docs/security.md: "rate limits ... on login, signup,
 * code sends and contact, per IP and per e-mail"). Fixed windows, counted in the database.
 */

/** A limit: at most `limit` requests per `windowSeconds` for each key. */
export interface RateLimitRule {
  /** Names the counter, e.g. 'login-email'; part of the stored key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Password logins per e-mail address. */
export const LOGIN_PER_EMAIL: RateLimitRule = { name: 'login-email', limit: 10, windowSeconds: 15 * MINUTE };
/** Password and code logins per client IP. */
export const LOGIN_PER_IP: RateLimitRule = { name: 'login-ip', limit: 50, windowSeconds: 15 * MINUTE };
/** Signups per client IP. */
export const SIGNUP_PER_IP: RateLimitRule = { name: 'signup-ip', limit: 20, windowSeconds: HOUR };
/** E-mails with a code or a link (passwordless, reset, verification) per address. */
export const CODE_SEND_PER_EMAIL: RateLimitRule = {
  name: 'send-email',
  limit: 5,
  windowSeconds: 15 * MINUTE,
};
/** E-mails with a code or a link per client IP. */
export const CODE_SEND_PER_IP: RateLimitRule = { name: 'send-ip', limit: 20, windowSeconds: 15 * MINUTE };
/** Code checks (passwordless login and signup, password reset) per client IP. */
export const CODE_CHECK_PER_IP: RateLimitRule = { name: 'code-ip', limit: 30, windowSeconds: 15 * MINUTE };
/**
 * Wrong password-reset codes sent without an e-mail address, per app: such a guess matches
 * any live reset code of the app, so guesses are capped for the whole app.
 */
export const RESET_GUESSES_PER_APP: RateLimitRule = {
  name: 'reset-guess-app',
  limit: 25,
  windowSeconds: 15 * MINUTE,
};
/** Captcha challenges per client IP. */
export const CAPTCHA_PER_IP: RateLimitRule = { name: 'captcha-ip', limit: 60, windowSeconds: 15 * MINUTE };
/** Contact-form messages per client IP. */
export const CONTACT_PER_IP: RateLimitRule = { name: 'contact-ip', limit: 5, windowSeconds: HOUR };

/** Counters older than this are deleted now and then (longer than the longest window). */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * HOUR;
