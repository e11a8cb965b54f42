/**
 * The free trial once per address (docs/security.md "Deleting an account"): a plan's trial is
 * offered once per member (payment_trials) and, beyond the account, once per address. The
 * address is kept only as HMAC-SHA-256 of the app id and the address in its canonical form, under
 * a random key made once and kept in the database, so that every instance on the database uses
 * the same key, across restarts. A hash is recorded when a trial starts and again, with the
 * address of the day, when the account is deleted (the member may have changed address since).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { canonicalEmail } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { trialAddresses, trialAddressKeys } from '../../db/schema.ts';

/** The id of the key in use. */
const KEY_ID = 'current';
const KEY_BYTES = 32;

async function storedKey(q: Queryable): Promise<string | undefined> {
  const [row] = await q.select().from(trialAddressKeys).where(eq(trialAddressKeys.id, KEY_ID));
  return row?.key;
}

/** The key of the hashes, made by the first caller that needs it (two at once agree on one). */
async function trialAddressKey(q: Queryable): Promise<Buffer> {
  let key = await storedKey(q);
  if (!key) {
    await q
      .insert(trialAddressKeys)
      .values({ id: KEY_ID, key: randomBytes(KEY_BYTES).toString('base64url') })
      .onConflictDoNothing();
    key = await storedKey(q);
  }
  if (!key) throw new Error('the key of the trial addresses could not be stored');
  return Buffer.from(key, 'base64url');
}

/** The keyed hash of `email` in `appId` (hex): the same for every way of writing the address. */
export function trialAddressHash(key: Buffer, appId: string, email: string): string {
  return createHmac('sha256', key)
    .update(`${appId}\n${canonicalEmail(email)}`)
    .digest('hex');
}

/** Records that `email` has had the trial of `planId` (again: nothing changes). */
export async function recordTrialAddress(
  q: Queryable,
  input: { appId: string; planId: string; email: string; now: Date },
): Promise<void> {
  const addressHash = trialAddressHash(await trialAddressKey(q), input.appId, input.email);
  await q
    .insert(trialAddresses)
    .values({ appId: input.appId, planId: input.planId, addressHash, startedAt: input.now })
    .onConflictDoNothing();
}

/** Whether `email` has had the trial of `planId`, under any account of the app. */
export async function trialAddressUsed(
  q: Queryable,
  input: { appId: string; planId: string; email: string },
): Promise<boolean> {
  const addressHash = trialAddressHash(await trialAddressKey(q), input.appId, input.email);
  const [found] = await q
    .select({ planId: trialAddresses.planId })
    .from(trialAddresses)
    .where(
      and(
        eq(trialAddresses.appId, input.appId),
        eq(trialAddresses.planId, input.planId),
        eq(trialAddresses.addressHash, addressHash),
      ),
    );
  return found !== undefined;
}
