/** Reading the member's row inside a transaction that changes it. */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { MemberRecord } from './present.ts';

/** Shown when the member was deleted while their request ran. */
export const MEMBER_GONE_MESSAGE = 'This member no longer exists.';

/** The member's row, locked until the transaction ends (concurrent changes wait their turn). */
export async function lockMember(tx: Tx, appId: string, memberId: string): Promise<MemberRecord> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.appId, appId), eq(members.id, memberId)))
    .for('update');
  if (!row) throw notFound(MEMBER_GONE_MESSAGE);
  return row;
}
