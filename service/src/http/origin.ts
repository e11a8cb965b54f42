/** The request's own origin and its client address, honouring a trusted reverse proxy. */

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function firstForwarded(c: Context, name: string): string | undefined {
  return c.req.header(name)?.split(',')[0]?.trim() || undefined;
}

/** The origin this request was sent to, e.g. https://worldfamily.example. */
export function ownOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const proto = firstForwarded(c, 'X-Forwarded-Proto') ?? url.protocol.slice(0, -1);
  const host = firstForwarded(c, 'X-Forwarded-Host') ?? url.host;
  return `${proto}://${host}`;
}

/** The address of the socket the request came on (a proxy's, behind one), or 'unknown'. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}

/** The client's IP address: X-Forwarded-For's first hop behind a trusted proxy, else the socket's. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = firstForwarded(c, 'X-Forwarded-For');
    if (forwarded) return forwarded;
  }
  return socketAddress(c);
}
