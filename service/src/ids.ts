/** Random identifiers and tokens from the CSPRNG. */
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A random id with a readable prefix, e.g. `mem_k3v9...`: 24 characters of [0-9a-z], about
 * 124 bits. Rejection sampling keeps every character equally likely.
 */
export function newId(prefix: string, length = 24): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && id.length < length) id += ALPHABET[byte % 36];
    }
  }
  return `${prefix}_${id}`;
}

/** An opaque secret token of `bytes` random bytes (default 32: 256 bits), base64url. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256: how session tokens and codes are stored (never the token itself). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
