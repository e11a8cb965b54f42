/** Reading a member's row: by address, by an address's proof, or inside a transaction that changes it. */
import { canonicalEmail } from '@wf/sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
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

/** The member of an app whose address is still `email` (a link mailed there is void once it changes). */
export async function findMemberAtAddress(
  q: Queryable,
  { appId, memberId, email }: { appId: string; memberId: string; email: string },
): Promise<MemberRecord | undefined> {
  const [row] = await q
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.appId, appId), eq(members.email, email)));
  return row;
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
  const [member] = await selectMemberByEmail(q).execute({ appId, email: canonicalEmail(email) });
  return member;
}
