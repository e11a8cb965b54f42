/**
 * What happens with time (docs/product/payments-and-providers.md "Trials and lapses"), run every
 * minute by the service: checkouts expire after a day; the test provider renews (or ends) its
 * subscriptions at the end of their period or trial, as a payment provider would; and every
 * member in a trial hears three days before it ends. Stripe renews its own subscriptions and
 * tells us by webhook.
 */
import { PLAN_HOLDING_STATUSES } from '@wf/sdk/access';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { checkoutSessions, prices, subscriptions } from '../../db/schema.ts';
import type { Deps } from '../../http/context.ts';
import { newId } from '../../ids.ts';
import { applySubscription } from './apply.ts';
import { sendBillingMails, sendTrialEndingMail } from './mail.ts';
import { testSubscriptionOf } from './test-provider/provider.ts';
import { failPayment, isLive, renew } from './test-provider/transitions.ts';

/** How long before a trial's end its notice goes out. */
export const TRIAL_NOTICE_MS = 3 * 86_400_000;

/** Subscriptions handled per run (the next run takes the rest). */
const BATCH = 100;

/** How often the service runs the sweep. */
export const BILLING_SWEEP_INTERVAL_MS = 60_000;

type SweepDeps = Pick<Deps, 'database' | 'clock' | 'mailer' | 'env' | 'logger' | 'payments'>;

/** One run: what it did, for the log and tests. */
export async function runBillingSweep(
  deps: SweepDeps,
): Promise<{ expired: number; renewed: number; notices: number }> {
  const { database, clock } = deps;
  const now = clock();
  const expired = await database.db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.status, 'open'), lte(checkoutSessions.expiresAt, now)))
    .returning({ id: checkoutSessions.id });

  let renewed = 0;
  if (deps.payments?.name === 'test') {
    const due = await database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'test'),
          // Subscriptions that hold their plan (@wf/sdk/access) renew; the others are over.
          inArray(subscriptions.status, [...PLAN_HOLDING_STATUSES]),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      )
      .limit(BATCH);
    for (const { id } of due) {
      const applied = await database.transaction(async (tx) => {
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
        if (!row || !isLive(row) || !row.currentPeriodEnd || row.currentPeriodEnd > now) return null;
        const [price] = await tx.select().from(prices).where(eq(prices.id, row.priceId));
        if (!price) return null;
        const current = testSubscriptionOf(row);
        const invoice = newId('in_test');
        // A charge still failing at the end of the period ends the subscription.
        const next =
          row.status === 'PAST_DUE'
            ? failPayment(current, price, invoice, now)
            : renew(current, price, invoice, now);
        return applySubscription(tx, { appId: row.appId, subscription: next, now });
      });
      if (applied) {
        renewed += 1;
        await sendBillingMails(deps, applied.mails);
      }
    }
  }

  const noticed = await database.db
    .update(subscriptions)
    .set({ trialNoticeSentAt: now })
    .where(
      and(
        eq(subscriptions.status, 'TRIALING'),
        isNull(subscriptions.trialNoticeSentAt),
        gt(subscriptions.trialEnd, now),
        lte(subscriptions.trialEnd, new Date(now.getTime() + TRIAL_NOTICE_MS)),
      ),
    )
    .returning({ id: subscriptions.id });
  for (const { id } of noticed) {
    await sendTrialEndingMail(deps, id).catch((error: unknown) =>
      deps.logger.error({ error: String(error), subscriptionId: id }, 'the trial notice could not be sent'),
    );
  }
  return { expired: expired.length, renewed, notices: noticed.length };
}

/** Runs the sweep now and every {@link BILLING_SWEEP_INTERVAL_MS}; answers a function that stops it. */
export function startBillingSweep(deps: SweepDeps): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await runBillingSweep(deps);
      if (done.renewed + done.notices + done.expired > 0) deps.logger.info(done, 'billing sweep');
    } catch (error) {
      deps.logger.error({ error: String(error) }, 'the billing sweep failed; it runs again in a minute');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), BILLING_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
