/** Fixtures of the captcha stories: small real ALTCHA challenges made in the browser. */
import '@wf/ui/styles.css';
import '../../../widget/src/captcha/styles.css';
import type { CaptchaChallenge } from '../../../widget/src/captcha/index.ts';
import { sha256Hex, toHex } from '../../../widget/src/captcha/sha256.ts';
import { decodeCaptchaToken } from '../../../widget/src/captcha/token.ts';

/** Small enough to solve in a blink, as the service's would be in a second or so. */
export const STORY_MAX_NUMBER = 1000;

/** A challenge made the way the service makes one: sha256(salt + secret), an expiring salt. */
export async function makeChallenge(secret: number, maxnumber = STORY_MAX_NUMBER): Promise<CaptchaChallenge> {
  const expires = Math.floor(Date.now() / 1000) + 600;
  const salt = `${toHex(crypto.getRandomValues(new Uint8Array(12)))}?expires=${expires}`;
  return {
    algorithm: 'SHA-256',
    challenge: await sha256Hex(`${salt}${secret}`),
    salt,
    signature: toHex(crypto.getRandomValues(new Uint8Array(32))),
    maxnumber,
  };
}

/** True when a token's number solves its own challenge, as the service checks it. */
export async function tokenSolves(token: unknown): Promise<boolean> {
  const payload = typeof token === 'string' ? decodeCaptchaToken(token) : null;
  if (!payload) return false;
  return (await sha256Hex(`${payload.salt}${payload.number}`)) === payload.challenge;
}
