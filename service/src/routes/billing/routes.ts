/**
 * Checkout and the billing portal (docs/product/widget.md §7, docs/product/payments-and-providers.md
 * "Wire shapes"): POST /member/plans/create-checkout-session, POST /member/create-billing-portal-session,
 * and GET /checkout/return, where a finished checkout sends the browser before its success page
 * (the member's plan is brought up to date there, before any webhook arrives).
 */
import { ERROR_CODES, PAYMENTS_UNAVAILABLE_MESSAGE } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { checkoutSessions } from '../../db/schema.ts';
import type { AppRecord, Deps } from '../../http/context.ts';
import { crossOrigin } from '../../http/cors.ts';
import { ApiError } from '../../http/errors.ts';
import { startCheckout } from '../../members/billing/checkout.ts';
import { completeCheckout } from '../../members/billing/events.ts';
import { sendBillingMails } from '../../members/billing/mail.ts';
import { startPortal } from '../../members/billing/portal.ts';
import type { PaymentProvider } from '../../members/billing/provider.ts';
import { callingPage, returnOrigins, returnUrl } from '../../members/billing/return-urls.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { stripeWebhookHandlers } from './stripe-webhook.ts';
import { testCheckoutHandlers } from './test-checkout.ts';
import { testPortalHandlers } from './test-portal.ts';

type BillingRoutes =
  | 'createCheckoutSession'
  | 'createBillingPortalSession'
  | 'checkoutReturn'
  | 'testCheckoutPage'
  | 'testCheckoutSubmit'
  | 'testPortalPage'
  | 'testPortalAction'
  | 'stripeWebhook';

/** The payment provider, or 503 when this process has none (live mode without Stripe). */
export function providerOf(deps: Pick<Deps, 'payments'>): PaymentProvider {
  if (!deps.payments) throw new ApiError(503, ERROR_CODES.paymentsUnavailable, PAYMENTS_UNAVAILABLE_MESSAGE);
  return deps.payments;
}

/** The page a call came from and the origins a return address may have. */
function returnContext(c: Context, deps: Pick<Deps, 'env'>, app: AppRecord, originUrl: string | undefined) {
  const origins = returnOrigins(app.allowedOrigins, deps.env.publicUrl);
  const page = callingPage({
    originUrl,
    requestOrigin: crossOrigin(c, deps.env.trustProxy),
    origins,
    publicUrl: deps.env.publicUrl,
  });
  return { origins, page };
}

export function billingHandlers(deps: Deps): Pick<ApiHandlers, BillingRoutes> {
  const { database, clock, env } = deps;
  return {
    createCheckoutSession: async (c, { body }) => {
      const provider = providerOf(deps);
      const { origins, page } = returnContext(c, deps, c.var.app, body.origin_url);
      const successUrl = returnUrl('success_url', body.success_url, { page, origins, fallback: page });
      const cancelUrl = returnUrl('cancel_url', body.cancel_url, { page, origins, fallback: page });
      const checkout = await database.transaction((tx) =>
        startCheckout(tx, provider, {
          appId: c.var.app.id,
          memberId: c.var.member.id,
          body,
          successUrl,
          cancelUrl,
          returnUrlTemplate: `${env.publicUrl}/api/checkout/return?session_id={id}`,
          now: clock(),
        }),
      );
      return { data: { url: checkout.url ?? '' } };
    },

    createBillingPortalSession: async (c, { body }) => {
      const provider = providerOf(deps);
      const { origins, page } = returnContext(c, deps, c.var.app, body.origin_url);
      const url = await database.transaction((tx) =>
        startPortal(tx, provider, {
          appId: c.var.app.id,
          memberId: c.var.member.id,
          returnUrl: returnUrl('return_url', body.return_url, { page, origins, fallback: page }),
          priceIds: body.priceIds,
          configuration: body.configuration,
          now: clock(),
        }),
      );
      return { data: { url } };
    },

    checkoutReturn: async (c, { query }) => {
      const home = `${env.publicUrl}/`;
      const id = query.session_id;
      const [checkout] = id
        ? await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
        : [];
      if (!checkout || !deps.payments || checkout.provider !== deps.payments.name)
        return c.redirect(home, 303);
      if (checkout.status === 'complete') return c.redirect(checkout.successUrl, 303);
      if (checkout.status === 'expired' || !checkout.providerSessionId)
        return c.redirect(checkout.cancelUrl, 303);
      const outcome = await deps.payments.checkoutOutcome(checkout.providerSessionId);
      if (outcome.status === 'open') return c.redirect(checkout.url ?? checkout.cancelUrl, 303);
      if (outcome.status === 'expired') return c.redirect(checkout.cancelUrl, 303);
      const applied = await database.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.id, checkout.id))
          .for('update');
        if (locked?.status !== 'open') return null;
        return completeCheckout(tx, { checkout: locked, subscription: outcome.subscription, now: clock() });
      });
      if (applied) await sendBillingMails(deps, applied.mails);
      return c.redirect(checkout.successUrl, 303);
    },

    ...testCheckoutHandlers(deps),
    ...testPortalHandlers(deps),
    ...stripeWebhookHandlers(deps),
  };
}
