/**
 * GET /dev/unlock?token= (test mode only; docs/security.md "Test mode"): the link the service
 * prints at start. For a request straight from this machine with the right token, it sets the
 * owner's cookie and opens the dev mailbox. The cookie is SameSite=Lax, not Strict: the test
 * sign-in page opens in a popup that another site's page (a builder's dev server) navigates.
 */
import { UNLOCK_PER_IP } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { EXAMPLE_APP_ID } from '../../examples/app.ts';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { clientIp, ownOrigin } from '../../http/origin.ts';
import { htmlSecurityHeaders } from '../../http/security-headers.ts';
import { TEST_TOOLS_COOKIE, testToolsNetworkRefusal } from '../../http/test-tools-access.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import { isTestToolsToken } from '../../security/test-tools-token.ts';
import { themeOf } from '../pages/tokens.ts';
import { type LockedReason, renderLockedPage } from './locked-page.ts';
import { testToolsOrigin } from './unlock-link.ts';

/** The cookie lasts as long as a browser keeps one: the token changes only with the DATA_DIR. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The page the unlock link opens. */
export const AFTER_UNLOCK_PATH = '/dev/mailbox';

/** Never cached, never sent on as a referrer (the URL holds the token). */
const PAGE_HEADERS: Record<string, string> = {
  ...htmlSecurityHeaders([]),
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

type UnlockDeps = Pick<Deps, 'database' | 'env' | 'clock' | 'testToolsToken'>;

/** The GET /dev/unlock handler. */
export function unlockHandler(deps: UnlockDeps) {
  const { database, env, clock } = deps;
  const refuse = (c: Context<BaseEnv>, reason: LockedReason, status: 403 | 429, wait?: string) =>
    c.html(
      renderLockedPage({ reason, origin: testToolsOrigin(env), wait, theme: themeOf() }),
      status,
      PAGE_HEADERS,
    );

  return async (c: Context<BaseEnv>) => {
    const network = testToolsNetworkRefusal(c, deps);
    if (network) return refuse(c, network, 403);
    try {
      // A limit's counter belongs to an app: the tools' own is the example app, which test mode
      // always seeds (examples/seed.ts). Not a route of the table: its refusal is a page.
      await hitRateLimits(database.db, {
        appId: EXAMPLE_APP_ID,
        now: clock(),
        hits: [{ rule: UNLOCK_PER_IP, key: clientIp(c, env.trustProxy) }],
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      const seconds = Number(error.headers['Retry-After'] ?? UNLOCK_PER_IP.windowSeconds);
      c.header('Retry-After', String(seconds));
      return refuse(c, 'too-many', 429, `${Math.ceil(seconds / 60)} minutes`);
    }
    const token = c.req.query('token');
    if (token === undefined || !isTestToolsToken(token, deps.testToolsToken)) {
      return refuse(c, 'stale-link', 403);
    }
    setCookie(c, TEST_TOOLS_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: ownOrigin(c, env.trustProxy).startsWith('https:'),
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(AFTER_UNLOCK_PATH, 303);
  };
}
