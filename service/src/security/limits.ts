/**
 * How the service keeps its rate limits (docs/security.md "Limits"). The limits themselves are
 * in the contract (`sdk/src/contract/limits.ts`), where routes declare the ones they are
 * counted under; this module holds what only the counting needs.
 */

const HOUR = 60 * 60;

/** Counters unused for this long are deleted now and then (longer than two of the longest windows). */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * HOUR;

/** The key of a limit per address and client. */
export function addressAndClient(email: string, ip: string): string {
  return `${email} ${ip}`;
}
