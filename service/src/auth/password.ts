/**
 * Password hashing with argon2id at the OWASP parameters (m=19456 KiB, t=2, p=1). Hashing
 * runs on libuv's thread pool (@node-rs/argon2's async functions), never on the event loop.
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which type stripping cannot read). */
const ARGON2ID = 2 as Algorithm;

/** OWASP Password Storage Cheat Sheet, argon2id option 2. */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password into a PHC string ($argon2id$v=19$m=19456,t=2,p=1$...). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** Made once, lazily: what an unknown account's password is checked against. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown e-mail, or a member
 * without a password) it checks the password against a decoy made with the same parameters and
 * answers false: both paths take the same steps, so the answer's timing does not tell whether the
 * account exists (docs/security.md "Passwords"; service/src/security/attacks/timing.test.ts).
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that no account has');
  const decoy = await decoyHash;
  // A malformed stored hash never matches.
  const matched = await verify(storedHash || decoy, password).catch(() => false);
  return Boolean(storedHash) && matched;
}
