/**
 * GET /app, GET /app-member and GET /app/plans/{planId} (docs/product/widget.md §7), and POST
 * /page-view, which @memberstack/dom clients call on every page (docs/decisions.md "No page-view
 * tracking").
 */
import type { AppMemberResponse, AppResponse, PageViewResponse, PlanResponse } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { loadApp, loadPlan } from '../../apps/present.ts';
import { ensureXsrfCookie } from '../../auth/cookies.ts';
import { authenticate } from '../../auth/member.ts';
import { hasProviderCredentials } from '../../auth/providers/app-credentials.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { mayUseTestTools } from '../../http/test-tools-access.ts';
import { presentMember } from '../../members/present.ts';
import type { ApiHandlers } from '../api-handlers.ts';

export function appHandlers(
  deps: Pick<Deps, 'database' | 'clock' | 'env' | 'testToolsToken'>,
): Pick<ApiHandlers, 'getApp' | 'getAppMember' | 'getPlan' | 'pageView'> {
  const { database, env } = deps;
  /**
   * A provider is offered when it has credentials; in test mode, to a test key used by the
   * machine's owner, every provider is (the unconfigured ones through the test sign-in page,
   * which signs in as anyone: docs/security.md "Test mode").
   */
  const offers = (c: Context<ApiEnv>) => {
    const testProvider = env.testMode && c.var.keyMode === 'test' && mayUseTestTools(c, deps);
    // Credentials entered in the console for this app count as the environment's do.
    return (provider: string) => hasProviderCredentials(env, c.var.app.settings, provider) || testProvider;
  };
  return {
    getApp: async (c): Promise<AppResponse> => ({
      data: await loadApp(database.db, c.var.app, offers(c), c.var.keyMode),
    }),

    // Nothing is stored or logged: we keep no record of who reads which page.
    pageView: async (): Promise<PageViewResponse> => ({ data: null }),

    getAppMember: async (c) => {
      const found = await authenticate(c, deps);
      // Like GET /member, this is how a page learns its session: it gets the CSRF cookie too.
      ensureXsrfCookie(c, deps.env);
      const app = await loadApp(database.db, c.var.app, offers(c), c.var.keyMode);
      const body: AppMemberResponse = {
        data: {
          app,
          member: found ? await presentMember(database.db, found.member, { app: c.var.app }) : null,
        },
      };
      return body;
    },

    getPlan: async (c, { params: { planId } }) => {
      const plan = await loadPlan(database.db, c.var.app.id, planId);
      if (!plan) throw notFound(`Plan ${planId} may not exist or is not available`);
      const body: PlanResponse = { data: plan };
      return body;
    },
  };
}
