/**
 * The Stripe Customer Portal (docs/product/payments-and-providers.md "Providers of payments"):
 * a portal session for the member's customer. What the member may do there (cancel, switch
 * price, update the card) is the portal's configuration: the app's own
 * (STRIPE_PORTAL_CONFIGURATION), else the account's default, set in Stripe's Dashboard
 * (docs/stripe.md). A caller never chooses it (billing/portal.ts refuses that).
 */
import { ERROR_CODES, NO_BILLING_ACCOUNT_MESSAGE, PAYMENTS_UNAVAILABLE_MESSAGE } from '@wf/sdk/contract';
import Stripe from 'stripe';
import { ApiError } from '../../../http/errors.ts';
import type { PortalRequest } from '../provider.ts';
import { isMissing } from './client.ts';

/**
 * Opens the portal for `request.customerId` with `configuration` (null: the account's default).
 * A customer Stripe does not know (one the test provider made before Stripe was configured, or
 * one deleted in Stripe) has nothing to manage: 400 'billing/no-account', as for a member who
 * never paid. A portal Stripe cannot open (a configuration it does not have, portal settings
 * never saved) is ours to fix: 503 'billing/unavailable', with the cause in the log.
 */
export async function createStripePortal(
  stripe: Stripe,
  request: PortalRequest,
  configuration: string | null,
): Promise<{ url: string }> {
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: request.customerId,
      return_url: request.returnUrl,
      ...(configuration ? { configuration } : {}),
    });
    return { url: session.url };
  } catch (error) {
    if (isMissing(error) && (error as Stripe.errors.StripeError).param === 'customer') {
      throw new ApiError(400, ERROR_CODES.noBillingAccount, NO_BILLING_ACCOUNT_MESSAGE);
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new ApiError(503, ERROR_CODES.paymentsUnavailable, PAYMENTS_UNAVAILABLE_MESSAGE, {
        cause: error,
      });
    }
    throw error;
  }
}
