/**
 * GET /checkout/return (docs/product/payments-and-providers.md "Providers of payments": the
 * success_url goes through our own endpoint first): where a finished checkout sends the browser.
 * It reads the checkout at its provider and brings the member's plan up to date before any
 * webhook, then goes on to the checkout's success page. Each read is a request to the provider,
 * so reads are limited per client and per checkout (docs/security.md "Limits"). A card saved
 * after its trial had ended pays nothing, and the page says so rather than the success page.
 */

import { CHECKOUT_RETURN_PER_CHECKOUT, CHECKOUT_RETURN_PER_IP } from '@wf/sdk/contract';
import type { Context } from 'hono';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { clientIp } from '../../http/origin.ts';
import {
  type CheckoutRecord,
  completeReturnedCheckout,
  findCheckout,
} from '../../members/billing/checkout-return.ts';
import { sendBillingMails } from '../../members/billing/mail.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { renderServicePage } from '../pages/frame.ts';
import { themeOf } from '../pages/tokens.ts';
import { billingPageHeaders } from './pages.ts';
import { trialEndedPanel } from './trial-ended-view.ts';

export function checkoutReturnHandlers(deps: Deps): Pick<ApiHandlers, 'checkoutReturn'> {
  const { database, clock, env } = deps;

  /** The page of a card saved too late, with the way back to where the checkout started. */
  async function trialEndedPage(c: Context<BaseEnv>, checkout: CheckoutRecord) {
    const app = await deps.apps.find(checkout.appId);
    const html = renderServicePage({
      title: 'Checkout',
      appName: app?.name ?? '',
      theme: themeOf(app),
      panels: [trialEndedPanel(checkout.cancelUrl)],
    });
    return c.html(html, 200, billingPageHeaders([checkout.cancelUrl]));
  }

  return {
    checkoutReturn: async (c, { query }) => {
      const home = `${env.publicUrl}/`;
      const id = query.session_id;
      const checkout = id ? await findCheckout(database.db, id) : undefined;
      if (!checkout || !deps.payments || checkout.provider !== deps.payments.name)
        return c.redirect(home, 303);
      if (checkout.status === 'complete') return c.redirect(checkout.successUrl, 303);
      if (checkout.status === 'expired' || !checkout.providerSessionId)
        return c.redirect(checkout.cancelUrl, 303);
      await hitRateLimits(database.db, {
        appId: checkout.appId,
        now: clock(),
        hits: [
          { rule: CHECKOUT_RETURN_PER_IP, key: clientIp(c, env.trustProxy) },
          { rule: CHECKOUT_RETURN_PER_CHECKOUT, key: checkout.id },
        ],
      });
      const outcome = await deps.payments.checkoutOutcome(checkout.providerSessionId);
      if (outcome.status === 'open') return c.redirect(checkout.url ?? checkout.cancelUrl, 303);
      if (outcome.status === 'expired') return c.redirect(checkout.cancelUrl, 303);
      const applied = await completeReturnedCheckout(database, {
        checkout,
        subscription: outcome.subscription,
        now: clock(),
      });
      if (applied) await sendBillingMails(deps, applied.mails);
      if (outcome.status === 'trial-ended') return trialEndedPage(c, checkout);
      return c.redirect(checkout.successUrl, 303);
    },
  };
}
