/**
 * 6-digit codes sent by e-mail (docs/security.md): drawn from the CSPRNG, stored only as an
 * HMAC-SHA256 keyed by the code's own id, valid 10 minutes, single use, void after 5 wrong
 * tries. A new code replaces the unused older ones of the same purpose and address.
 *
 * A try is counted by its own statement before the code is compared, so run
 * {@link checkCode} with `database.db`, outside the transaction that may then fail; consume
 * the code with {@link consumeCode} inside the transaction that uses it.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, TOKEN_LENGTH } from '@wf/sdk/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { type ONE_TIME_CODE_PURPOSES, oneTimeCodes } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { newId } from '../ids.ts';

/** How long a code stays valid. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries after which a code is void. */
export const CODE_MAX_ATTEMPTS = 5;
/** The validity in minutes, as the e-mails say it. */
export const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;

/** What a 6-digit code is for. */
export type CodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** A code row as stored. */
export type CodeRecord = typeof oneTimeCodes.$inferSelect;

export const INVALID_CODE_MESSAGE = 'This code is not correct. Please check it or request a new one.';
export const CODE_EXPIRED_MESSAGE = 'This code has expired. Please request a new one.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong codes. Please request a new one.';

/** A random code of TOKEN_LENGTH digits from the CSPRNG (leading zeros kept). */
export function newCode(): string {
  return randomInt(0, 10 ** TOKEN_LENGTH)
    .toString()
    .padStart(TOKEN_LENGTH, '0');
}

/** How a code is stored: HMAC-SHA256 of the code keyed by the row's id (so equal codes differ). */
export function hashCode(id: string, code: string): string {
  return createHmac('sha256', id).update(code).digest('hex');
}

function matches(row: CodeRecord, code: string): boolean {
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(row.id, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Issues a new code, deleting the unused older ones of the same purpose and address. */
export async function issueCode(
  q: Queryable,
  args: { appId: string; purpose: CodePurpose; email: string; memberId: string | null; now: Date },
): Promise<{ id: string; code: string }> {
  const email = args.email.toLowerCase();
  await q
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.appId, args.appId),
        eq(oneTimeCodes.purpose, args.purpose),
        eq(oneTimeCodes.email, email),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  const id = newId('otc');
  const code = newCode();
  await q.insert(oneTimeCodes).values({
    id,
    appId: args.appId,
    purpose: args.purpose,
    email,
    memberId: args.memberId,
    codeHash: hashCode(id, code),
    expiresAt: new Date(args.now.getTime() + CODE_TTL_MS),
    createdAt: args.now,
  });
  return { id, code };
}

function codeError(code: string, message: string): ApiError {
  return new ApiError(400, code, message, { details: { fields: { token: message } } });
}

/** The answer of a wrong or unknown code (the same whether or not the address has an account). */
export function invalidCodeError(): ApiError {
  return codeError(ERROR_CODES.invalidCode, INVALID_CODE_MESSAGE);
}

/** Counts one try against a code; the row after the count, or null when it may no longer be tried. */
async function countTry(q: Queryable, id: string): Promise<CodeRecord | null> {
  const [row] = await q
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Checks a code for a purpose and address: counts the try, then answers the matching code
 * row, or throws 'auth/invalid-code', 'auth/code-expired' or 'auth/too-many-attempts'.
 */
export async function checkCode(
  q: Queryable,
  args: { appId: string; purpose: CodePurpose; email: string; code: string; now: Date },
): Promise<CodeRecord> {
  const [latest] = await q
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.appId, args.appId),
        eq(oneTimeCodes.purpose, args.purpose),
        eq(oneTimeCodes.email, args.email.toLowerCase()),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) throw invalidCodeError();
  if (latest.expiresAt <= args.now) throw codeError(ERROR_CODES.codeExpired, CODE_EXPIRED_MESSAGE);
  const counted = await countTry(q, latest.id);
  if (!counted) throw codeError(ERROR_CODES.tooManyAttempts, TOO_MANY_ATTEMPTS_MESSAGE);
  if (!matches(counted, args.code)) throw invalidCodeError();
  return counted;
}

/** Marks a checked code used; false when another request used it first. Run inside the transaction. */
export async function consumeCode(q: Queryable, id: string, now: Date): Promise<boolean> {
  const used = await q
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length > 0;
}
