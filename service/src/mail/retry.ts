/**
 * Failed deliveries are tried again with backoff (docs/architecture.md "Mail"): 30 seconds after
 * the first failure, then twice as long each time up to an hour, twelve attempts in all (about
 * seven hours), after which the mail stays in the outbox with its last error. Any instance may
 * retry a mail: a retry claims it first (its next attempt moved past the delivery's own time),
 * so two instances never send it twice, and a claim whose instance died is retried later.
 */
import type { Logger } from '../log.ts';
import type { Mailer } from './mailer.ts';

/** The wait after the first failure. */
export const RETRY_FIRST_DELAY_MS = 30_000;
/** The longest wait between two attempts. */
export const RETRY_MAX_DELAY_MS = 60 * 60_000;
/** Attempts after which a mail is given up (kept in the outbox with its error). */
export const MAIL_MAX_ATTEMPTS = 12;
/** How long a claimed retry is left to its instance before another may take it. */
export const RETRY_CLAIM_MS = 5 * 60_000;
/** How often each instance looks for mail due again. */
export const RETRY_SWEEP_MS = 15_000;

/** When to try a mail again after its `attempts`-th failed attempt; null: give up. */
export function nextAttemptAfter(now: Date, attempts: number): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  const delay = Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
  return new Date(now.getTime() + delay);
}

/** Retries the mail due every {@link RETRY_SWEEP_MS}; answers a function that stops it. */
export function startMailRetrySweep(
  deps: { mailer: Mailer; logger: Logger },
  everyMs = RETRY_SWEEP_MS,
): () => void {
  const { mailer, logger } = deps;
  if (!mailer.retryDue) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    mailer
      .retryDue?.()
      .catch((error: unknown) => logger.error({ err: error }, 'mail retry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
