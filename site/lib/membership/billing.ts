/**
 * The Membership's checkout and billing portal, started through the page's widget
 * (docs/product/website.md §2 "Member dashboard"; docs/product/payments-and-providers.md "Wire
 * shapes"). In test mode the widget shows its Test Card modal before the checkout page. The
 * islands take the narrow {@link MembershipBilling}, so stories substitute a fake.
 */
import { MEMBERSHIP_PRICE_ID } from '@wf/config/app';
import type { WidgetApi } from '@wf/widget';
import { CHECKOUT_CANCEL_PATH, CHECKOUT_SUCCESS_PATH, PORTAL_RETURN_PATH } from './constants.ts';

/** What a checkout is started with (the SDK's purchasePlansWithCheckout). */
export interface CheckoutRequest {
  priceId: string;
  successUrl?: string;
  cancelUrl?: string;
}

/** What the billing portal is opened with (the SDK's launchStripeCustomerPortal). */
export interface PortalRequest {
  returnUrl?: string;
}

/** The two calls the site makes; each sends the browser on when it answers. */
export interface MembershipBilling {
  purchasePlansWithCheckout(params: CheckoutRequest): Promise<unknown>;
  launchStripeCustomerPortal(params: PortalRequest): Promise<unknown>;
}

/** The page's widget as {@link MembershipBilling}. */
export function membershipBilling(widget: WidgetApi): MembershipBilling {
  return {
    purchasePlansWithCheckout: (params) => widget.purchasePlansWithCheckout(params),
    launchStripeCustomerPortal: (params) => widget.launchStripeCustomerPortal(params),
  };
}

/**
 * Starts the Membership's checkout: the service offers the free trial (no card) when the member
 * never had it, a card for a trial without one, or the monthly price.
 */
export function startMembershipCheckout(billing: MembershipBilling): Promise<unknown> {
  return billing.purchasePlansWithCheckout({
    priceId: MEMBERSHIP_PRICE_ID,
    successUrl: CHECKOUT_SUCCESS_PATH,
    cancelUrl: CHECKOUT_CANCEL_PATH,
  });
}

/** Opens the billing portal, back to the dashboard afterwards. */
export function openMembershipPortal(billing: MembershipBilling): Promise<unknown> {
  return billing.launchStripeCustomerPortal({ returnUrl: PORTAL_RETURN_PATH });
}
