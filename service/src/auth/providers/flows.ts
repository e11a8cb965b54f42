/**
 * The server-side state of a sign-in flow with a provider (docs/product/payments-and-providers.md
 * "Third-party sign-in"): made when the popup opens, taken once by the callback. Random (the
 * state is 32 random bytes from oauth4webapi), single use and 10 minutes long; only the state's
 * SHA-256 is stored, so a copy of the table lets nobody finish a flow.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type ProviderFlowMode, providerFlows } from '../../db/schema.ts';
import type { Deps } from '../../http/context.ts';
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
  /** Run by the test provider's sign-in page (test mode, no credentials). */
  test?: boolean;
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
    test: input.test ?? false,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + PROVIDER_FLOW_TTL_MS),
  });
  return secrets;
}

function live(state: string, appId: string | undefined, now: Date) {
  return and(
    eq(providerFlows.stateHash, sha256(state)),
    appId === undefined ? undefined : eq(providerFlows.appId, appId),
    isNull(providerFlows.usedAt),
    gt(providerFlows.expiresAt, now),
  );
}

function taken(row: typeof providerFlows.$inferSelect, state: string): TakenProviderFlow {
  const { stateHash: _hash, codeVerifier, nonce, ...flow } = row;
  return { ...flow, secrets: { state, codeVerifier, nonce } };
}

/**
 * Takes the flow a callback's state names, once: undefined when there is none, it has expired,
 * or it was taken already (one conditional update, so two callbacks racing with the same state
 * cannot both have it).
 */
export async function takeProviderFlow(
  db: Queryable,
  input: { state: string; now: Date },
): Promise<TakenProviderFlow | undefined> {
  const [row] = await db
    .update(providerFlows)
    .set({ usedAt: input.now })
    .where(live(input.state, undefined, input.now))
    .returning();
  return row && taken(row, input.state);
}

/** The live flow a state names, without taking it (the test sign-in page shows its provider). */
export async function peekProviderFlow(
  db: Queryable,
  input: { state: string; now: Date },
): Promise<TakenProviderFlow | undefined> {
  const [row] = await db
    .select()
    .from(providerFlows)
    .where(live(input.state, undefined, input.now));
  return row && taken(row, input.state);
}

/** The test provider: keeps what was typed on its sign-in page for the callback. False when the flow is gone. */
export async function setTestProfile(
  db: Queryable,
  input: { state: string; profile: NonNullable<TakenProviderFlow['testProfile']>; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(providerFlows)
    .set({ testProfile: input.profile })
    .where(and(live(input.state, undefined, input.now), eq(providerFlows.test, true)))
    .returning({ stateHash: providerFlows.stateHash });
  return rows.length === 1;
}

/** Deletes flows that ended more than a day ago (taken or expired): {@link startProviderFlowSweep}. */
export async function deleteOldProviderFlows(db: Queryable, now: Date): Promise<number> {
  const deleted = await db
    .delete(providerFlows)
    .where(lt(providerFlows.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ stateHash: providerFlows.stateHash });
  return deleted.length;
}

/** How often ended flows are deleted. */
export const PROVIDER_FLOW_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes ended flows now and every hour; answers a function that stops it. */
export function startProviderFlowSweep(deps: Pick<Deps, 'database' | 'clock' | 'logger'>): () => void {
  const tick = async () => {
    try {
      const deleted = await deleteOldProviderFlows(deps.database.db, deps.clock());
      if (deleted > 0) deps.logger.info({ deleted }, 'provider sign-in flows deleted');
    } catch (error) {
      deps.logger.error(
        { error: String(error) },
        'deleting ended provider flows failed; it runs again in an hour',
      );
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), PROVIDER_FLOW_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
