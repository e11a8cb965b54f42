/**
 * Opening the billing portal (POST /member/create-billing-portal-session;
 * docs/product/payments-and-providers.md "Wire shapes"): for a member who has a payment
 * customer, with the prices they may switch between (the caller's, among the app's active
 * subscription prices; by default every price of the plans they subscribe to). The portal's
 * configuration is the app's own: a page naming another is refused before anything is opened
 * ({@link checkPortalConfiguration}; docs/security.md "Payments").
 */
import {
  ERROR_CODES,
  NO_BILLING_ACCOUNT_MESSAGE,
  PORTAL_CONFIGURATION_NOT_ALLOWED_MESSAGE,
} from '@wf/sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members, portalSessions, prices, subscriptions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { newId } from '../../ids.ts';
import type { PaymentProvider } from './provider.ts';

/** A portal link works for an hour. */
export const PORTAL_LIFETIME_MS = 60 * 60 * 1000;

/** The prices the member may switch between. */
async function switchablePrices(
  tx: Tx,
  appId: string,
  memberId: string,
  requested: readonly string[] | undefined,
) {
  const active = and(eq(prices.appId, appId), eq(prices.active, true), eq(prices.type, 'SUBSCRIPTION'));
  if (requested && requested.length > 0) {
    const rows = await tx
      .select({ id: prices.id })
      .from(prices)
      .where(and(active, inArray(prices.id, [...requested])));
    return rows.map((row) => row.id);
  }
  const rows = await tx
    .selectDistinct({ id: prices.id })
    .from(prices)
    .innerJoin(subscriptions, eq(subscriptions.planId, prices.planId))
    .where(and(active, eq(subscriptions.memberId, memberId)));
  return rows.map((row) => row.id).sort();
}

/**
 * 400 'billing/configuration-not-allowed' unless the caller's configuration is none (absent or
 * empty) or the app's own, by its id: another configuration could offer what the app does not
 * (other prices to switch to, cancelling at once).
 */
export function checkPortalConfiguration(
  configuration: Record<string, unknown> | undefined,
  own: string | null,
): void {
  if (!configuration || Object.keys(configuration).length === 0) return;
  const onlyOurId = Object.keys(configuration).length === 1 && own !== null && configuration.id === own;
  if (onlyOurId) return;
  throw new ApiError(
    400,
    ERROR_CODES.portalConfigurationNotAllowed,
    PORTAL_CONFIGURATION_NOT_ALLOWED_MESSAGE,
    {
      details: { fields: { configuration: PORTAL_CONFIGURATION_NOT_ALLOWED_MESSAGE } },
    },
  );
}

/** Opens a portal for the member; answers the page to send them to. */
export async function startPortal(
  tx: Tx,
  provider: PaymentProvider,
  input: {
    appId: string;
    memberId: string;
    returnUrl: string;
    priceIds: readonly string[] | undefined;
    now: Date;
  },
): Promise<string> {
  const { appId, memberId, now } = input;
  const [member] = await tx
    .select({ customerId: members.stripeCustomerId })
    .from(members)
    .where(and(eq(members.appId, appId), eq(members.id, memberId)));
  if (!member?.customerId) throw new ApiError(400, ERROR_CODES.noBillingAccount, NO_BILLING_ACCOUNT_MESSAGE);
  const priceIds = await switchablePrices(tx, appId, memberId, input.priceIds);
  const id = newId('bps');
  await tx.insert(portalSessions).values({
    id,
    appId,
    memberId,
    returnUrl: input.returnUrl,
    priceIds,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PORTAL_LIFETIME_MS),
  });
  const { url } = await provider.createPortal({
    sessionId: id,
    customerId: member.customerId,
    returnUrl: input.returnUrl,
    priceIds,
  });
  return url;
}
