/**
 * The test provider's checkout page (docs/product/payments-and-providers.md "Providers of
 * payments"): GET /test-checkout/{id} shows the plan, the price (with the trial sentence), the
 * member's address and the card fields; POST pays with a test card, starts a trial without one,
 * or adds a card to a trial (members/billing/test-provider/checkout-page.ts). A decline shows
 * the page again with the card's message; success goes on through GET /checkout/return to the
 * checkout's success page. The checkout's id is the page's only key (124 random bits), as with
 * a payment provider's hosted checkout.
 */
import { API_ROUTES } from '@wf/sdk/contract';
import type { Context } from 'hono';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { serviceUrl } from '../../http/service-url.ts';
import { sendBillingMails } from '../../members/billing/mail.ts';
import { priceText } from '../../members/billing/price-text.ts';
import {
  type LoadedTestCheckout,
  loadTestCheckout,
  submitTestCheckout,
  type TestCheckoutOutcome,
} from '../../members/billing/test-provider/checkout-page.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { billingPageHeaders } from '../billing/pages.ts';
import { renderBillingPage } from '../pages/frame.ts';
import { themeOf } from '../pages/tokens.ts';
import {
  type CheckoutView,
  checkoutClosedPanel,
  checkoutNotFoundPanel,
  checkoutPanels,
  checkoutRefusedPanel,
} from './checkout-view.ts';

export function testCheckoutHandlers(
  deps: Deps,
): Pick<ApiHandlers, 'testCheckoutPage' | 'testCheckoutSubmit'> {
  const { database, clock, env } = deps;
  const enabled = () => deps.payments?.name === 'test';

  /** A page of the checkout `loaded` (its app's name and colours), or of no checkout. */
  function page(
    c: Context<BaseEnv>,
    status: number,
    loaded: Pick<LoadedTestCheckout, 'appName' | 'appSettings'> | undefined,
    panels: string[],
    targets: string[] = [],
  ) {
    const appName = loaded?.appName ?? 'Checkout';
    const theme = themeOf(loaded && { settings: loaded.appSettings });
    return c.html(
      renderBillingPage({ title: 'Checkout', appName, theme, panels }),
      status as 200,
      billingPageHeaders(targets),
    );
  }

  function notFound(c: Context<BaseEnv>) {
    return page(c, 404, undefined, [checkoutNotFoundPanel(`${env.publicUrl}/`)]);
  }

  /** The page of an open checkout, with the values typed so far and what went wrong. */
  function checkoutPage(
    c: Context<BaseEnv>,
    loaded: LoadedTestCheckout,
    options: Pick<CheckoutView, 'alert' | 'errors' | 'values'> & { status?: number } = {},
  ) {
    const { checkout, price, plan, email } = loaded;
    const panels = checkoutPanels({
      kind: checkout.kind,
      trialDays: checkout.trialDays,
      trialUsed: checkout.kind === 'subscribe' && price.trialDays !== null && checkout.trialDays === null,
      planName: plan.name,
      amount: priceText(price),
      email,
      cancelUrl: checkout.cancelUrl,
      ...options,
    });
    return page(c, options.status ?? 200, loaded, panels, [checkout.successUrl, checkout.cancelUrl]);
  }

  function closedPage(c: Context<BaseEnv>, loaded: LoadedTestCheckout) {
    const { checkout } = loaded;
    return checkout.status === 'complete'
      ? page(c, 200, loaded, [checkoutClosedPanel('complete', checkout.successUrl)])
      : page(c, 410, loaded, [checkoutClosedPanel('expired', checkout.cancelUrl)]);
  }

  return {
    testCheckoutPage: async (c, { params }) => {
      if (!enabled()) return notFound(c);
      const loaded = await loadTestCheckout(database.db, params.sessionId);
      if (!loaded) return notFound(c);
      if (loaded.checkout.status !== 'open' || loaded.checkout.expiresAt <= clock())
        return closedPage(c, loaded);
      return checkoutPage(c, loaded, {});
    },

    testCheckoutSubmit: async (c, { params, body }) => {
      if (!enabled()) return notFound(c);
      const loaded = await loadTestCheckout(database.db, params.sessionId);
      if (!loaded) return notFound(c);
      let outcome: TestCheckoutOutcome;
      try {
        outcome = await database.transaction((tx) =>
          submitTestCheckout(tx, { id: params.sessionId, form: body, now: clock() }),
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Refused at the last moment (another plan became active, the trial was used): say so.
        const fresh = (await loadTestCheckout(database.db, params.sessionId)) ?? loaded;
        return page(c, error.status, fresh, [checkoutRefusedPanel(error.message, fresh.checkout.cancelUrl)]);
      }
      if (outcome.kind === 'closed')
        return closedPage(c, (await loadTestCheckout(database.db, params.sessionId)) ?? loaded);
      if (outcome.kind === 'form') {
        return checkoutPage(c, loaded, {
          status: outcome.status,
          alert: outcome.alert,
          errors: outcome.errors,
          values: body,
        });
      }
      await sendBillingMails(deps, outcome.applied.mails);
      return c.redirect(
        serviceUrl(env, API_ROUTES.checkoutReturn, { query: { session_id: params.sessionId } }),
        303,
      );
    },
  };
}
