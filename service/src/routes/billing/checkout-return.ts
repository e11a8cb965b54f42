/**
 * GET /checkout/return (docs/product/payments-and-providers.md "Providers of payments": the
 * success_url goes through our own endpoint first): where a finished checkout sends the browser.
 * It reads the checkout at its provider and brings the member's plan up to date before any
 * webhook, then goes on to the checkout's success page. Each read is a request to the provider,
 * so reads are limited per client and per checkout (docs/security.md "Limits"). A card saved
 * after its trial had ended pays nothing, and the page says so rather than the success page.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { apps, checkoutSessions } from '../../db/schema.ts';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { clientIp } from '../../http/origin.ts';
import { completeCheckout } from '../../members/billing/events.ts';
import { sendBillingMails } from '../../members/billing/mail.ts';
import { CHECKOUT_RETURN_PER_CHECKOUT, CHECKOUT_RETURN_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { renderServicePage } from '../pages/frame.ts';
import { billingPageHeaders } from './pages.ts';
import { trialEndedPanel } from './views/checkout.ts';

type CheckoutRow = typeof checkoutSessions.$inferSelect;

export function checkoutReturnHandlers(deps: Deps): Pick<ApiHandlers, 'checkoutReturn'> {
  const { database, clock, env } = deps;

  /** The page of a card saved too late, with the way back to where the checkout started. */
  async function trialEndedPage(c: Context<BaseEnv>, checkout: CheckoutRow) {
    const [app] = await database.db.select({ name: apps.name }).from(apps).where(eq(apps.id, checkout.appId));
    const html = renderServicePage({
      title: 'Checkout',
      appName: app?.name ?? '',
      panels: [trialEndedPanel(checkout.cancelUrl)],
    });
    return c.html(html, 200, billingPageHeaders([checkout.cancelUrl]));
  }

  return {
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
      if (outcome.status === 'trial-ended') return trialEndedPage(c, checkout);
      return c.redirect(checkout.successUrl, 303);
    },
  };
}
