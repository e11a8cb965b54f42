/**
 * The pages and the webhook of payments (docs/product/payments-and-providers.md "Providers of
 * payments"): the test provider's hosted checkout and portal, the return from a checkout, and the
 * payment provider's webhook. The pages are opened by a browser and post plain HTML forms: every
 * field is optional text, and the page says what is missing.
 */
import { z } from 'zod/mini';

const FIELD_MAX = 200;
const field = () => z.optional(z.string().check(z.maxLength(FIELD_MAX)));

/** A hosted page's session: `cs_...` for a checkout, `bps_...` for a portal. */
export const billingSessionParamSchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(FIELD_MAX)),
});

/** GET /checkout/return?session_id=...: where a finished checkout sends the browser first. */
export const checkoutReturnQuerySchema = z.object({ session_id: field() });

/** The card fields of the test checkout and of the portal's 'Update card'. */
const cardFields = {
  cardNumber: field(),
  /** MM/YY. */
  expiry: field(),
  cvc: field(),
  name: field(),
  postalCode: field(),
};

/**
 * POST /test-checkout/{sessionId}. `action` 'pay' sends the card; 'trial' starts a trial that
 * needs no card (offered only where the price has a trial the member has not used).
 */
export const testCheckoutFormSchema = z.object({ action: field(), ...cardFields });
export type TestCheckoutForm = z.infer<typeof testCheckoutFormSchema>;

/** What the test portal's buttons do. */
export const TEST_PORTAL_ACTIONS = [
  'cancel',
  'resume',
  'switch-price',
  'update-card',
  'simulate-renewal',
  'simulate-failed-payment',
  'end-trial',
] as const;
export type TestPortalAction = (typeof TEST_PORTAL_ACTIONS)[number];

/** POST /test-portal/{sessionId}: one of {@link TEST_PORTAL_ACTIONS}, with a price or a card where it needs one. */
export const testPortalFormSchema = z.object({ action: field(), priceId: field(), ...cardFields });
export type TestPortalForm = z.infer<typeof testPortalFormSchema>;

/** POST /webhooks/stripe answers this to Stripe. */
export const webhookReceiptSchema = z.object({ received: z.boolean() });
