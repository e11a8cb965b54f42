/**
 * TRUST_PROXY: which reverse proxies in front of the service are believed when they say who
 * the client is (docs/security.md "Reverse proxies"). As Express's `trust proxy`: a number of
 * proxies, or the proxies' addresses; `true` is one proxy, never "believe every entry", because
 * a proxy that appends to X-Forwarded-For keeps whatever the client wrote on its left.
 */
import { BlockList } from 'node:net';
import { addRange, inRanges, parseIpAddress } from './ip-address.ts';

/** The most proxies a hop count may name: more is a typo, not a network. */
export const MAX_PROXY_HOPS = 10;

/** What the service believes of the proxies in front of it. */
export type TrustProxy =
  /** No proxy: the socket's peer is the client, forwarding headers are the client's own words. */
  | { kind: 'none' }
  /** This many proxies, each appending its peer to X-Forwarded-For. */
  | { kind: 'hops'; hops: number }
  /** Proxies at these addresses, however many a request passes. */
  | { kind: 'addresses'; ranges: BlockList; text: string };

/** No proxy in front of the service (TRUST_PROXY unset). */
export const NO_PROXY: TrustProxy = { kind: 'none' };

const FALSE_WORDS = new Set(['', 'false', 'no', 'off', '0']);
const TRUE_WORDS = new Set(['true', 'yes', 'on']);

/** What TRUST_PROXY may hold, for the message that stops a start with a bad value. */
export const TRUST_PROXY_EXPECTED = `true, false, a number of proxies from 1 to ${MAX_PROXY_HOPS}, or a comma-separated list of proxy addresses and ranges such as 10.0.0.0/8, ::1 or loopback`;

/** Reads TRUST_PROXY; `problem` names what is wrong with a value that is none of the forms. */
export function parseTrustProxy(
  raw: string | undefined,
): { trust: TrustProxy; problem?: undefined } | { trust?: undefined; problem: string } {
  const value = (raw ?? '').trim().toLowerCase();
  if (FALSE_WORDS.has(value)) return { trust: NO_PROXY };
  if (TRUE_WORDS.has(value)) return { trust: { kind: 'hops', hops: 1 } };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return { trust: NO_PROXY };
    if (hops <= MAX_PROXY_HOPS) return { trust: { kind: 'hops', hops } };
    return { problem: `TRUST_PROXY must be ${TRUST_PROXY_EXPECTED} (got "${raw}")` };
  }
  const ranges = new BlockList();
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.length === 0 ? value : entries.find((entry) => !addRange(ranges, entry));
  if (bad !== undefined) {
    return {
      problem: `TRUST_PROXY must be ${TRUST_PROXY_EXPECTED} (got "${raw}"; "${bad}" is not an address or range)`,
    };
  }
  return { trust: { kind: 'addresses', ranges, text: entries.join(', ') } };
}

/**
 * True when the hop `index` steps from the service (0: the socket's peer) is a believed proxy,
 * so the address it reports for the hop before it may be taken.
 */
export function trustsHop(trust: TrustProxy, address: string, index: number): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return index < trust.hops;
  const parsed = parseIpAddress(address);
  return parsed !== undefined && inRanges(trust.ranges, parsed);
}

/** True when the service was told it runs behind a proxy (any TRUST_PROXY but false). */
export function behindProxy(trust: TrustProxy): boolean {
  return trust.kind !== 'none';
}
