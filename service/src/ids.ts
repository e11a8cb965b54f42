/** Random identifiers and tokens from the CSPRNG. */
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Random bytes are drawn from the CSPRNG a few kilobytes at a time and handed out once each, as
 * Node does for randomUUID(): one system call per 128 session tokens rather than one per token
 * (the XSRF token of GET /member's first answer, a session per login).
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** `bytes` fresh random bytes, each handed out once. */
export function secureRandomBytes(bytes: number): Buffer {
  if (bytes > POOL_BYTES / 4) return randomBytes(bytes);
  if (poolOffset + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  // A copy: the caller owns its bytes, and the pool's are never given out twice.
  const out = Buffer.from(pool.subarray(poolOffset, poolOffset + bytes));
  pool.fill(0, poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return out;
}

/**
 * A random id with a readable prefix, e.g. `mem_k3v9...`: 24 characters of [0-9a-z], about
 * 124 bits. Rejection sampling keeps every character equally likely.
 */
export function newId(prefix: string, length = 24): string {
  let id = '';
  while (id.length < length) {
    for (const byte of secureRandomBytes(length * 2)) {
      if (byte < 252 && id.length < length) id += ALPHABET[byte % 36];
    }
  }
  return `${prefix}_${id}`;
}

/** An opaque secret token of `bytes` random bytes (default 32: 256 bits), base64url. */
export function newToken(bytes = 32): string {
  return secureRandomBytes(bytes).toString('base64url');
}

/** Hex SHA-256: how session tokens and codes are stored (never the token itself). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
