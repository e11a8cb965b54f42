/** Small pieces the auth routes share. */
import {
  CODE_CHECK_PER_ADDRESS_AND_IP,
  CODE_CHECK_PER_IP,
  ERROR_CODES,
  LOGIN_PER_ADDRESS,
  LOGIN_PER_ADDRESS_AND_IP,
  LOGIN_PER_IP,
} from '@wf/sdk/contract';
import type { Context } from 'hono';
import type { SessionClient } from '../../auth/session.ts';
import type { AppRecord, Deps } from '../../http/context.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { clientIp } from '../../http/origin.ts';
import { addressAndClient } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';

/** One message for a wrong password and an unknown address (docs/security.md: no account enumeration). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

/** The neutral answer of the code and reset e-mails, the same for known and unknown addresses. */
export const CODE_SENT_MESSAGE =
  'If that address can receive a code, we have sent one. Please check your inbox.';
export const RESET_SENT_MESSAGE =
  'If an account exists for that address, we have sent a code to reset the password. Please check your inbox.';

/** The client's IP address, as the rate limits key it. */
export function ipOf(c: Context, deps: Pick<Deps, 'env'>): string {
  return clientIp(c, deps.env.trustProxy);
}

/** The client a new session starts on (its list of sessions shows it). */
export function sessionClientOf(c: Context, deps: Pick<Deps, 'env'>): SessionClient {
  return { userAgent: c.req.header('User-Agent') ?? null, ip: ipOf(c, deps) };
}

/**
 * Counts a guess of an address's password (a login, or the current password typed to confirm a
 * change): per client, per address and client, then per address from every client once the
 * client's own limits passed (docs/security.md "Limits"). A stranger slows their own guesses,
 * never the member's.
 */
export function countPasswordGuess(
  c: Context,
  deps: Pick<Deps, 'env' | 'database'>,
  { appId, email, now }: { appId: string; email: string; now: Date },
): Promise<void> {
  const ip = ipOf(c, deps);
  return hitRateLimits(deps.database.db, {
    appId,
    now,
    hits: [
      { rule: LOGIN_PER_IP, key: ip },
      { rule: LOGIN_PER_ADDRESS_AND_IP, key: addressAndClient(email, ip) },
    ],
    shared: [{ rule: LOGIN_PER_ADDRESS, key: email }],
  });
}

/** Counts a guess of an e-mailed code for an address: per client, and per address and client. */
export function countCodeGuess(
  c: Context,
  deps: Pick<Deps, 'env' | 'database'>,
  { appId, email, now }: { appId: string; email: string; now: Date },
): Promise<void> {
  const ip = ipOf(c, deps);
  return hitRateLimits(deps.database.db, {
    appId,
    now,
    hits: [
      { rule: CODE_CHECK_PER_IP, key: ip },
      { rule: CODE_CHECK_PER_ADDRESS_AND_IP, key: addressAndClient(email, ip) },
    ],
  });
}

/** 401 auth/invalid-credentials. */
export function invalidCredentialsError(): ApiError {
  return new ApiError(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
}

/** Throws 403 unless the app offers passwordless sign-in. */
export function assertPasswordless(app: AppRecord): void {
  if (!app.settings.additionalAuthMethods.passwordless.enabled) {
    throw forbidden('Signing in with an e-mailed code is not enabled for this site.');
  }
}

/** Waits until `startedAt + ms` (performance.now() time): answers take the same time whatever happened. */
export async function waitUntil(startedAt: number, ms: number): Promise<void> {
  const remaining = startedAt + ms - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/**
 * Shortest time a code or reset e-mail request takes, whether or not an e-mail goes out, so
 * the answer's timing does not tell whether the address has an account.
 */
export const NEUTRAL_ANSWER_MS = 250;
