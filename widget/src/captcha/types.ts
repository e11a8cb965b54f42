/**
 * The ALTCHA challenge that GET /auth/captcha/challenge answers (service/src/auth/captcha.ts):
 * `challenge` is the hex SHA-256 of `salt` followed by a secret number from 0 to `maxnumber`.
 */
export interface CaptchaChallenge {
  /** The only algorithm the service issues. */
  algorithm: 'SHA-256';
  /** Hex SHA-256 of salt + the secret number. */
  challenge: string;
  /** Random text ending with `?expires=<unix seconds>`. */
  salt: string;
  /** The service's HMAC of the challenge, sent back untouched. */
  signature: string;
  /** Largest number the secret can be. */
  maxnumber: number;
}

/** What the captcha token carries, base64 of its JSON (the field order the service reads). */
export interface CaptchaPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}
