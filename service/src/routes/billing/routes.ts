/**
 * Checkout and the billing portal (docs/product/widget.md §7, docs/product/payments-and-providers.md):
 * in the route table with their schemas, answering 501 until payments land.
 */
import type { Deps } from '../../http/context.ts';
import { notImplemented } from '../../http/errors.ts';
import type { ApiHandlers } from '../api-handlers.ts';

/** The routes of this file that answer 501 for now. */
export const NOT_YET_ROUTES = ['createCheckoutSession', 'createBillingPortalSession'] as const;

export const CHECKOUT_NOT_YET_MESSAGE = 'Checkout is not available yet.';
export const BILLING_PORTAL_NOT_YET_MESSAGE = 'The billing portal is not available yet.';

export function billingHandlers(
  _deps: Pick<Deps, 'database'>,
): Pick<ApiHandlers, 'createCheckoutSession' | 'createBillingPortalSession'> {
  return {
    createCheckoutSession: () => {
      throw notImplemented(CHECKOUT_NOT_YET_MESSAGE);
    },
    createBillingPortalSession: () => {
      throw notImplemented(BILLING_PORTAL_NOT_YET_MESSAGE);
    },
  };
}
