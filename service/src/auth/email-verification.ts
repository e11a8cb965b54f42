/**
 * E-mail verification links: `{code id}.{secret}` with 256 random bits of secret, stored as
 * its SHA-256 in one_time_codes (purpose 'verify-email'), valid one day, single use. The link
 * proves the address the member had when it was sent, not a later one (routes/auth/verification.ts
 * uses it with members/address-proof.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema.ts';
import { newId, newToken, sha256 } from '../ids.ts';

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Issues a verification token for the member's current address (older unused ones are dropped). */
export async function issueVerificationToken(
  q: Queryable,
  { appId, memberId, email, now }: { appId: string; memberId: string; email: string; now: Date },
): Promise<string> {
  await q
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.appId, appId),
        eq(oneTimeCodes.purpose, 'verify-email'),
        eq(oneTimeCodes.memberId, memberId),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  const id = newId('otc');
  const secret = newToken();
  await q.insert(oneTimeCodes).values({
    id,
    appId,
    purpose: 'verify-email',
    email,
    memberId,
    codeHash: sha256(secret),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    createdAt: now,
  });
  return `${id}.${secret}`;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A verification link's code, live: its member, and the address it was sent to. */
export interface LiveVerification {
  id: string;
  memberId: string;
  email: string;
}

/**
 * The live code a verification token names (unused, unexpired, its secret right), without using
 * it: the link's page may first ask before anything changes. Undefined otherwise.
 */
export async function findVerificationToken(
  q: Queryable,
  { appId, token, now }: { appId: string; token: string; now: Date },
): Promise<LiveVerification | undefined> {
  const [id, secret] = token.split('.');
  if (!id || !secret || id.length > 100 || secret.length > 100) return undefined;
  const [row] = await q
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.appId, appId), eq(oneTimeCodes.purpose, 'verify-email')),
    );
  if (!row?.memberId || row.consumedAt !== null || row.expiresAt <= now) return undefined;
  if (!sameHex(row.codeHash, sha256(secret))) return undefined;
  return { id: row.id, memberId: row.memberId, email: row.email };
}
