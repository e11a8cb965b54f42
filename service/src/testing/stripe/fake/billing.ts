/**
 * Test support: what happens at Stripe between our requests, as the local fake plays it
 * (fake-stripe.ts): a member completes a checkout (a trial, a first charge, a saved card), a
 * renewal is charged, a charge fails or waits for 3-D Secure, a trial ends, a subscription is
 * cancelled. Each changes the stored objects the way Stripe would, so that the provider reads
 * them back as it reads Stripe's.
 */
import { type FormParams, mapAt, textAt, valueAt } from './form.ts';
import type { FakeCard, FakeObject, FakeStripeStore } from './store.ts';

/** The store and the fake's clock (Unix seconds). */
export interface FakeWorld {
  store: FakeStripeStore;
  now(): number;
}

/** How a charge ends. */
export type ChargeOutcome = 'paid' | 'declined' | 'requires_action';

const DAY = 86_400;

/** The end of a period of `price` that starts at `start` (seconds). */
function periodEnd(start: number, price: FakeObject): number {
  const recurring = price.recurring as { interval: string; interval_count: number };
  const end = new Date(start * 1000);
  const count = recurring.interval_count;
  if (recurring.interval === 'day') end.setUTCDate(end.getUTCDate() + count);
  else if (recurring.interval === 'week') end.setUTCDate(end.getUTCDate() + 7 * count);
  else if (recurring.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + count);
  else end.setUTCMonth(end.getUTCMonth() + count);
  return Math.floor(end.getTime() / 1000);
}

function itemOf(subscription: FakeObject): Record<string, unknown> {
  const item = (subscription.items as { data: Record<string, unknown>[] }).data[0];
  if (!item) throw new Error(`the fake subscription ${subscription.id} has no item`);
  return item;
}

function priceOf(world: FakeWorld, subscription: FakeObject): FakeObject {
  return world.store.get(String(itemOf(subscription).price), 'price');
}

/** A saved card of `customer`. */
export function savePaymentMethod(world: FakeWorld, customer: string, card: FakeCard): FakeObject {
  return world.store.create('pm', 'payment_method', { type: 'card', customer, card: { ...card } });
}

/** A new invoice of `subscription` for `amount`, charged with `outcome`; it becomes the latest. */
function invoice(
  world: FakeWorld,
  subscription: FakeObject,
  amount: number,
  outcome: ChargeOutcome,
): FakeObject {
  const now = world.now();
  const paid = outcome === 'paid';
  const created = world.store.create('in', 'invoice', {
    customer: subscription.customer,
    currency: subscription.currency,
    status: paid ? 'paid' : 'open',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempted: amount > 0,
    attempt_count: amount > 0 ? 1 : 0,
    billing_reason: subscription.latest_invoice ? 'subscription_cycle' : 'subscription_create',
    created: now,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    status_transitions: { finalized_at: now, paid_at: paid ? now : null },
  });
  if (amount > 0) charge(world, created, outcome);
  subscription.latest_invoice = created.id;
  return created;
}

/** A payment attempt at `invoice`: a payment intent and the invoice's payment record. */
function charge(world: FakeWorld, invoice: FakeObject, outcome: ChargeOutcome): void {
  const statuses = {
    paid: 'succeeded',
    declined: 'requires_payment_method',
    requires_action: 'requires_action',
  };
  const intent = world.store.create('pi', 'payment_intent', {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: invoice.customer,
    status: statuses[outcome],
  });
  world.store.addInvoicePayment(
    invoice.id,
    world.store.create('inpay', 'invoice_payment', {
      invoice: invoice.id,
      is_default: true,
      status: outcome === 'paid' ? 'paid' : 'open',
      amount_requested: invoice.amount_due,
      amount_paid: outcome === 'paid' ? invoice.amount_due : null,
      currency: invoice.currency,
      payment: { type: 'payment_intent', payment_intent: intent.id },
    }),
  );
}

/** The subscription a completed subscription-mode session makes. */
function subscribe(
  world: FakeWorld,
  session: FakeObject,
  params: FormParams,
  card: FakeCard | null,
): FakeObject {
  const now = world.now();
  const price = world.store.get(textAt(params, 'line_items.0.price') ?? '', 'price');
  const trialDays = Number(textAt(params, 'subscription_data.trial_period_days') ?? 0);
  const cardNeeded = !(trialDays > 0 && session.payment_method_collection === 'if_required');
  if (cardNeeded && !card) throw new Error(`the fake checkout ${session.id} needs a card`);
  const customer = String(session.customer);
  const method = card ? savePaymentMethod(world, customer, card) : null;
  const trialEnd = trialDays > 0 ? now + trialDays * DAY : null;
  const subscription = world.store.create('sub', 'subscription', {
    customer,
    currency: price.currency,
    status: trialEnd ? 'trialing' : 'active',
    metadata: mapAt(params, 'subscription_data.metadata'),
    default_payment_method: method?.id ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: world.store.newId('si'),
          object: 'subscription_item',
          price: price.id,
          quantity: 1,
          current_period_start: now,
          current_period_end: trialEnd ?? periodEnd(now, price),
        },
      ],
    },
    latest_invoice: null,
    trial_start: trialEnd ? now : null,
    trial_end: trialEnd,
    trial_settings: valueAt(params, 'subscription_data.trial_settings') ?? null,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    start_date: now,
    created: now,
  });
  // A trial's first invoice charges nothing.
  invoice(world, subscription, trialEnd ? 0 : Number(price.unit_amount), 'paid');
  return subscription;
}

/** The member completes checkout session `sessionId`, with `card` (none: a trial without a card). */
export function completeCheckout(world: FakeWorld, sessionId: string, card: FakeCard | null): FakeObject {
  const session = world.store.get(sessionId, 'checkout.session');
  if (session.status !== 'open') throw new Error(`the fake checkout ${sessionId} is ${session.status}`);
  const params = world.store.checkoutParams.get(sessionId) ?? {};
  if (session.mode === 'setup') {
    if (!card) throw new Error(`the fake setup checkout ${sessionId} needs a card`);
    const method = savePaymentMethod(world, String(session.customer), card);
    const intent = world.store.create('seti', 'setup_intent', {
      customer: session.customer,
      payment_method: method.id,
      status: 'succeeded',
      metadata: mapAt(params, 'setup_intent_data.metadata'),
    });
    Object.assign(session, { status: 'complete', setup_intent: intent.id });
    return session;
  }
  const subscription = subscribe(world, session, params, card);
  Object.assign(session, {
    status: 'complete',
    subscription: subscription.id,
    payment_status: subscription.status === 'trialing' ? 'no_payment_required' : 'paid',
  });
  return session;
}

/** The current period ends and the next one is charged with `outcome`. */
function nextPeriod(world: FakeWorld, subscription: FakeObject, outcome: ChargeOutcome): FakeObject {
  const item = itemOf(subscription);
  const price = priceOf(world, subscription);
  const start = Number(item.current_period_end);
  Object.assign(item, { current_period_start: start, current_period_end: periodEnd(start, price) });
  return invoice(world, subscription, Number(price.unit_amount), outcome);
}

/** The latest invoice, when it is still open (a charge being retried). */
function openInvoice(world: FakeWorld, subscription: FakeObject): FakeObject | undefined {
  const latest = subscription.latest_invoice
    ? world.store.find(String(subscription.latest_invoice), 'invoice')
    : undefined;
  return latest?.status === 'open' ? latest : undefined;
}

/** Ends the subscription now. */
export function cancelSubscription(world: FakeWorld, subscriptionId: string): FakeObject {
  const subscription = world.store.get(subscriptionId, 'subscription');
  const now = world.now();
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: now,
    ended_at: now,
    cancel_at_period_end: false,
  });
  return subscription;
}

/**
 * A charge of the subscription fails (or waits for 3-D Secure): the open invoice is tried again,
 * else the next period's invoice is; the subscription is past due (a first charge leaves it
 * incomplete).
 */
export function failPayment(
  world: FakeWorld,
  subscriptionId: string,
  outcome: Exclude<ChargeOutcome, 'paid'> = 'declined',
): FakeObject {
  const subscription = world.store.get(subscriptionId, 'subscription');
  const open = openInvoice(world, subscription);
  if (open) {
    open.attempt_count = Number(open.attempt_count) + 1;
    charge(world, open, outcome);
  } else {
    nextPeriod(world, subscription, outcome);
  }
  if (subscription.status !== 'incomplete') subscription.status = 'past_due';
  return subscription;
}

/** The subscription is charged: the open invoice is paid, else the next period's. */
export function renew(world: FakeWorld, subscriptionId: string): FakeObject {
  const subscription = world.store.get(subscriptionId, 'subscription');
  if (subscription.cancel_at_period_end) return cancelSubscription(world, subscriptionId);
  const open = openInvoice(world, subscription);
  if (open) {
    const now = world.now();
    charge(world, open, 'paid');
    Object.assign(open, {
      status: 'paid',
      amount_paid: open.amount_due,
      amount_remaining: 0,
      attempt_count: Number(open.attempt_count) + 1,
      status_transitions: { finalized_at: now, paid_at: now },
    });
  } else {
    nextPeriod(world, subscription, 'paid');
  }
  subscription.status = 'active';
  return subscription;
}

/** The trial ends now: the card is charged, or without a card the subscription is cancelled. */
export function endTrial(world: FakeWorld, subscriptionId: string): FakeObject {
  const subscription = world.store.get(subscriptionId, 'subscription');
  const now = world.now();
  const item = itemOf(subscription);
  Object.assign(item, { current_period_end: now });
  subscription.trial_end = now;
  const customer = world.store.find(String(subscription.customer), 'customer');
  const settings = customer?.invoice_settings as { default_payment_method?: string | null } | undefined;
  if (!subscription.default_payment_method && !settings?.default_payment_method) {
    return cancelSubscription(world, subscriptionId);
  }
  return renew(world, subscriptionId);
}
