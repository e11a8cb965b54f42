import { fromHex, sha256Bytes } from './sha256.ts';
import type { CaptchaChallenge } from './types.ts';

/** Hashes computed together before the solver yields to the event loop (about 10 ms of work). */
const BATCH_SIZE = 500;

export interface SolveOptions {
  /** Stops the search; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Share of the numbers searched so far, from 0 to 1 (1 when found). */
  onProgress?: (fraction: number) => void;
}

/**
 * Finds the number n from 0 to `maxnumber` whose SHA-256 of `salt + n` is the challenge
 * (ALTCHA proof of work). Hashes run in batches with a yield between them, so the page stays
 * responsive. Rejects when the algorithm is not SHA-256 or no number matches.
 */
export async function solveChallenge(
  { algorithm, challenge, salt, maxnumber }: CaptchaChallenge,
  { signal, onProgress }: SolveOptions = {},
): Promise<number> {
  if (algorithm !== 'SHA-256') throw new Error(`Unsupported captcha algorithm ${String(algorithm)}`);
  const target = fromHex(challenge);
  if (target?.length !== 32) throw new Error('The captcha challenge is not a SHA-256 hash');
  const last = Math.floor(maxnumber);
  for (let start = 0; start <= last; start += BATCH_SIZE) {
    signal?.throwIfAborted();
    const end = Math.min(start + BATCH_SIZE - 1, last);
    const numbers = Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
    const hashes = await Promise.all(numbers.map((number) => sha256Bytes(`${salt}${number}`)));
    signal?.throwIfAborted();
    const found = hashes.findIndex((hash) => sameBytes(hash, target));
    if (found !== -1) {
      onProgress?.(1);
      return start + found;
    }
    onProgress?.((end + 1) / (last + 1));
    await nextTask();
  }
  throw new Error('No number solves the captcha challenge');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Resolves in a new task (a message, which setTimeout's 4 ms nesting clamp does not slow). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
