/**
 * POST /api/webhooks/stripe (docs/product/payments-and-providers.md "Providers of payments"):
 * Stripe's signed events, each applied once. The raw body is read as it came (the signature is
 * over its bytes) within the API's body limit, and nothing is done with it before the signature
 * and its age check out; a refusal is 400 'webhook/invalid-signature', never 500. Every accepted
 * event is answered `{ received: true }`, whether it changed anything or not.
 */
import type { Deps } from '../../http/context.ts';
import { createStripeEventHandler } from '../../members/billing/stripe/events.ts';
import {
  invalidSignature,
  SIGNATURE_MISSING_MESSAGE,
  STRIPE_NOT_CONFIGURED_MESSAGE,
  verifyStripeEvent,
} from '../../members/billing/stripe/signature.ts';
import type { ApiHandlers } from '../api-handlers.ts';

export function stripeWebhookHandlers(deps: Deps): Pick<ApiHandlers, 'stripeWebhook'> {
  const settings = deps.env.stripe;
  const payments = deps.payments;
  const handle =
    settings && payments?.name === 'stripe' ? createStripeEventHandler({ ...deps, payments }) : null;
  return {
    stripeWebhook: async (c) => {
      if (!settings || !handle) throw invalidSignature(STRIPE_NOT_CONFIGURED_MESSAGE);
      const header = c.req.header('Stripe-Signature');
      // Refused before the body is read.
      if (!header) throw invalidSignature(SIGNATURE_MISSING_MESSAGE);
      const event = verifyStripeEvent({
        body: await c.req.text(),
        header,
        secret: settings.webhookSecret,
        now: deps.clock(),
      });
      const outcome = await handle(event);
      c.var.logger.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true };
    },
  };
}
