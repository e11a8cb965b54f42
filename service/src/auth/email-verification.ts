/**
 * E-mail verification links: `{code id}.{secret}` with 256 random bits of secret, stored as
 * its SHA-256 in one_time_codes (purpose 'verify-email'), valid one day, single use. The link
 * verifies the address the member had when it was sent, not a later one.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { members, oneTimeCodes } from '../db/schema.ts';
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

/**
 * Uses a verification token: marks the member verified when the token is live and the member
 * still has the address it was sent to. True when the member is now verified by it.
 */
export async function useVerificationToken(
  q: Queryable,
  { appId, token, now }: { appId: string; token: string; now: Date },
): Promise<boolean> {
  const [id, secret] = token.split('.');
  if (!id || !secret || id.length > 100 || secret.length > 100) return false;
  const [row] = await q
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.appId, appId), eq(oneTimeCodes.purpose, 'verify-email')),
    );
  if (!row?.memberId || row.consumedAt !== null || row.expiresAt <= now) return false;
  if (!sameHex(row.codeHash, sha256(secret))) return false;
  const used = await q
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) return false;
  const verified = await q
    .update(members)
    .set({ verified: true })
    .where(and(eq(members.id, row.memberId), eq(members.appId, appId), eq(members.email, row.email)))
    .returning({ id: members.id });
  return verified.length > 0;
}
