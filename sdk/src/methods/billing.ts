/** The payment provider's customer portal (docs/product/widget.md §7; answered with 501 until payments land). */
import type { BillingPortalRequest, RedirectResponse } from '../contract/member.ts';
import { API_ROUTES } from '../contract/routes.ts';
import type { MethodContext } from './context.ts';

/** Parameters of launchStripeCustomerPortal. */
export interface CustomerPortalParams {
  /** Prices the portal may switch between (the widget sends an empty list). */
  priceIds?: string[];
  /** Portal configuration passed to the payment provider. */
  configuration?: BillingPortalRequest['configuration'];
  /** Where the portal sends the member back to (default: the current page). */
  returnUrl?: string;
  /** Go to the portal at once (default true, in browsers). */
  autoRedirect?: boolean;
}

/** Builds the billing methods. */
export function billingMethods({ request }: MethodContext) {
  return {
    /** Opens the billing portal. POST /member/create-billing-portal-session */
    async launchStripeCustomerPortal(params: CustomerPortalParams = {}): Promise<RedirectResponse> {
      const location = globalThis.location;
      const response = await request(API_ROUTES.createBillingPortalSession, {
        body: {
          priceIds: params.priceIds ?? [],
          configuration: params.configuration,
          return_url: params.returnUrl ?? location?.href,
          origin_url: location?.origin,
        },
      });
      if ((params.autoRedirect ?? true) && location) location.assign(response.data.url);
      return response;
    },
  };
}

/** The billing methods of a client. */
export type BillingMethods = ReturnType<typeof billingMethods>;
