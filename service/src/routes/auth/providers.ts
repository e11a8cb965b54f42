/**
 * The provider sign-in popup (docs/product/widget.md §7; docs/product/payments-and-providers.md
 * "Third-party sign-in"): GET /auth-provider/signup|login|connect starts a flow and sends the
 * window to the provider (or, in test mode without credentials, to the test sign-in page); the
 * callback checks the provider's answer, signs in, connects or signs up by the linking rules,
 * and posts the result to the opener, only at the exact origin that opened it.
 *
 * Security: the flow's secrets stay on the server (only the state travels, hashed at rest,
 * single use, 10 minutes); connect takes the member from the session cookie, never from the
 * URL; the target origin must be one of the app's; the test sign-in page exists only in test
 * mode, never for a live key, and only for the machine that runs the service (like the dev
 * mailbox); opening windows is rate-limited per client.
 */
import {
  API_ROUTES,
  ERROR_CODES,
  MEMBER_NOT_LOGGED_IN_MESSAGE,
  PROVIDER_FLOW_PER_IP,
  PROVIDER_MESSAGES,
  type ProviderStartQuery,
} from '@wf/sdk/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import { cookieMemberId } from '../../auth/member.ts';
import { appProvider } from '../../auth/providers/app-credentials.ts';
import { bindBrowser, browserBinding } from '../../auth/providers/binding.ts';
import { usesLocalHttp } from '../../auth/providers/config.ts';
import {
  type ProviderFlowMode,
  peekProviderFlow,
  startProviderFlow,
  type TakenProviderFlow,
  takeProviderFlow,
} from '../../auth/providers/flows.ts';
import { authorizationUrl, completeAuthorization, ProviderFlowError } from '../../auth/providers/oauth.ts';
import { resolveProviderSignIn } from '../../auth/providers/sign-in.ts';
import { PROVIDER_TABLE, type ProviderId, type ProviderProfile } from '../../auth/providers/table.ts';
import type { AppRecord, BaseEnv, Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { clientIp } from '../../http/origin.ts';
import { serviceUrl } from '../../http/service-url.ts';
import { testToolsRefusal } from '../../http/test-tools-access.ts';
import { providerName } from '../../members/credentials.ts';
import { presentMember } from '../../members/present.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { themeOf } from '../pages/tokens.ts';
import { renderLockedPage } from '../test-mode/locked-page.ts';
import { testToolsOrigin } from '../test-mode/unlock-link.ts';
import { providerPages } from './provider-pages.ts';
import { proofHandlers } from './provider-proof.ts';
import { flowEndedPage, otherBrowserPage, popupResultPage } from './provider-views.ts';

const customFieldsSchema = z
  .record(z.string().max(100), z.string().max(2000))
  .refine((value) => Object.keys(value).length <= 50);
const plansSchema = z.array(z.object({ planId: z.string().min(1).max(200) })).max(10);

/** A JSON parameter, URL-encoded once more by `@memberstack/dom`; undefined when unreadable. */
function jsonParam<T>(raw: string | undefined, schema: z.ZodType<T>, fallback: T): T | undefined {
  if (raw === undefined || raw === '') return fallback;
  for (const candidate of [raw, safeDecode(raw)]) {
    if (candidate === undefined) continue;
    try {
      const parsed = schema.safeParse(JSON.parse(candidate));
      if (parsed.success) return parsed.data;
    } catch {
      // Try the other reading.
    }
  }
  return undefined;
}

function safeDecode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The opener's exact origin, from an origin or a bare host name (as `@memberstack/dom` sends
 * it), when it is one of the app's (its allowed origins and the service's own); else null.
 */
export function openerOrigin(raw: string | undefined, allowed: readonly string[]): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const asOrigin = URL.parse(value)?.origin;
  if (asOrigin && asOrigin !== 'null') return allowed.includes(asOrigin) ? asOrigin : null;
  const host = value.toLowerCase();
  const matches = allowed.filter(
    (origin) => URL.parse(origin)?.host === host || URL.parse(origin)?.hostname === host,
  );
  return matches.find((origin) => origin.startsWith('https:')) ?? matches[0] ?? null;
}

export function providerHandlers(
  deps: Deps,
): Pick<
  ApiHandlers,
  'providerSignup' | 'providerLogin' | 'providerConnect' | 'providerCallback' | 'providerConfirm'
> {
  const { database, clock, env } = deps;
  const redirectUri = serviceUrl(env, API_ROUTES.providerCallback);
  const serviceOrigin = new URL(env.publicUrl).origin;

  const { page, loadApp, failure, popupSession, signedInPage } = providerPages(deps);
  const { askForProof, providerConfirm } = proofHandlers(deps);

  function start(mode: ProviderFlowMode) {
    return async (c: Context<BaseEnv>, { query }: { query: ProviderStartQuery }) => {
      // The app and the key's mode, by the rule of every API call (http/app-context.ts).
      const named = await deps.apps.resolve(query.appId, query.publicKey);
      if (named.kind === 'unnamed' || named.kind === 'unknown') {
        return page(
          c,
          popupResultPage({
            appName: 'Sign in',
            theme: themeOf(),
            origin: null,
            message: null,
            heading: 'This sign-in link is incomplete',
            text: 'It names no app of this service. Close this window and try again from the site.',
          }),
          400,
        );
      }
      const { app } = named;
      const origin = openerOrigin(query.origin, [...app.allowedOrigins, serviceOrigin]);
      if (!origin) {
        const error = new ApiError(
          403,
          ERROR_CODES.originNotAllowed,
          `This page may not sign in to ${app.name}: its address is not one of the site's.`,
        );
        return failure(c, app, null, error);
      }
      const id = (query.provider ?? '') in PROVIDER_TABLE ? (query.provider as ProviderId) : undefined;
      const name = id ? providerName(app, id) : (query.provider ?? 'this provider').slice(0, 32);
      if (named.kind === 'wrong-key') {
        return failure(
          c,
          app,
          origin,
          new ApiError(
            403,
            ERROR_CODES.appCredentials,
            "This sign-in link names a key that is not one of the site's.",
          ),
        );
      }
      const live = named.keyMode === 'live';
      // The console's credentials for this app, else the environment's.
      const configured = id ? await appProvider(env, app, id) : undefined;
      // The test sign-in page signs in as anyone: only the machine's owner gets it.
      const refusal = !configured && env.testMode && !live ? testToolsRefusal(c, deps) : 'elsewhere';
      const test = refusal === null;
      if (id && refusal === 'locked') {
        // The developer's own browser, not unlocked yet: say how, rather than 'not available'.
        return page(
          c,
          renderLockedPage({ reason: 'locked', origin: testToolsOrigin(env), theme: themeOf() }),
          403,
        );
      }
      if (!id || (!configured && !test)) {
        return failure(
          c,
          app,
          origin,
          new ApiError(400, ERROR_CODES.providerUnavailable, PROVIDER_MESSAGES.unavailable(name), {
            details: { params: { provider: name } },
          }),
        );
      }
      const customFields = jsonParam(query.customFields, customFieldsSchema, {});
      const plans = jsonParam(query.plans, plansSchema, []);
      if (!customFields || !plans) {
        return failure(
          c,
          app,
          origin,
          new ApiError(400, ERROR_CODES.validation, 'The sign-up details of this page could not be read.'),
        );
      }
      let memberId: string | undefined;
      if (mode === 'connect') {
        memberId = (await cookieMemberId(c, deps, app.id)) ?? undefined;
        if (!memberId) {
          return failure(
            c,
            app,
            origin,
            new ApiError(401, ERROR_CODES.notLoggedIn, MEMBER_NOT_LOGGED_IN_MESSAGE),
          );
        }
      }
      const now = clock();
      try {
        await hitRateLimits(database.db, {
          appId: app.id,
          now,
          hits: [{ rule: PROVIDER_FLOW_PER_IP, key: clientIp(c, env.trustProxy) }],
        });
      } catch (error) {
        if (error instanceof ApiError) return failure(c, app, origin, error);
        throw error;
      }
      const secrets = await startProviderFlow(database.db, {
        appId: app.id,
        row: PROVIDER_TABLE[id],
        mode,
        origin,
        memberId,
        plans: mode === 'signup' ? plans : [],
        customFields: mode === 'signup' ? customFields : {},
        allowSignup: mode === 'login' && query.allowSignup === 'true',
        test,
        bindingHash: bindBrowser(c, env),
        now,
      });
      const target = test
        ? serviceUrl(env, API_ROUTES.testProviderPage, { query: { state: secrets.state } })
        : (
            await authorizationUrl(configured as NonNullable<typeof configured>, { redirectUri, secrets })
          ).toString();
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(target, 303);
    };
  }

  /** The profile the provider (or the test page) gave this flow. */
  async function profileOf(
    c: Context<BaseEnv>,
    app: AppRecord,
    flow: TakenProviderFlow,
    name: string,
  ): Promise<ProviderProfile> {
    const query = c.req.query();
    if (flow.test) {
      if (query.error === 'access_denied')
        throw new ApiError(400, ERROR_CODES.providerCancelled, PROVIDER_MESSAGES.cancelled(name), {
          details: { params: { provider: name } },
        });
      const typed = flow.testProfile;
      if (!typed)
        throw new ApiError(400, ERROR_CODES.providerFailed, PROVIDER_MESSAGES.failed(name), {
          details: { params: { provider: name } },
        });
      return { ...typed, picture: null };
    }
    const configured = await appProvider(env, app, flow.provider as ProviderId);
    if (!configured)
      throw new ApiError(400, ERROR_CODES.providerUnavailable, PROVIDER_MESSAGES.unavailable(name), {
        details: { params: { provider: name } },
      });
    try {
      return await completeAuthorization(
        configured,
        { callbackUrl: new URL(c.req.url), redirectUri, secrets: flow.secrets },
        { allowHttp: usesLocalHttp(configured) },
      );
    } catch (error) {
      if (!(error instanceof ProviderFlowError)) throw error;
      deps.logger.info(
        { provider: flow.provider, code: error.code, cause: String(error.cause) },
        'provider sign-in failed',
      );
      const code =
        error.code === 'provider/cancelled' ? ERROR_CODES.providerCancelled : ERROR_CODES.providerFailed;
      const message =
        error.code === 'provider/cancelled'
          ? PROVIDER_MESSAGES.cancelled(name)
          : PROVIDER_MESSAGES.failed(name);
      throw new ApiError(400, code, message, { details: { params: { provider: name } } });
    }
  }

  return {
    providerSignup: start('signup'),
    providerLogin: start('login'),
    providerConnect: start('connect'),
    providerConfirm,

    providerCallback: async (c, { query }) => {
      const now = clock();
      const bindingHash = browserBinding(c);
      const flow =
        query.state && bindingHash
          ? await takeProviderFlow(database.db, { state: query.state, bindingHash, now })
          : undefined;
      const app = flow && (await loadApp(flow.appId));
      if (!flow || !app) {
        // A live flow this browser did not start: its callback URL was sent here by someone else.
        const foreign = query.state && (await peekProviderFlow(database.db, { state: query.state, now }));
        if (foreign) {
          deps.logger.warn({ provider: foreign.provider }, 'provider callback opened by another browser');
          return page(c, otherBrowserPage('Sign in', themeOf()), 403);
        }
        return page(c, flowEndedPage('Sign in', themeOf()), 410);
      }
      const name = providerName(app, flow.provider);
      try {
        const profile = await profileOf(c, app, flow, name);
        const outcome = await database.transaction(async (tx) => {
          const signIn = await resolveProviderSignIn(tx, { app, flow, providerName: name, profile, now });
          if (signIn.kind === 'needs-proof') return signIn;
          if (flow.mode === 'connect') {
            const member = await presentMember(tx, signIn.member, { app });
            return { kind: 'connected' as const, providers: member.auth.providers };
          }
          const signedIn = await popupSession(tx, c, { app, member: signIn.member, now });
          return { kind: 'signed-in' as const, signedIn };
        });
        if (outcome.kind === 'needs-proof') {
          return await askForProof(c, { app, flow, profile, email: outcome.email, now });
        }
        if (outcome.kind === 'connected') {
          const message = PROVIDER_MESSAGES.connected(name);
          return page(
            c,
            popupResultPage({
              appName: app.name,
              theme: themeOf(app),
              origin: flow.origin,
              message: { data: { providers: outcome.providers }, message },
              heading: message,
              text: 'Your profile shows it now.',
            }),
          );
        }
        return signedInPage(c, { app, flow, name, signedIn: outcome.signedIn, now });
      } catch (error) {
        if (error instanceof ApiError) return failure(c, app, flow.origin, error);
        throw error;
      }
    },
  };
}
