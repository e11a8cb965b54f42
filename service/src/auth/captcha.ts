/**
 * ALTCHA captcha (docs/architecture.md: self-hosted proof of work), checked at signup when the app
 * requires it. A challenge is sha256(salt + n) for a secret n below maxnumber; the browser
 * finds n and sends back base64(JSON { algorithm, challenge, number, salt, signature }).
 *
 * Each challenge is recorded in the rate_limits table (shared by every instance) with the key
 * of its HMAC signature: a challenge must have been issued here, is used once (its row is
 * deleted), and ends with the `expires` parameter of its salt.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** How long a challenge may be solved and used. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/** Upper bound of the secret number: about 50,000 hashes on average in the browser. */
export const CAPTCHA_MAX_NUMBER = 100_000;
/** The message of a missing or failed captcha. */
export const CAPTCHA_FAILED_MESSAGE = 'The captcha check failed. Please try again.';

const ALGORITHM = 'SHA-256';
const KEY_PREFIX = 'captcha:';

/** What GET /auth/captcha/challenge answers (the ALTCHA widget's challenge format). */
export interface AltchaChallenge {
  algorithm: typeof ALGORITHM;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

const payloadSchema = z.object({
  algorithm: z.literal(ALGORITHM),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.int().nonnegative(),
  salt: z.string().max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function hmacHex(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Issues a challenge and records it. */
export async function issueChallenge(q: Queryable, { appId, now }: { appId: string; now: Date }) {
  const expires = Math.floor((now.getTime() + CAPTCHA_TTL_MS) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = sha256Hex(`${salt}${randomInt(0, CAPTCHA_MAX_NUMBER + 1)}`);
  const hmacKey = randomBytes(32).toString('hex');
  await q
    .insert(rateLimits)
    .values({ appId, key: `${KEY_PREFIX}${challenge}:${hmacKey}`, windowStart: now, count: 0 });
  const answer: AltchaChallenge = {
    algorithm: ALGORITHM,
    challenge,
    salt,
    signature: hmacHex(hmacKey, challenge),
    maxnumber: CAPTCHA_MAX_NUMBER,
  };
  return answer;
}

function decode(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function expiresOf(salt: string): number | null {
  const value = new URLSearchParams(salt.split('?')[1] ?? '').get('expires');
  return value && /^\d+$/.test(value) ? Number(value) * 1000 : null;
}

/** True when `token` solves a challenge issued here for the app, unexpired and unused (it is used up). */
export async function verifyCaptcha(
  q: Queryable,
  { appId, token, now }: { appId: string; token: string; now: Date },
): Promise<boolean> {
  const payload = decode(token);
  if (!payload) return false;
  const expires = expiresOf(payload.salt);
  if (expires === null || expires <= now.getTime()) return false;
  if (!sameHex(sha256Hex(`${payload.salt}${payload.number}`), payload.challenge)) return false;
  const used = await q
    .delete(rateLimits)
    .where(and(eq(rateLimits.appId, appId), like(rateLimits.key, `${KEY_PREFIX}${payload.challenge}:%`)))
    .returning({ key: rateLimits.key });
  const hmacKey = used[0]?.key.split(':')[2];
  return hmacKey !== undefined && sameHex(hmacHex(hmacKey, payload.challenge), payload.signature);
}
