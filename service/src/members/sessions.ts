/**
 * Where a member is signed in (docs/security.md "Sessions"): their live sessions as the Security
 * pane lists them, with the device, the browser, the place and when each was last used. The
 * place is what can be told offline: this computer, or a local network; the service makes no
 * online lookup of an address.
 */
import { BlockList, isIP } from 'node:net';
import type { MemberSession } from '@wf/sdk/contract';
import type { SessionRecord } from '../auth/session.ts';
import { describeUserAgent } from '../auth/user-agent.ts';
import { isLoopbackAddress } from '../http/loopback.ts';

/** Addresses of private networks (RFC 1918, RFC 4193, link-local, carrier-grade NAT). */
const PRIVATE_NETWORKS = new BlockList();
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** The place of an address as far as it can be told offline; null for a public address. */
export function placeOf(ip: string | null): string | null {
  if (!ip) return null;
  if (isLoopbackAddress(ip)) return 'This computer';
  const plain = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (family === 0) return null;
  return PRIVATE_NETWORKS.check(plain, family === 4 ? 'ipv4' : 'ipv6') ? 'Local network' : null;
}

/** A session as the member sees it. */
export function presentSession(session: SessionRecord, currentSessionId: string): MemberSession {
  const { device, browser } = describeUserAgent(session.userAgent);
  return {
    id: session.id,
    current: session.id === currentSessionId,
    createdAt: session.createdAt.toISOString(),
    lastActiveAt: session.lastUsedAt.toISOString(),
    device,
    browser,
    place: placeOf(session.ip),
    ip: session.ip,
  };
}

export const SESSION_ENDED_MESSAGE = 'That device has been signed out.';
export const SESSION_NOT_FOUND_MESSAGE = 'That session has already ended.';

/** What the member is told after signing out everywhere else. */
export function otherSessionsEndedMessage(count: number): string {
  if (count === 0) return 'You are not signed in anywhere else.';
  return count === 1
    ? 'You have been signed out of 1 other session.'
    : `You have been signed out of ${count} other sessions.`;
}
