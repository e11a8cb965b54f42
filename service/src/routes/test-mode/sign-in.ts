/**
 * The test provider's sign-in page (test mode; docs/product/payments-and-providers.md
 * "Third-party sign-in", docs/security.md "Test mode"): GET /auth-provider/test-sign-in shows
 * who to be at the provider; its form continues to the popup's callback as the provider would,
 * or cancels. Only for a flow started in test mode, and only for the machine's owner: it signs
 * in as anyone.
 */
import { API_ROUTES, canonicalEmail, EMAIL_PATTERN } from '@wf/sdk/contract';
import { peekProviderFlow, setTestProfile } from '../../auth/providers/flows.ts';
import type { Deps } from '../../http/context.ts';
import { serviceUrl } from '../../http/service-url.ts';
import { mayUseTestTools } from '../../http/test-tools-access.ts';
import { providerName } from '../../members/credentials.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { providerPages } from '../auth/provider-pages.ts';
import { flowEndedPage } from '../auth/provider-views.ts';
import { themeOf } from '../pages/tokens.ts';
import { testSignInPage } from './sign-in-view.ts';

export function testSignInHandlers(deps: Deps): Pick<ApiHandlers, 'testProviderPage' | 'testProviderSubmit'> {
  const { database, clock, env } = deps;
  const redirectUri = serviceUrl(env, API_ROUTES.providerCallback);
  const { page, loadApp } = providerPages(deps);
  return {
    testProviderPage: async (c, { query }) => {
      const flow = query.state
        ? await peekProviderFlow(database.db, { state: query.state, now: clock() })
        : undefined;
      const app = flow?.test ? await loadApp(flow.appId) : undefined;
      if (!flow?.test || !app || !env.testMode || !mayUseTestTools(c, deps)) {
        return page(c, flowEndedPage('Sign in', themeOf()), 410);
      }
      return page(
        c,
        testSignInPage({
          appName: app.name,
          theme: themeOf(app),
          providerName: providerName(app, flow.provider),
          state: flow.secrets.state,
        }),
      );
    },

    testProviderSubmit: async (c, { body }) => {
      const now = clock();
      const state = body.state ?? '';
      const flow = state ? await peekProviderFlow(database.db, { state, now }) : undefined;
      const app = flow?.test ? await loadApp(flow.appId) : undefined;
      if (!flow?.test || !app || !env.testMode || !mayUseTestTools(c, deps)) {
        return page(c, flowEndedPage('Sign in', themeOf()), 410);
      }
      const callback = new URL(redirectUri);
      callback.searchParams.set('state', state);
      if (body.action === 'cancel') {
        callback.searchParams.set('error', 'access_denied');
        return c.redirect(callback.toString(), 303);
      }
      const email = (body.email ?? '').trim();
      const displayName = (body.name ?? '').trim();
      const errors: { email?: string; name?: string } = {};
      if (!email) errors.email = 'Enter the e-mail address you have at the provider.';
      else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter an e-mail address such as name@example.com.';
      if (displayName.length > 100) errors.name = 'Keep the name to 100 characters.';
      if (errors.email || errors.name) {
        const view = {
          appName: app.name,
          theme: themeOf(app),
          providerName: providerName(app, flow.provider),
          state,
          values: { email, name: displayName, verified: body.verified },
          errors,
        };
        return page(c, testSignInPage(view), 400);
      }
      const profile = {
        // One test identity per address, so the same address signs in as the same person again.
        id: `test:${canonicalEmail(email)}`,
        email,
        emailVerified: body.verified !== 'no',
        name: displayName || null,
      };
      if (!(await setTestProfile(database.db, { state, profile, now })))
        return page(c, flowEndedPage(app.name, themeOf(app)), 410);
      callback.searchParams.set('code', 'test');
      return c.redirect(callback.toString(), 303);
    },
  };
}
