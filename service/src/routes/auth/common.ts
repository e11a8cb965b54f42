/** Small pieces the auth routes share. */
import { ERROR_CODES } from '@wf/sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Queryable } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { members } from '../../db/schema.ts';
import type { AppRecord, Deps } from '../../http/context.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { clientIp } from '../../http/origin.ts';
import type { MemberRecord } from '../../members/present.ts';

/** One message for a wrong password and an unknown address (docs/security.md: no account enumeration). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

/** The neutral answer of the code and reset e-mails, the same for known and unknown addresses. */
export const CODE_SENT_MESSAGE =
  'If that address can receive a code, we have sent one. Please check your inbox.';
export const RESET_SENT_MESSAGE =
  'If an account exists for that address, we have sent a code to reset the password. Please check your inbox.';

/** E-mail addresses are compared and stored in lower case (one member per address and app). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The client's IP address, as the rate limits key it. */
export function ipOf(c: Context, deps: Pick<Deps, 'env'>): string {
  return clientIp(c, deps.env.trustProxy);
}

const selectMemberByEmail = preparedPerHandle((q) =>
  q
    .select()
    .from(members)
    .where(and(eq(members.appId, sql.placeholder('appId')), eq(members.email, sql.placeholder('email'))))
    .prepare('wf_select_member_by_email'),
);

/** The member of an app with an address, or undefined (every login asks). */
export async function findMemberByEmail(
  q: Queryable,
  appId: string,
  email: string,
): Promise<MemberRecord | undefined> {
  const [member] = await selectMemberByEmail(q).execute({ appId, email: normaliseEmail(email) });
  return member;
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
