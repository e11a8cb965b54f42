/**
 * The server-side state of a sign-in flow with a provider (docs/product/payments-and-providers.md
 * "Third-party sign-in"): made when the popup opens, taken once by the callback. Random (the
 * state is 32 random bytes from oauth4webapi), single use and 10 minutes long; only the state's
 * SHA-256 is stored, so a copy of the table lets nobody finish a flow.
 */
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type ProviderFlowMode, providerFlows } from '../../db/schema.ts';

export type { ProviderFlowMode };

import type { Deps } from '../../http/context.ts';
import { sha256 } from '../../ids.ts';
import { CODE_TTL_MS } from '../codes.ts';
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
  /** SHA-256 of the starting browser's flow secret (binding.ts): only that browser finishes it. */
  bindingHash: string;
  now: Date;
}

/** A flow taken by its callback: what it was started with, and its secrets for the exchange. */
export type TakenProviderFlow = Omit<
  typeof providerFlows.$inferSelect,
  'stateHash' | 'codeVerifier' | 'nonce' | 'bindingHash'
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
    bindingHash: input.bindingHash,
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
  const { stateHash: _hash, bindingHash: _binding, codeVerifier, nonce, ...flow } = row;
  return { ...flow, secrets: { state, codeVerifier, nonce } };
}

/**
 * Takes the flow a callback's state names, once, for the browser that started it: undefined when
 * there is none, it has expired, it was taken already (one conditional update, so two callbacks
 * racing with the same state cannot both have it), or another browser started it.
 */
export async function takeProviderFlow(
  db: Queryable,
  input: { state: string; bindingHash: string; now: Date },
): Promise<TakenProviderFlow | undefined> {
  const [row] = await db
    .update(providerFlows)
    .set({ usedAt: input.now })
    .where(and(live(input.state, undefined, input.now), eq(providerFlows.bindingHash, input.bindingHash)))
    .returning();
  return row && taken(row, input.state);
}

/**
 * Keeps a taken flow's profile until the code mailed to its address is entered (the provider
 * did not vouch for an address that has no account): the code's lifetime from now.
 */
export async function holdForProof(
  db: Queryable,
  input: { state: string; profile: PendingProfile; now: Date },
): Promise<void> {
  await db
    .update(providerFlows)
    .set({ pendingProfile: input.profile, expiresAt: new Date(input.now.getTime() + CODE_TTL_MS) })
    .where(eq(providerFlows.stateHash, sha256(input.state)));
}

/** A profile waiting for the proof of its address. */
export type PendingProfile = NonNullable<(typeof providerFlows.$inferSelect)['pendingProfile']>;

/** A flow whose profile waits for the proof of its address. */
export type PendingProviderFlow = TakenProviderFlow & { pendingProfile: PendingProfile };

function pendingFor(input: { state: string; bindingHash: string; now: Date }) {
  return and(
    eq(providerFlows.stateHash, sha256(input.state)),
    eq(providerFlows.bindingHash, input.bindingHash),
    isNotNull(providerFlows.pendingProfile),
    gt(providerFlows.expiresAt, input.now),
  );
}

/** The flow of this browser whose profile waits for its code, or undefined. */
export async function findPendingFlow(
  db: Queryable,
  input: { state: string; bindingHash: string; now: Date },
): Promise<PendingProviderFlow | undefined> {
  const [row] = await db.select().from(providerFlows).where(pendingFor(input));
  return row?.pendingProfile ? { ...taken(row, input.state), pendingProfile: row.pendingProfile } : undefined;
}

/** Ends the wait for a proof, once: false when another request ended it first. Run inside the transaction. */
export async function endPendingFlow(
  db: Queryable,
  input: { state: string; bindingHash: string; now: Date },
): Promise<boolean> {
  const ended = await db
    .update(providerFlows)
    .set({ pendingProfile: null })
    .where(pendingFor(input))
    .returning({ stateHash: providerFlows.stateHash });
  return ended.length === 1;
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
