/**
 * Checkout and the billing portal (docs/product/widget.md §7, docs/product/payments-and-providers.md
 * "Wire shapes"): POST /member/plans/create-checkout-session, POST /member/create-billing-portal-session
 * (limited per member: each opens a session at the payment provider), and GET /checkout/return,
 * where a finished checkout sends the browser before its success page (checkout-return.ts).
 */
import { API_ROUTES, ERROR_CODES, PAYMENTS_UNAVAILABLE_MESSAGE, PORTAL_PER_MEMBER } from '@wf/sdk/contract';
import type { Context } from 'hono';
import type { AppRecord, Deps, KeyMode } from '../../http/context.ts';
import { crossOrigin } from '../../http/cors.ts';
import { ApiError } from '../../http/errors.ts';
import { serviceUrl } from '../../http/service-url.ts';
import { startCheckout } from '../../members/billing/checkout.ts';
import { checkPortalConfiguration, startPortal } from '../../members/billing/portal.ts';
import type { PaymentProvider } from '../../members/billing/provider.ts';
import { callingPage, returnOrigins, returnUrl } from '../../members/billing/return-urls.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { testCheckoutHandlers } from '../test-mode/checkout.ts';
import { testPortalHandlers } from '../test-mode/portal.ts';
import { checkoutReturnHandlers } from './checkout-return.ts';
import { stripeWebhookHandlers } from './stripe-webhook.ts';

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
function returnContext(
  c: Context,
  deps: Pick<Deps, 'env'>,
  app: AppRecord,
  keyMode: KeyMode,
  originUrl: string | undefined,
) {
  const origins = returnOrigins(app.allowedOrigins, deps.env.publicUrl, keyMode);
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
      const { origins, page } = returnContext(c, deps, c.var.app, c.var.keyMode, body.origin_url);
      const successUrl = returnUrl('success_url', body.success_url, { page, origins, fallback: page });
      const cancelUrl = returnUrl('cancel_url', body.cancel_url, { page, origins, fallback: page });
      const checkout = await database.transaction((tx) =>
        startCheckout(tx, provider, {
          appId: c.var.app.id,
          memberId: c.var.member.id,
          body,
          successUrl,
          cancelUrl,
          returnUrl: (id) => serviceUrl(env, API_ROUTES.checkoutReturn, { query: { session_id: id } }),
          now: clock(),
        }),
      );
      return { data: { url: checkout.url ?? '' } };
    },

    createBillingPortalSession: async (c, { body }) => {
      const provider = providerOf(deps);
      // Refused before it is counted: a page's mistake is not the member's portal visit.
      checkPortalConfiguration(body.configuration, provider.portalConfiguration);
      const { origins, page } = returnContext(c, deps, c.var.app, c.var.keyMode, body.origin_url);
      await hitRateLimits(database.db, {
        appId: c.var.app.id,
        now: clock(),
        hits: [{ rule: PORTAL_PER_MEMBER, key: c.var.member.id }],
      });
      const url = await database.transaction((tx) =>
        startPortal(tx, provider, {
          appId: c.var.app.id,
          memberId: c.var.member.id,
          returnUrl: returnUrl('return_url', body.return_url, { page, origins, fallback: page }),
          priceIds: body.priceIds,
          now: clock(),
        }),
      );
      return { data: { url } };
    },

    ...checkoutReturnHandlers(deps),
    ...testCheckoutHandlers(deps),
    ...testPortalHandlers(deps),
    ...stripeWebhookHandlers(deps),
  };
}
