/**
 * Verifying Stripe's events (docs/product/payments-and-providers.md "Providers of payments":
 * verified from the raw body with the Stripe-Signature header, 5-minute tolerance). Anyone can
 * reach the webhook, so nothing in a request is believed before its signature checks out; a
 * refusal is a 400 that says what was wrong with the request and nothing about our data. The
 * tolerance holds both ways: the `stripe` package refuses only signatures too old, and one dated
 * further ahead than the tolerance (a clock gone wrong, or a signature made to be replayed later)
 * is refused here.
 */
import { ERROR_CODES } from '@wf/sdk/contract';
import Stripe from 'stripe';
import { ApiError, invalidRequest } from '../../../http/errors.ts';

/** How old a signature may be: older deliveries are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const SIGNATURE_MISSING_MESSAGE =
  'The Stripe-Signature header is missing: only Stripe may send events here.';
export const SIGNATURE_MISMATCH_MESSAGE =
  "The Stripe-Signature header does not match this event: it must be signed with this endpoint's webhook secret.";
export const SIGNATURE_STALE_MESSAGE =
  'This event was signed more than 5 minutes ago: Stripe signs every delivery afresh, so an old one is refused.';
export const SIGNATURE_FUTURE_MESSAGE =
  "This event is signed more than 5 minutes ahead of this service's clock: the signature's time must be now.";
export const STRIPE_NOT_CONFIGURED_MESSAGE =
  'Stripe is not configured on this service, so no event can be verified.';

/** 400 'webhook/invalid-signature' with `message`. */
export function invalidSignature(message: string): ApiError {
  return new ApiError(400, ERROR_CODES.webhookSignature, message);
}

/** When the header says the event was signed (Unix seconds), or null. */
function signedAt(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

/** The event in `body`, once its signature and age check out; otherwise 400. */
export function verifyStripeEvent(input: {
  body: string;
  header: string | undefined;
  secret: string;
  now: Date;
}): Stripe.Event {
  const { body, header, secret, now } = input;
  if (!header) throw invalidSignature(SIGNATURE_MISSING_MESSAGE);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      body,
      header,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch {
    const signed = signedAt(header);
    const stale = signed !== null && Math.floor(now.getTime() / 1000) - signed > WEBHOOK_TOLERANCE_SECONDS;
    throw invalidSignature(stale ? SIGNATURE_STALE_MESSAGE : SIGNATURE_MISMATCH_MESSAGE);
  }
  const signed = signedAt(header);
  if (signed !== null && signed - Math.floor(now.getTime() / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
    throw invalidSignature(SIGNATURE_FUTURE_MESSAGE);
  }
  // Signed by Stripe, so well formed; checked anyway, since everything after trusts its shape.
  const shaped =
    typeof event?.id === 'string' && typeof event.type === 'string' && typeof event.data?.object === 'object';
  if (!shaped) throw invalidRequest('The event has no id, type or object.');
  return event;
}
