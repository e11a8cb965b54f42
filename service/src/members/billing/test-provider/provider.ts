/**
 * The test payment provider (docs/product/payments-and-providers.md "Providers of payments"):
 * the default in test mode when no Stripe key is set. Its checkout and portal are our own pages
 * (/api/test-checkout/{id}, /api/test-portal/{id}); its store of subscriptions is the
 * subscriptions table itself, read back as the provider's subscription so that every change
 * still goes through applySubscription, as Stripe's do.
 */
import { API_ROUTES } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { checkoutSessions, subscriptions } from '../../../db/schema.ts';
import { serviceUrl } from '../../../http/service-url.ts';
import { newId } from '../../../ids.ts';
import type { CheckoutOutcome, PaymentProvider, ProviderSubscription } from '../provider.ts';
import { end } from './transitions.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A stored test subscription as the provider's subscription. */
export function testSubscriptionOf(row: SubscriptionRow): ProviderSubscription {
  const card =
    row.cardBrand && row.cardLast4 && row.cardExpMonth && row.cardExpYear
      ? { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear }
      : null;
  return {
    provider: 'test',
    id: row.providerSubscriptionId,
    customerId: row.providerCustomerId,
    memberId: row.memberId,
    priceId: row.priceId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    // A cancellation date of its own only; applySubscription works out the rest.
    cancelAt: null,
    endedAt: row.endedAt,
    card,
    latestPayment: row.lastInvoiceId
      ? {
          id: row.lastInvoiceId,
          status: row.paymentStatus,
          amount: 0,
          currency: '',
          paidAt: row.lastPaidAt,
          failedAttempts: row.failedPayments,
        }
      : null,
  };
}

/** The test subscription with the provider's id `id`. */
export async function readTestSubscription(q: Queryable, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await q.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, id));
  return row?.provider === 'test' ? row : undefined;
}

/** The test provider, with its pages under `publicUrl`. */
export function createTestProvider(input: { database: Database; publicUrl: string }): PaymentProvider {
  const { database, publicUrl } = input;
  return {
    name: 'test',
    portalConfiguration: null,
    async createCheckout(request) {
      return {
        url: serviceUrl({ publicUrl }, API_ROUTES.testCheckoutPage, {
          params: { sessionId: request.sessionId },
        }),
        providerSessionId: request.sessionId,
        customerId: request.customerId ?? newId('cus_test'),
      };
    },
    async createPortal(request) {
      return {
        url: serviceUrl({ publicUrl }, API_ROUTES.testPortalPage, {
          params: { sessionId: request.sessionId },
        }),
      };
    },
    async checkoutOutcome(providerSessionId): Promise<CheckoutOutcome> {
      const [checkout] = await database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, providerSessionId));
      if (!checkout || checkout.status === 'expired') return { status: 'expired' };
      if (checkout.status === 'open' || !checkout.subscriptionId) return { status: 'open' };
      const [row] = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, checkout.subscriptionId));
      return row ? { status: 'complete', subscription: testSubscriptionOf(row) } : { status: 'expired' };
    },
    async expireCheckout(providerSessionId) {
      // Its checkout is our row: closed here, the page refuses it (test-checkout.ts).
      await database.db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, providerSessionId), eq(checkoutSessions.status, 'open')));
      const [checkout] = await database.db
        .select({ status: checkoutSessions.status, subscriptionId: subscriptions.providerSubscriptionId })
        .from(checkoutSessions)
        .leftJoin(subscriptions, eq(subscriptions.id, checkoutSessions.subscriptionId))
        .where(eq(checkoutSessions.id, providerSessionId));
      return checkout?.status === 'complete'
        ? { status: 'complete', subscriptionId: checkout.subscriptionId }
        : { status: 'expired' };
    },
    async readSubscription(providerSubscriptionId) {
      const row = await readTestSubscription(database.db, providerSubscriptionId);
      if (!row) throw new Error(`no test subscription ${providerSubscriptionId}`);
      return testSubscriptionOf(row);
    },
    async cancelSubscription(providerSubscriptionId, now) {
      const row = await readTestSubscription(database.db, providerSubscriptionId);
      if (!row) return null;
      // Its store is the subscriptions table: the caller applies the ended subscription to it.
      return end(testSubscriptionOf(row), now);
    },
  };
}
