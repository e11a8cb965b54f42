import { useCallback, useEffect, useRef, useState } from 'react';
import { solveChallenge } from './solve.ts';
import { encodeCaptchaToken } from './token.ts';
import type { CaptchaChallenge } from './types.ts';

/** Where the captcha stands. */
export type CaptchaStatus = 'unverified' | 'verifying' | 'verified' | 'failed';

export interface UseCaptchaOptions {
  fetchChallenge: () => Promise<CaptchaChallenge>;
  onToken?: (token: string | null) => void;
  resetKey?: unknown;
}

interface Run {
  controller: AbortController;
  promise: Promise<string>;
}

/**
 * The captcha's state machine: `execute` fetches a challenge and solves it (once at a time, and
 * not again while a token is held); `reset` drops the token and stops a running search.
 * A change of `resetKey` resets, and unmounting stops the search.
 */
export function useCaptcha({ fetchChallenge, onToken, resetKey }: UseCaptchaOptions) {
  const [status, setStatus] = useState<CaptchaStatus>('unverified');
  const [progress, setProgress] = useState(0);
  const token = useRef<string | null>(null);
  const run = useRef<Run | null>(null);
  const callbacks = useRef({ fetchChallenge, onToken });
  useEffect(() => {
    callbacks.current = { fetchChallenge, onToken };
  });

  const execute = useCallback((): Promise<string> => {
    if (token.current) return Promise.resolve(token.current);
    if (run.current) return run.current.promise;
    const controller = new AbortController();
    const promise = (async () => {
      const challenge = await callbacks.current.fetchChallenge();
      controller.signal.throwIfAborted();
      const number = await solveChallenge(challenge, {
        signal: controller.signal,
        onProgress: setProgress,
      });
      return encodeCaptchaToken(challenge, number);
    })();
    run.current = { controller, promise };
    setStatus('verifying');
    setProgress(0);
    promise.then(
      (solved) => {
        if (run.current?.controller !== controller) return;
        run.current = null;
        token.current = solved;
        setStatus('verified');
        callbacks.current.onToken?.(solved);
      },
      () => {
        if (run.current?.controller !== controller) return;
        run.current = null;
        setStatus('failed');
      },
    );
    return promise;
  }, []);

  const reset = useCallback(() => {
    run.current?.controller.abort();
    run.current = null;
    const dropped = token.current;
    token.current = null;
    setStatus('unverified');
    setProgress(0);
    if (dropped) callbacks.current.onToken?.(null);
  }, []);

  const seenKey = useRef(resetKey);
  useEffect(() => {
    if (Object.is(seenKey.current, resetKey)) return;
    seenKey.current = resetKey;
    reset();
  }, [resetKey, reset]);

  useEffect(() => () => run.current?.controller.abort(), []);

  return { status, progress, execute, reset };
}
