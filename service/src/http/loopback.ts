/** Loopback addresses: the machine talking to itself (docs/security.md "Test mode"). */
import { isLoopbackIp } from './ip-address.ts';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string): boolean {
  return isLoopbackIp(address);
}

/** True when a listening address (HOST) accepts connections from this machine only. */
export function isLoopbackInterface(host: string): boolean {
  return host.trim().toLowerCase() === 'localhost' || isLoopbackAddress(host);
}
