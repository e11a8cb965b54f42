/**
 * How the provider sign-in popup answers (docs/product/payments-and-providers.md "Third-party
 * sign-in"): its pages' headers, the page that hands an error or a signed-in member to the
 * opener, shared by the callback (providers.ts) and the code form after it (provider-proof.ts).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { setSessionCookies } from '../../auth/cookies.ts';
import type { TakenProviderFlow } from '../../auth/providers/flows.ts';
import { sessionPolicy } from '../../auth/session.ts';
import type { Queryable } from '../../db/client.ts';
import type { AppRecord, BaseEnv, Deps } from '../../http/context.ts';
import type { ApiError } from '../../http/errors.ts';
import { contentSecurityPolicy, htmlSecurityHeaders } from '../../http/security-headers.ts';
import type { MemberRecord } from '../../members/present.ts';
import { themeOf } from '../pages/tokens.ts';
import { sessionClientOf } from './common.ts';
import { POPUP_SCRIPT, popupResultPage } from './provider-views.ts';
import { startSession } from './sign-in.ts';

/** A session just started, and the answer that hands it over. */
type SignedIn = Awaited<ReturnType<typeof startSession>>;

const POPUP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(POPUP_SCRIPT).digest('base64')}'`;

/** No caching, no referrer (the URL holds the flow's state), the popup script's hash; no COOP (the opener must stay reachable). */
const PAGE_HEADERS: Record<string, string> = {
  ...htmlSecurityHeaders([POPUP_SCRIPT_HASH]),
  'Content-Security-Policy': contentSecurityPolicy([POPUP_SCRIPT_HASH]),
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/** The popup's answers, bound to the service's dependencies. */
export function providerPages(deps: Pick<Deps, 'database' | 'env' | 'apps'>) {
  const { env } = deps;

  /** An HTML page of the popup, with the popup's headers. */
  const page = (c: Context<BaseEnv>, html: string, status = 200) => c.html(html, status as 200, PAGE_HEADERS);

  /** The app a flow names, or undefined (read as every request reads apps: http/app-context.ts). */
  const loadApp = (appId: string | undefined): Promise<AppRecord | undefined> => deps.apps.find(appId);

  /** The page that hands an error to the opener (or only shows it, when the opener is unknown). */
  function failure(
    c: Context<BaseEnv>,
    app: Pick<AppRecord, 'name' | 'settings'>,
    origin: string | null,
    error: ApiError,
    status = error.status,
  ) {
    const message = {
      error: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
    };
    return page(
      c,
      popupResultPage({
        appName: app.name,
        theme: themeOf(app),
        origin,
        message,
        heading: 'Sign-in did not finish',
        text: error.message,
      }),
      status,
    );
  }

  /** Starts the member's session (inside the transaction that signed them in, if any). */
  function popupSession(
    q: Queryable,
    c: Context<BaseEnv>,
    input: { app: AppRecord; member: MemberRecord; now: Date },
  ) {
    return startSession(q, { ...input, client: sessionClientOf(c, deps), policy: sessionPolicy(env) });
  }

  /** Sets the session's cookies in this browser and hands the member and token to the opener. */
  function signedInPage(
    c: Context<BaseEnv>,
    input: { app: AppRecord; flow: TakenProviderFlow; name: string; signedIn: SignedIn; now: Date },
  ) {
    const { app, flow, signedIn, now } = input;
    setSessionCookies(c, env, { token: signedIn.session.token, expiresAt: signedIn.session.expiresAt, now });
    return page(
      c,
      popupResultPage({
        appName: app.name,
        theme: themeOf(app),
        origin: flow.origin,
        message: { data: signedIn.data },
        heading: `Signed in with ${input.name}`,
        text: `You are signed in to ${app.name}.`,
      }),
    );
  }

  return { page, loadApp, failure, popupSession, signedInPage };
}
