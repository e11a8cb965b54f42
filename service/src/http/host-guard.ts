/**
 * Answers only for the host names the service serves (docs/security.md "Test mode"): the
 * public URL's host, localhost, the loopback addresses and ALLOWED_HOSTS. A page that uses
 * DNS rebinding to point its own name at a developer's machine sends that name in `Host`,
 * so its requests are refused before they reach a route (a rebinding page can make the
 * browser connect, but not lie about the host it meant).
 */
import { ERROR_CODES } from '@wf/sdk/contract';
import type { MiddlewareHandler } from 'hono';
import type { BaseEnv } from './context.ts';
import { errorBody } from './errors.ts';
import { forwardedHost } from './origin.ts';
import type { TrustProxy } from './trust-proxy.ts';

/** Names every service answers to: the machine itself. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The text of the refusal (421: this server is not the one the request was meant for). */
export function misdirectedMessage(host: string): string {
  return `This server does not answer for the host "${host}". Add it to ALLOWED_HOSTS if it is yours.`;
}

/** The lower-case host name of a `Host` value, without its port ('[::1]:4321' gives '[::1]'). */
export function hostnameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** The set of host names the service answers for. */
export function servedHosts(publicUrl: string, extraHosts: readonly string[]): ReadonlySet<string> {
  return new Set([new URL(publicUrl).hostname, ...LOOPBACK_HOSTS, ...extraHosts].map((h) => h.toLowerCase()));
}

/**
 * Middleware: 421 for a request whose host (and, from a trusted proxy, the forwarded host it
 * wrote) is not one the service serves. In-process requests (tests) carry the host in their URL.
 */
export function hostGuard(options: {
  publicUrl: string;
  extraHosts: readonly string[];
  trustProxy: TrustProxy;
}): MiddlewareHandler<BaseEnv> {
  const allowed = servedHosts(options.publicUrl, options.extraHosts);
  return async (c, next) => {
    const names = [c.req.header('Host') ?? new URL(c.req.url).host];
    // A blank forwarded host names no host (as a blank header is no header).
    const forwarded = forwardedHost(c, options.trustProxy);
    if (forwarded) names.push(forwarded);
    for (const name of names) {
      if (allowed.has(hostnameOf(name))) continue;
      const message = misdirectedMessage(name.slice(0, 200));
      c.header('Cache-Control', 'no-store');
      if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
        return c.json(errorBody(ERROR_CODES.misdirected, message), 421);
      }
      return c.text(message, 421);
    }
    await next();
  };
}
