/**
 * The Stripe client (docs/product/payments-and-providers.md "Providers of payments"): the `stripe`
 * package at a pinned API version, so that the shapes we read (the billing period on the
 * subscription item, the invoice's parent) do not change under us when Stripe releases a new
 * version. STRIPE_API_BASE points it at another server (the local fake in tests).
 */
import Stripe from 'stripe';
import type { StripeSettings } from '../../../env.ts';

/**
 * The API version every request names. Upgrading the `stripe` package changes the version its
 * types describe, and this line stops the type check until the mapping has been reviewed; the
 * webhook endpoint in Stripe's Dashboard uses the same version (docs/stripe.md).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Retries of a request that failed on the network (Stripe's idempotency keys make them safe). */
const NETWORK_RETRIES = 2;
/** A request to Stripe that takes longer than this fails (the member sees a retryable error). */
const REQUEST_TIMEOUT_MS = 20_000;

/** The host, port and protocol of STRIPE_API_BASE; nothing when it is unset (api.stripe.com). */
export function apiBaseOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** A Stripe client for `settings`. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    // No request-latency reports to Stripe.
    telemetry: false,
    ...apiBaseOptions(settings.apiBase),
  });
}

/** True when Stripe answered that the object does not exist (or no longer does). */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}
