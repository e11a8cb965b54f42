/**
 * Plans and payments: free plans, checkout and billing portal, the return from checkout, the test
 * provider's pages and Stripe's webhook (docs/product/payments-and-providers.md).
 */
import {
  billingSessionParamSchema,
  checkoutReturnQuerySchema,
  testCheckoutFormSchema,
  testPortalFormSchema,
  webhookReceiptSchema,
} from '../billing.ts';
import {
  billingPortalRequestSchema,
  checkoutSessionRequestSchema,
  memberResponseSchema,
  planChangeRequestSchema,
  redirectResponseSchema,
} from '../member.ts';
import { route } from '../route.ts';

const PLANS = 'Plans and payments';
const BILLING = 'Payment pages and webhooks';

/** The routes of plans and payments by name. */
export const BILLING_ROUTES = {
  addPlan: route({
    method: 'POST',
    path: '/member/plans/add',
    summary: 'Adds a free plan.',
    tag: PLANS,
    access: 'member',
    reach: 'app',
    body: planChangeRequestSchema,
    reply: memberResponseSchema,
  }),
  removePlan: route({
    method: 'POST',
    path: '/member/plans/remove',
    summary: 'Removes a free plan (or leaves the team that gives it).',
    tag: PLANS,
    access: 'member',
    reach: 'app',
    body: planChangeRequestSchema,
    reply: memberResponseSchema,
  }),
  createCheckoutSession: route({
    method: 'POST',
    path: '/member/plans/create-checkout-session',
    summary: 'Starts a checkout for a paid price; answers the page to send the member to.',
    tag: PLANS,
    access: 'member',
    reach: 'app',
    body: checkoutSessionRequestSchema,
    reply: redirectResponseSchema,
  }),
  createBillingPortalSession: route({
    method: 'POST',
    path: '/member/create-billing-portal-session',
    summary: "Opens the member's billing portal; answers the page to send the member to.",
    tag: PLANS,
    access: 'member',
    reach: 'app',
    body: billingPortalRequestSchema,
    reply: redirectResponseSchema,
  }),
  checkoutReturn: route({
    method: 'GET',
    path: '/checkout/return',
    summary:
      "Where a finished checkout sends the browser: brings the member's plan up to date, then goes on to the checkout's success page.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    query: checkoutReturnQuerySchema,
    reply: 'redirect',
    status: 303,
  }),
  testCheckoutPage: route({
    method: 'GET',
    path: '/test-checkout/{sessionId}',
    summary: "The test payment provider's checkout page (test mode): plan, price, trial and card fields.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    params: billingSessionParamSchema,
    reply: 'html',
  }),
  testCheckoutSubmit: route({
    method: 'POST',
    path: '/test-checkout/{sessionId}',
    summary:
      "The test checkout's form: pays with a test card (or starts a trial without one); a decline shows the page again.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    params: billingSessionParamSchema,
    body: testCheckoutFormSchema,
    reply: 'html',
  }),
  testPortalPage: route({
    method: 'GET',
    path: '/test-portal/{sessionId}',
    summary:
      "The test payment provider's billing portal (test mode): the subscription and what can be done to it.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    params: billingSessionParamSchema,
    reply: 'html',
  }),
  testPortalAction: route({
    method: 'POST',
    path: '/test-portal/{sessionId}',
    summary:
      "The test portal's buttons: cancel, resume, switch price, update card, and the test-only renewal, failed payment and end of trial.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    params: billingSessionParamSchema,
    body: testPortalFormSchema,
    reply: 'html',
  }),
  stripeWebhook: route({
    method: 'POST',
    path: '/webhooks/stripe',
    summary:
      "Stripe's events, verified by the Stripe-Signature header over the raw body; each event is applied once.",
    tag: BILLING,
    access: 'anyone',
    reach: 'open',
    reply: webhookReceiptSchema,
  }),
} as const;
