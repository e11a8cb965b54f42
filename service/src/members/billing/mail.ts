/**
 * Sends the e-mails a change of subscription calls for (docs/product/payments-and-providers.md
 * "Mail"), after the change has committed: receipts, failed payments, and the notice three days
 * before a trial ends. Each links to the page of the app's site where the member manages the
 * membership (its settings' `links.account`; its button opens the billing portal, which needs a
 * signed-in member).
 */
import { and, eq } from 'drizzle-orm';
import { accountUrlOf } from '../../apps/settings.ts';
import type { Database } from '../../db/client.ts';
import { apps, members, plans, prices, subscriptions } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { paymentFailedEmail, receiptEmail, trialEndingEmail } from '../../mail/templates/index.ts';
import type { BillingMail } from './apply.ts';
import { formatMinor } from './money.ts';

/** What sending billing mail needs. */
export interface BillingMailDeps {
  database: Database;
  mailer: Mailer;
  env: Pick<Env, 'publicUrl'>;
  logger: Logger;
}

const INTERVAL_WORDS = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as const;

/** A date as the e-mails write it: 'December 1, 2026' (UTC). */
export function mailDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The subscription, its member, plan, price and app, for an e-mail about it. */
async function contextOf(database: Database, subscriptionId: string) {
  const [found] = await database.db
    .select({ subscription: subscriptions, email: members.email, plan: plans, price: prices, app: apps })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(prices, eq(prices.id, subscriptions.priceId))
    .innerJoin(apps, and(eq(apps.id, subscriptions.appId)))
    .where(eq(subscriptions.id, subscriptionId));
  return found;
}

type Context = NonNullable<Awaited<ReturnType<typeof contextOf>>>;

function textOf(context: Context, publicUrl: string) {
  return {
    appName: context.app.name,
    planName: context.plan.name,
    amount: formatMinor(context.price.amount, context.price.currency),
    interval: INTERVAL_WORDS[context.price.intervalType ?? 'MONTHLY'],
    manageUrl: accountUrlOf(context.app, publicUrl),
  };
}

/** Sends `mails` (from applySubscription). A failure is logged, never thrown: the change stands. */
export async function sendBillingMails(deps: BillingMailDeps, mails: readonly BillingMail[]): Promise<void> {
  for (const mail of mails) {
    try {
      const context = await contextOf(deps.database, mail.subscriptionId);
      if (!context) continue;
      const text = textOf(context, deps.env.publicUrl);
      const content =
        mail.kind === 'receipt'
          ? receiptEmail({
              ...text,
              amount: formatMinor(mail.amount, mail.currency),
              paidOn: mailDate(mail.paidAt),
              nextBillingOn: context.subscription.nextBillingAt
                ? mailDate(context.subscription.nextBillingAt)
                : null,
            })
          : paymentFailedEmail({ ...text, amount: formatMinor(mail.amount, mail.currency) });
      await deps.mailer.send({ appId: context.app.id, to: context.email, ...content });
    } catch (error) {
      deps.logger.error({ error: String(error), mail: mail.kind }, 'a billing e-mail could not be sent');
    }
  }
}

/** The notice three days before a trial ends. */
export async function sendTrialEndingMail(deps: BillingMailDeps, subscriptionId: string): Promise<void> {
  const context = await contextOf(deps.database, subscriptionId);
  if (!context?.subscription.trialEnd) return;
  const content = trialEndingEmail({
    ...textOf(context, deps.env.publicUrl),
    endsOn: mailDate(context.subscription.trialEnd),
    converts: context.subscription.cardLast4 !== null && !context.subscription.cancelAtPeriodEnd,
  });
  await deps.mailer.send({ appId: context.app.id, to: context.email, ...content });
}
