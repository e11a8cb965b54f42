/**
 * What a request says about its client through the proxies in front of the service, read by one
 * rule (docs/security.md "Reverse proxies"): a proxy that appends to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for, an AWS load balancer, Caddy behind a proxy it trusts) keeps
 * whatever the client wrote on the left, so the client is found from the right: start at the
 * socket's peer and step left while the hop is a trusted proxy. X-Forwarded-Proto and -Host are
 * taken only from a trusted peer, and only the entry it wrote (the right-most). RFC 7239
 * `Forwarded` is not read: none of the proxies we document send it, and two headers that may
 * disagree are one more thing to forge.
 */
import { parseIpAddress } from './ip-address.ts';
import { type TrustProxy, trustsHop } from './trust-proxy.ts';

/** The client address when the hop that names it holds no IP address (or no socket exists). */
export const UNKNOWN_ADDRESS = 'unknown';

/** The entries of a comma-separated header, without blanks, in the order written. */
function entriesOf(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The hops a request came through, nearest first: the socket's peer, then X-Forwarded-For's
 * entries from right to left.
 */
export function forwardedChain(socketAddress: string, forwardedFor: string | undefined): string[] {
  return [socketAddress, ...entriesOf(forwardedFor).reverse()];
}

/** An address in its one written form, or {@link UNKNOWN_ADDRESS}. */
function canonical(address: string | undefined): string {
  return (address !== undefined && parseIpAddress(address)?.text) || UNKNOWN_ADDRESS;
}

/**
 * The client's address: the first hop, from the socket leftwards, that is not a trusted proxy
 * (the left-most entry when every hop is trusted). An entry that holds no IP address gives
 * {@link UNKNOWN_ADDRESS}, never the proxy behind it.
 */
export function clientAddress(
  trust: TrustProxy,
  socketAddress: string,
  forwardedFor: string | undefined,
): string {
  const chain = forwardedChain(socketAddress, forwardedFor);
  let index = 0;
  while (index < chain.length - 1 && trustsHop(trust, chain[index] ?? '', index)) index += 1;
  return canonical(chain[index]);
}

/**
 * The value the trusted proxy next to the service wrote in a forwarding header (its right-most
 * entry); undefined when the socket's peer is not trusted or wrote nothing.
 */
export function proxiedValue(
  trust: TrustProxy,
  socketAddress: string,
  header: string | undefined,
): string | undefined {
  if (!trustsHop(trust, socketAddress, 0)) return undefined;
  return entriesOf(header).at(-1);
}

/** The scheme the client used, from X-Forwarded-Proto as {@link proxiedValue} reads it; only http or https. */
export function forwardedProto(
  trust: TrustProxy,
  socketAddress: string,
  header: string | undefined,
): 'http' | 'https' | undefined {
  const proto = proxiedValue(trust, socketAddress, header)?.toLowerCase();
  return proto === 'http' || proto === 'https' ? proto : undefined;
}
