/**
 * The payment provider of this process, chosen at start-up (docs/product/payments-and-providers.md
 * "Providers of payments"): Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, the
 * test provider in test mode otherwise, and none in live mode without Stripe (checkout then
 * answers 503 'billing/unavailable').
 */
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe/provider.ts';
import { createTestProvider } from './test-provider/provider.ts';

export function createPaymentProvider(input: {
  env: Pick<Env, 'stripe' | 'testMode' | 'publicUrl'>;
  database: Database;
}): PaymentProvider | null {
  const { env, database } = input;
  if (env.stripe) return createStripeProvider(env.stripe);
  if (env.testMode) return createTestProvider({ database, publicUrl: env.publicUrl });
  return null;
}
