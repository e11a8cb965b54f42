/**
 * The server-side state of a sign-in flow with a provider (docs/product/payments-and-providers.md
 * "Third-party sign-in"): made when the popup opens, taken once by the callback. Random (the
 * state is 32 random bytes from oauth4webapi), single use and 10 minutes long; only the state's
 * SHA-256 is stored, so a copy of the table lets nobody finish a flow.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type ProviderFlowMode, providerFlows } from '../../db/schema.ts';
import { sha256 } from '../../ids.ts';
import { type FlowSecrets, newFlowSecrets } from './oauth.ts';
import type { ProviderRow } from './table.ts';

/** How long a flow may take, from the popup opening to the callback. */
export const PROVIDER_FLOW_TTL_MS = 10 * 60 * 1000;

export interface NewProviderFlow {
  appId: string;
  row: ProviderRow;
  mode: ProviderFlowMode;
  origin: string;
  /** Connect only: the member of the session that started it. */
  memberId?: string;
  plans?: { planId: string }[];
  customFields?: Record<string, string>;
  allowSignup?: boolean;
  now: Date;
}

/** A flow taken by its callback: what it was started with, and its secrets for the exchange. */
export type TakenProviderFlow = Omit<
  typeof providerFlows.$inferSelect,
  'stateHash' | 'codeVerifier' | 'nonce'
> & {
  secrets: FlowSecrets;
};

/** Starts a flow: stores it and answers its secrets (the state goes into the authorization URL). */
export async function startProviderFlow(db: Queryable, input: NewProviderFlow): Promise<FlowSecrets> {
  if (input.mode === 'connect' && !input.memberId) throw new Error('a connect flow needs the member');
  const secrets = newFlowSecrets(input.row);
  await db.insert(providerFlows).values({
    stateHash: sha256(secrets.state),
    appId: input.appId,
    provider: input.row.id,
    mode: input.mode,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    origin: input.origin,
    memberId: input.memberId ?? null,
    plans: input.plans ?? [],
    customFields: input.customFields ?? {},
    allowSignup: input.allowSignup ?? false,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + PROVIDER_FLOW_TTL_MS),
  });
  return secrets;
}

/**
 * Takes the flow a callback's state names, once: undefined when there is none for this app and
 * provider, it has expired, or it was taken already (one conditional update, so two callbacks
 * racing with the same state cannot both have it).
 */
export async function takeProviderFlow(
  db: Queryable,
  input: { appId: string; provider: string; state: string; now: Date },
): Promise<TakenProviderFlow | undefined> {
  const [taken] = await db
    .update(providerFlows)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(providerFlows.stateHash, sha256(input.state)),
        eq(providerFlows.appId, input.appId),
        eq(providerFlows.provider, input.provider),
        isNull(providerFlows.usedAt),
        gt(providerFlows.expiresAt, input.now),
      ),
    )
    .returning();
  if (!taken) return undefined;
  const { stateHash: _hash, codeVerifier, nonce, ...flow } = taken;
  return { ...flow, secrets: { state: input.state, codeVerifier, nonce } };
}

/** Deletes flows that ended more than a day ago (taken or expired), for the periodic sweep. */
export async function deleteOldProviderFlows(db: Queryable, now: Date): Promise<number> {
  const deleted = await db
    .delete(providerFlows)
    .where(lt(providerFlows.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ stateHash: providerFlows.stateHash });
  return deleted.length;
}
