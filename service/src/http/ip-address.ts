/**
 * IP addresses as proxies write them, in one form: a client must not become several clients
 * (or this machine) by writing its address another way (docs/security.md "Reverse proxies").
 */
import { BlockList, isIP } from 'node:net';

/** An IP address in its one written form: dotted IPv4, or compressed lower-case IPv6. */
export interface IpAddress {
  text: string;
  family: 'ipv4' | 'ipv6';
}

const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/** IPv6 in RFC 5952 form (lower case, longest zero run compressed), as the URL parser writes it. */
function compressedIpv6(address: string): string {
  return new URL(`http://[${address}]`).hostname.slice(1, -1);
}

/** '::ffff:7f00:1' (an IPv4 client of a dual-stack socket) as '127.0.0.1'; other IPv6 unchanged. */
function unmapped(ipv6: string): IpAddress {
  const mapped = MAPPED_IPV4.exec(ipv6);
  if (!mapped) return { text: ipv6, family: 'ipv6' };
  const high = Number.parseInt(mapped[1] ?? '0', 16);
  const low = Number.parseInt(mapped[2] ?? '0', 16);
  return { text: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
}

/**
 * The address written in `raw` (spaces, `[v6]`, `[v6]:port`, `v4:port` and a v6 zone are
 * accepted), or undefined when it holds no IP address ('unknown', a host name, garbage).
 */
export function parseIpAddress(raw: string): IpAddress | undefined {
  let text = raw.trim();
  text = BRACKETED.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text;
  text = text.replace(/%[\w.-]+$/, '');
  const family = isIP(text);
  if (family === 4) return { text, family: 'ipv4' };
  if (family === 6) return unmapped(compressedIpv6(text));
  return undefined;
}

/** Address ranges by name, as Express's `trust proxy` names them. */
export const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Adds one range (an address, `address/prefix` or a name of {@link NAMED_RANGES}) to `list`;
 * false when `range` is none of these.
 */
export function addRange(list: BlockList, range: string): boolean {
  const named = NAMED_RANGES[range.trim().toLowerCase()];
  if (named) return named.every((cidr) => addRange(list, cidr));
  const [base = '', prefixText, ...rest] = range.trim().split('/');
  const address = parseIpAddress(base);
  if (!address || rest.length > 0) return false;
  if (prefixText === undefined) {
    list.addAddress(address.text, address.family);
    return true;
  }
  const prefix = Number(prefixText);
  const bits = address.family === 'ipv4' ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || prefix > bits) return false;
  list.addSubnet(address.text, prefix, address.family);
  return true;
}

/** True when `address` is in `list`. */
export function inRanges(list: BlockList, address: IpAddress): boolean {
  return list.check(address.text, address.family);
}

const LOOPBACK = new BlockList();
addRange(LOOPBACK, 'loopback');

/** True for 127.0.0.0/8 and ::1, however they are written (::ffff:127.0.0.1, [::1]:80). */
export function isLoopbackIp(raw: string): boolean {
  const address = parseIpAddress(raw);
  return address !== undefined && inRanges(LOOPBACK, address);
}
