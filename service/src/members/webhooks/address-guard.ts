/**
 * Where a webhook may be delivered (docs/security.md "Outgoing webhooks"): an owner names the URL,
 * so a delivery must never become a request into the service's own network. On a live service
 * every address of the host is checked (loopback, private, link-local, unique-local, and the
 * like are refused) and the connection goes to the address checked, never to a second lookup
 * that could answer otherwise (DNS rebinding). A test service also reaches loopback, for local
 * development and tests.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** An address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (dns.lookup with `all`; injectable for tests). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Never reached, whatever the mode: the machine's own network and what no host should name. */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, the cloud metadata service among them
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 onto IPv4
  ['2001:db8::', 32], // documentation
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1), else undefined. */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1];
}

/** Why this address may not be reached, or undefined when it may. */
export function forbiddenReason(address: string, options: { allowLoopback: boolean }): string | undefined {
  const v4 = mappedIpv4(address);
  if (v4) return forbiddenReason(v4, options);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(address, family)) {
    return options.allowLoopback ? undefined : `${address} is a loopback address`;
  }
  if (internal.check(address, family)) return `${address} is a private or reserved address`;
  return undefined;
}

/** The address to connect to for `hostname`, checked; throws a refusal naming the reason. */
export async function checkedAddress(
  hostname: string,
  options: { allowLoopback: boolean; resolve: HostResolver },
): Promise<ResolvedAddress> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const literal = isIP(bare);
  const addresses: ResolvedAddress[] =
    literal !== 0 ? [{ address: bare, family: literal === 6 ? 6 : 4 }] : await options.resolve(bare);
  if (addresses.length === 0) throw new RefusedAddressError(`${bare} has no address`);
  for (const { address } of addresses) {
    const reason = forbiddenReason(address, options);
    // One forbidden address is enough: a host with a public and a private one could rebind.
    if (reason) throw new RefusedAddressError(`refused: ${reason} (${bare})`);
  }
  return addresses[0] as ResolvedAddress;
}

/** A delivery the address guard refused: permanent, no connection was made. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}
