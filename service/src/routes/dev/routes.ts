/**
 * The dev mailbox (issue 3: readable in test mode at /dev/mailbox, an HTML page and JSON).
 * Mounted outside /api, without app headers, and only in test mode: otherwise these paths do
 * not exist (404).
 */
import { Hono } from 'hono';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { htmlSecurityHeaders } from '../../http/security-headers.ts';
import { readMailbox } from './mailbox.ts';
import { renderMailboxPage } from './mailbox-page.ts';

/** GET /dev/mailbox and /dev/mailbox.json?to=; empty (every path 404s) outside test mode. */
export function devRoutes({ database, env }: Pick<Deps, 'database' | 'env'>): Hono<BaseEnv> {
  const routes = new Hono<BaseEnv>();
  if (!env.testMode) return routes;

  routes.get('/dev/mailbox.json', async (c) => {
    const to = c.req.query('to') || undefined;
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readMailbox(database, to) });
  });

  routes.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to') || undefined;
    const page = renderMailboxPage(await readMailbox(database, to), to);
    return c.html(page, 200, { ...htmlSecurityHeaders([]), 'Cache-Control': 'no-store' });
  });

  return routes;
}
