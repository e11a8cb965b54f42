/**
 * Checkout and the payment provider's customer portal (docs/product/widget.md §7,
 * docs/product/payments-and-providers.md "Wire shapes"), named and shaped as in
 * `@memberstack/dom`: relative return addresses are made absolute with the page's origin, and
 * the browser goes to the answered page unless `autoRedirect` is false.
 */
import type { BillingPortalRequest, CheckoutSessionRequest, RedirectResponse } from '../contract/member.ts';
import { MEMBERSHIP_ROUTES as API_ROUTES } from '../contract/routes/membership.ts';
import type { MethodContext } from './context.ts';

/** Parameters of launchStripeCustomerPortal. */
export interface CustomerPortalParams {
  /** Prices the portal may switch between (the widget sends an empty list). */
  priceIds?: string[];
  /** Leave it out: the portal opens with the site's own configuration, and any other is refused (billing/configuration-not-allowed). */
  configuration?: BillingPortalRequest['configuration'];
  /** Where the portal sends the member back to (default: the current page). */
  returnUrl?: string;
  /** Go to the portal at once (default true, in browsers). */
  autoRedirect?: boolean;
}

/** Parameters of purchasePlansWithCheckout. */
export interface CheckoutParams {
  /** The paid price to buy (prc_...). */
  priceId: string;
  couponId?: string;
  /** Where a paid checkout lands (default: the service's choice, the current page). */
  successUrl?: string;
  /** Where 'Cancel' on the checkout goes back to (default: the current page). */
  cancelUrl?: string;
  /** Go to the checkout at once (default true, in browsers). */
  autoRedirect?: boolean;
  /** Passed on to the payment provider with the checkout. */
  metadataForCheckout?: CheckoutSessionRequest['metadataForCheckout'];
}

/** An address as the service wants it: absolute, relative ones resolved against the page. */
function absolute(url: string | undefined, location: Location | undefined): string | undefined {
  if (url === undefined || !location) return url;
  return new URL(url, location.href).href;
}

/** Builds the billing methods. */
export function billingMethods({ request }: MethodContext) {
  return {
    /** Starts a checkout of a paid price. POST /member/plans/create-checkout-session */
    async purchasePlansWithCheckout(params: CheckoutParams): Promise<RedirectResponse> {
      const location = globalThis.location;
      const response = await request(API_ROUTES.createCheckoutSession, {
        body: {
          priceId: params.priceId,
          couponId: params.couponId,
          metadataForCheckout: params.metadataForCheckout,
          success_url: absolute(params.successUrl, location),
          cancel_url: absolute(params.cancelUrl, location) ?? location?.href,
          origin_url: location?.href,
        },
      });
      if ((params.autoRedirect ?? true) && location) location.assign(response.data.url);
      return response;
    },

    /** Opens the billing portal. POST /member/create-billing-portal-session */
    async launchStripeCustomerPortal(params: CustomerPortalParams = {}): Promise<RedirectResponse> {
      const location = globalThis.location;
      const response = await request(API_ROUTES.createBillingPortalSession, {
        body: {
          priceIds: params.priceIds,
          configuration: params.configuration,
          return_url: absolute(params.returnUrl, location) ?? location?.href,
          origin_url: location?.href,
        },
      });
      if ((params.autoRedirect ?? true) && location) location.assign(response.data.url);
      return response;
    },
  };
}

/** The billing methods of a client. */
export type BillingMethods = ReturnType<typeof billingMethods>;
