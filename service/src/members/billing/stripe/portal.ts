/**
 * The Stripe Customer Portal (docs/product/payments-and-providers.md "Providers of payments"):
 * a portal session for the member's customer. What the member may do there (cancel, switch
 * price, update the card) is the portal's configuration in Stripe's Dashboard (docs/stripe.md);
 * a caller may name another configuration by its id.
 */
import { ERROR_CODES, NO_BILLING_ACCOUNT_MESSAGE } from '@wf/sdk/contract';
import type Stripe from 'stripe';
import { ApiError } from '../../../http/errors.ts';
import type { PortalRequest } from '../provider.ts';
import { isMissing } from './client.ts';

/** The configuration id (bpc_...) the caller named, if any. */
export function portalConfigurationOf(configuration: PortalRequest['configuration']): string | undefined {
  const id = configuration?.id;
  return typeof id === 'string' && /^bpc_[A-Za-z0-9]+$/.test(id) ? id : undefined;
}

/**
 * Opens the portal for `request.customerId`. A customer Stripe does not know (one the test
 * provider made before Stripe was configured, or one deleted in Stripe) has nothing to manage:
 * 400 'billing/no-account', as for a member who never paid.
 */
export async function createStripePortal(stripe: Stripe, request: PortalRequest): Promise<{ url: string }> {
  const configuration = portalConfigurationOf(request.configuration);
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: request.customerId,
      return_url: request.returnUrl,
      ...(configuration ? { configuration } : {}),
    });
    return { url: session.url };
  } catch (error) {
    if (isMissing(error)) throw new ApiError(400, ERROR_CODES.noBillingAccount, NO_BILLING_ACCOUNT_MESSAGE);
    throw error;
  }
}
