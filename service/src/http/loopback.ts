/** Loopback addresses: the machine talking to itself (docs/security.md "Test mode"). */
import { isIP } from 'node:net';

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
