/** Loopback addresses: the machine talking to itself (docs/security.md "Test mode"). */
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { Env } from '../env.ts';
import { clientIp, socketAddress } from './origin.ts';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true;
  const v4 = plain.startsWith('::ffff:') ? plain.slice(7) : plain;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** True when a listening address (HOST) accepts connections from this machine only. */
export function isLoopbackInterface(host: string): boolean {
  return host.trim().toLowerCase() === 'localhost' || isLoopbackAddress(host);
}

/**
 * True when the service listens on loopback only and the request comes from this machine: the
 * developer's own, who may use what test mode hands out (the dev mailbox, the test sign-in page).
 * Both the socket and, behind a trusted proxy, the forwarded client must be loopback: a wrongly
 * trusted X-Forwarded-For: 127.0.0.1 from a stranger's own socket is not the machine's user.
 */
export function isFromThisMachine(c: Context, env: Pick<Env, 'host' | 'trustProxy'>): boolean {
  return (
    isLoopbackInterface(env.host) &&
    isLoopbackAddress(socketAddress(c)) &&
    isLoopbackAddress(clientIp(c, env.trustProxy))
  );
}
