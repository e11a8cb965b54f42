/**
 * The test provider's billing portal (docs/product/payments-and-providers.md "Providers of
 * payments"): GET /test-portal/{id} shows the plan, status, next billing date, amount and card
 * and the billing history; its buttons POST back: cancel at the end of the period, resume,
 * switch among the offered prices, update the card, and the test-only "simulate renewal",
 * "simulate failed payment" and "end trial now", so that every status can be reached by hand
 * (members/billing/test-provider/portal-page.ts). After a change the page redirects to itself
 * with a notice chosen from a fixed list (nothing typed is ever reflected).
 */
import { API_ROUTES, TEST_PORTAL_ACTIONS, type TestPortalAction } from '@wf/sdk/contract';
import type { Context } from 'hono';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { serviceUrl } from '../../http/service-url.ts';
import { mailDate, sendBillingMails } from '../../members/billing/mail.ts';
import { formatMinor } from '../../members/billing/money.ts';
import { priceText } from '../../members/billing/price-text.ts';
import {
  type LoadedPortalSession,
  latestTestSubscription,
  loadPortalSession,
  pricesById,
  runPortalAction,
  subscriptionHistory,
} from '../../members/billing/test-provider/portal-page.ts';
import { isLive } from '../../members/billing/test-provider/transitions.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { billingPageHeaders } from '../billing/pages.ts';
import { renderBillingPage } from '../pages/frame.ts';
import { themeOf } from '../pages/tokens.ts';
import { PORTAL_NOTICES, type PortalView, portalExpiredPanel, portalPanels } from './portal-view.ts';

/** Most events of the billing history shown. */
const HISTORY_LENGTH = 20;

function isAction(value: string | undefined): value is TestPortalAction {
  return (TEST_PORTAL_ACTIONS as readonly string[]).includes(value ?? '');
}

export function testPortalHandlers(deps: Deps): Pick<ApiHandlers, 'testPortalPage' | 'testPortalAction'> {
  const { database, clock, env } = deps;
  const enabled = () => deps.payments?.name === 'test';

  /** A page of the portal session `loaded` (its app's name and colours), or of no session. */
  function html(
    c: Context<BaseEnv>,
    status: number,
    loaded: Pick<LoadedPortalSession, 'appName' | 'appSettings'> | undefined,
    panels: string[],
    returnUrl?: string,
  ) {
    const appName = loaded?.appName ?? 'Billing';
    const theme = themeOf(loaded && { settings: loaded.appSettings });
    return c.html(
      renderBillingPage({ title: 'Billing', appName, theme, panels }),
      status as 200,
      billingPageHeaders(returnUrl ? [returnUrl] : []),
    );
  }

  function expired(c: Context<BaseEnv>) {
    return html(c, 410, undefined, [portalExpiredPanel(`${env.publicUrl}/`)]);
  }

  async function portalPage(
    c: Context<BaseEnv>,
    loaded: LoadedPortalSession,
    options: Pick<PortalView, 'notice' | 'alert' | 'cardErrors' | 'values'> & { status?: number },
  ) {
    const { session, email, appName } = loaded;
    const { status = 200, ...messages } = options;
    const view: PortalView = {
      appName,
      email,
      returnUrl: session.returnUrl,
      ...messages,
      subscription: null,
      offeredPrices: [],
      history: [],
    };
    const found = await latestTestSubscription(database.db, session);
    if (found) {
      const { subscription: sub, plan, price } = found;
      const date = (value: Date | null) => (value ? mailDate(value) : null);
      view.subscription = {
        status: sub.status,
        live: isLive(sub),
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        planName: plan.name,
        price: priceText(price),
        trialEnds: date(sub.trialEnd),
        nextBillingDate: date(sub.nextBillingAt),
        endsOn: date(sub.cancelAt),
        endedOn: date(sub.endedAt),
        card: sub.cardLast4
          ? {
              brand: sub.cardBrand,
              last4: sub.cardLast4,
              expMonth: sub.cardExpMonth,
              expYear: sub.cardExpYear,
            }
          : null,
      };
      const offered = session.priceIds.filter((id) => id !== sub.priceId);
      if (view.subscription.live && offered.length > 0) {
        const rows = await pricesById(database.db, offered);
        view.offeredPrices = rows.map((row) => ({ id: row.id, label: `${row.name}: ${priceText(row)}` }));
      }
      const events = await subscriptionHistory(database.db, sub.id, HISTORY_LENGTH);
      view.history = events.map((event) => ({
        date: mailDate(event.createdAt),
        type: event.type,
        toStatus: event.toStatus,
        amount: event.amount !== null && event.currency ? formatMinor(event.amount, event.currency) : null,
      }));
    }
    return html(c, status, loaded, portalPanels(view), session.returnUrl);
  }

  return {
    testPortalPage: async (c, { params }) => {
      if (!enabled()) return expired(c);
      const loaded = await loadPortalSession(database.db, params.sessionId, clock());
      if (!loaded) return expired(c);
      const done = c.req.query('done');
      return portalPage(c, loaded, { notice: isAction(done) ? PORTAL_NOTICES[done] : undefined });
    },

    testPortalAction: async (c, { params, body }) => {
      if (!enabled()) return expired(c);
      const loaded = await loadPortalSession(database.db, params.sessionId, clock());
      if (!loaded) return expired(c);
      const action = body.action;
      if (!isAction(action))
        return portalPage(c, loaded, { status: 400, alert: 'Choose one of the buttons.' });
      const outcome = await database.transaction((tx) =>
        runPortalAction(tx, { session: loaded.session, action, form: body, now: clock() }),
      );
      if (outcome.kind === 'card') {
        return portalPage(c, loaded, {
          status: outcome.alert ? 402 : 400,
          alert: outcome.alert,
          cardErrors: outcome.errors,
          values: body,
        });
      }
      if (outcome.applied) await sendBillingMails(deps, outcome.applied.mails);
      return c.redirect(
        serviceUrl(env, API_ROUTES.testPortalPage, {
          params: { sessionId: params.sessionId },
          query: { done: action },
        }),
        303,
      );
    },
  };
}
