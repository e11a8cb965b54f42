/**
 * The request's own origin and its client address, read through the proxies TRUST_PROXY
 * believes (the rule is forwarded.ts's; docs/security.md "Reverse proxies").
 */

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress, forwardedProto, proxiedValue, UNKNOWN_ADDRESS } from './forwarded.ts';
import type { TrustProxy } from './trust-proxy.ts';

/** The address of the socket the request came on (a proxy's, behind one), or 'unknown'. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return UNKNOWN_ADDRESS;
  }
}

/** The host the client asked for, as the trusted proxy next to the service reports it; else undefined. */
export function forwardedHost(c: Context, trust: TrustProxy): string | undefined {
  return proxiedValue(trust, socketAddress(c), c.req.header('X-Forwarded-Host'));
}

/** The origin this request was sent to, e.g. https://worldfamily.example. */
export function ownOrigin(c: Context, trust: TrustProxy): string {
  const url = new URL(c.req.url);
  const proto =
    forwardedProto(trust, socketAddress(c), c.req.header('X-Forwarded-Proto')) ?? url.protocol.slice(0, -1);
  const host = forwardedHost(c, trust) ?? url.host;
  return `${proto}://${host}`;
}

/** The client's IP address: the socket's, or behind trusted proxies the one they report. */
export function clientIp(c: Context, trust: TrustProxy): string {
  return clientAddress(trust, socketAddress(c), c.req.header('X-Forwarded-For'));
}
