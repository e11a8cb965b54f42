import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from './solve.ts';
import { decodeCaptchaToken, encodeCaptchaToken } from './token.ts';
import type { CaptchaChallenge } from './types.ts';

/** A challenge made the way service/src/auth/captcha.ts issueChallenge makes one (without the database). */
function issue(secret: number, maxnumber: number): CaptchaChallenge {
  const expires = Math.floor(Date.now() / 1000) + 600;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = createHash('sha256').update(`${salt}${secret}`).digest('hex');
  const signature = createHmac('sha256', randomBytes(32).toString('hex')).update(challenge).digest('hex');
  return { algorithm: 'SHA-256', challenge, salt, signature, maxnumber };
}

/** The service's check of a token's proof of work (the part that needs no database). */
function serviceAccepts(token: string, issued: CaptchaChallenge): boolean {
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  const hash = createHash('sha256').update(`${payload.salt}${payload.number}`).digest('hex');
  return (
    payload.algorithm === 'SHA-256' &&
    Number.isInteger(payload.number) &&
    payload.number >= 0 &&
    hash === payload.challenge &&
    payload.challenge === issued.challenge &&
    payload.salt === issued.salt &&
    payload.signature === issued.signature
  );
}

describe('solveChallenge', () => {
  it('given a challenge issued as the service does / it finds the secret number', async () => {
    const secret = randomInt(0, 5001);
    const issued = issue(secret, 5000);
    await expect(solveChallenge(issued)).resolves.toBe(secret);
  });

  it('given the secret is 0 or maxnumber itself / it finds it (both ends are included)', async () => {
    await expect(solveChallenge(issue(0, 1200))).resolves.toBe(0);
    await expect(solveChallenge(issue(1200, 1200))).resolves.toBe(1200);
  });

  it('given a search / it reports growing progress that ends at 1', async () => {
    const progress: number[] = [];
    await solveChallenge(issue(1800, 2000), { onProgress: (fraction) => progress.push(fraction) });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('given a secret above maxnumber / it rejects instead of searching forever', async () => {
    await expect(solveChallenge(issue(900, 800))).rejects.toThrow('No number solves');
  });

  it('given another algorithm / it rejects', async () => {
    const other = { ...issue(1, 10), algorithm: 'SHA-512' } as unknown as CaptchaChallenge;
    await expect(solveChallenge(other)).rejects.toThrow('Unsupported captcha algorithm');
  });

  it('given an aborted signal / it stops with the abort reason', async () => {
    const controller = new AbortController();
    const solving = solveChallenge(issue(90_000, 100_000), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('encodeCaptchaToken', () => {
  it('given a solved challenge / the service accepts the token', async () => {
    const issued = issue(321, 1000);
    const token = encodeCaptchaToken(issued, await solveChallenge(issued));
    expect(serviceAccepts(token, issued)).toBe(true);
    expect(decodeCaptchaToken(token)).toEqual({
      algorithm: 'SHA-256',
      challenge: issued.challenge,
      number: 321,
      salt: issued.salt,
      signature: issued.signature,
    });
  });

  it('given the payload / its fields come in the order algorithm, challenge, number, salt, signature', () => {
    const token = encodeCaptchaToken(issue(1, 10), 1);
    const keys = Object.keys(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    expect(keys).toEqual(['algorithm', 'challenge', 'number', 'salt', 'signature']);
  });

  it('given text that is not a token / decoding says null', () => {
    expect(decodeCaptchaToken('not base64 json')).toBeNull();
    expect(decodeCaptchaToken(btoa('{"algorithm":"MD5"}'))).toBeNull();
  });
});

describe('solving a full-size challenge', () => {
  it('given maxnumber 100,000 (the service default) / it solves in a few seconds', async () => {
    const issued = issue(100_000, 100_000);
    const started = performance.now();
    await expect(solveChallenge(issued)).resolves.toBe(100_000);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
