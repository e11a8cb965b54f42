/**
 * The dev mailbox (docs/security.md "Test mode"): the outbox, readable in test mode at
 * /dev/mailbox (an HTML page) and /dev/mailbox.json, by the machine's owner or an admin
 * (access.ts), and /dev/unlock, the link that makes a browser the owner's (unlock.ts). Mounted
 * outside /api, without app headers, and only in test mode: otherwise these paths do not exist
 * (404).
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { htmlSecurityHeaders } from '../../http/security-headers.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { readMailbox } from '../../mail/mailbox.ts';
import { themeOf } from '../pages/tokens.ts';
import { type MailboxScope, mailboxAccess, mailboxScope } from './access.ts';
import { renderLockedPage } from './locked-page.ts';
import { renderMailboxPage } from './mailbox-page.ts';
import { unlockHandler } from './unlock.ts';
import { testToolsOrigin, UNLOCK_PATH } from './unlock-link.ts';

const mailboxQuerySchema = z.object({ to: z.string().optional() });

/** The ?to= address filter, if any (400 for text no address can hold, such as U+0000). */
function recipientOf(c: Context): string | undefined {
  return parseOrThrow(mailboxQuerySchema, c.req.query()).to || undefined;
}

function appOf(scope: MailboxScope): string | undefined {
  return scope.kind === 'app' ? scope.appId : undefined;
}

/** GET /dev/mailbox, /dev/mailbox.json?to= and /dev/unlock; empty (every path 404s) outside test mode. */
export function devRoutes(deps: Pick<Deps, 'database' | 'env' | 'clock' | 'testToolsToken'>): Hono<BaseEnv> {
  const { database, env } = deps;
  const routes = new Hono<BaseEnv>();
  if (!env.testMode) return routes;

  routes.get('/dev/mailbox.json', async (c) => {
    const scope = await mailboxScope(c, deps);
    const to = recipientOf(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readMailbox(database, { to, appId: appOf(scope) }) });
  });

  routes.get('/dev/mailbox', async (c) => {
    const headers = { ...htmlSecurityHeaders([]), 'Cache-Control': 'no-store' };
    const access = await mailboxAccess(c, deps);
    if (access.kind === 'refused') {
      const page = renderLockedPage({
        reason: access.reason,
        origin: testToolsOrigin(env),
        theme: themeOf(),
      });
      return c.html(page, 403, headers);
    }
    const to = recipientOf(c);
    const page = renderMailboxPage(await readMailbox(database, { to, appId: appOf(access) }), to, themeOf());
    return c.html(page, 200, headers);
  });

  routes.get(UNLOCK_PATH, unlockHandler(deps));

  return routes;
}
