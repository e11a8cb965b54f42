/**
 * Our prices at Stripe (docs/product/payments-and-providers.md "Providers of payments"): a price
 * is ours (prc_..., an amount in minor units, an interval), and Stripe gets a price of its own
 * that carries our id as its `lookup_key`. It is found by that key, or created (with a product
 * named after the plan) the first time it is sold, and remembered for the life of the process.
 * When our amount or interval changes, a new Stripe price takes the key over (subscriptions on
 * the old one stay on it: the old price still names our id in its metadata).
 */
import type Stripe from 'stripe';
import type { CheckoutRequest } from '../provider.ts';

type OurPrice = CheckoutRequest['price'];
type OurPlan = CheckoutRequest['plan'];

const INTERVALS = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as const;

/** Stripe's interval of our price; only recurring prices are sold through Stripe Checkout. */
function recurringOf(price: OurPrice): {
  interval: (typeof INTERVALS)[keyof typeof INTERVALS];
  interval_count: number;
} {
  if (!price.intervalType)
    throw new Error(`price ${price.id} has no billing interval: it cannot be a subscription`);
  return { interval: INTERVALS[price.intervalType], interval_count: price.intervalCount ?? 1 };
}

/** Whether Stripe's price charges what ours does. */
function chargesTheSame(found: Stripe.Price, price: OurPrice): boolean {
  const recurring = recurringOf(price);
  return (
    found.active &&
    found.unit_amount === price.amount &&
    found.currency === price.currency.toLowerCase() &&
    found.recurring?.interval === recurring.interval &&
    found.recurring.interval_count === recurring.interval_count
  );
}

function productIdOf(product: Stripe.Price['product']): string {
  return typeof product === 'string' ? product : product.id;
}

/** Finds or creates Stripe's price for each of ours. */
export interface PriceCatalog {
  /** The id of Stripe's price that charges what `price` does. */
  stripePriceId(price: OurPrice, plan: OurPlan): Promise<string>;
}

export function createPriceCatalog(stripe: Stripe): PriceCatalog {
  const known = new Map<string, string>();
  return {
    async stripePriceId(price, plan) {
      const recurring = recurringOf(price);
      const key = [price.id, price.amount, price.currency, recurring.interval, recurring.interval_count].join(
        ':',
      );
      const remembered = known.get(key);
      if (remembered) return remembered;

      const { data } = await stripe.prices.list({ lookup_keys: [price.id], limit: 1 });
      const existing = data[0];
      let id: string;
      if (existing && chargesTheSame(existing, price)) {
        id = existing.id;
      } else {
        const created = await stripe.prices.create({
          currency: price.currency.toLowerCase(),
          unit_amount: price.amount,
          recurring,
          nickname: price.name,
          lookup_key: price.id,
          transfer_lookup_key: true,
          metadata: { priceId: price.id, planId: plan.id },
          ...(existing
            ? { product: productIdOf(existing.product) }
            : { product_data: { name: plan.name, metadata: { planId: plan.id } } }),
        });
        id = created.id;
      }
      known.set(key, id);
      return id;
    },
  };
}
