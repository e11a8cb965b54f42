/**
 * Metadata we give Stripe's objects (docs/product/payments-and-providers.md "Providers of
 * payments"): our member, price and checkout ids, which tie a subscription to the member even
 * when its events arrive before the checkout's, and the caller's `metadataForCheckout` as far as
 * Stripe's limits allow (they are checked by Stripe, and a caller's oversized entry must not
 * fail the checkout).
 */

/** Stripe's limits on metadata: keys, key length, value length. */
const MAX_KEYS = 50;
const MAX_KEY_LENGTH = 40;
const MAX_VALUE_LENGTH = 500;

/** Our own entries: always kept, and never overwritten by the caller's. */
export interface OurMetadata {
  memberId: string;
  /** Ours (prc_...). */
  priceId: string;
  /** Ours (cs_...). */
  checkoutId: string;
  /** Stripe's subscription a card is added to (add-card checkouts). */
  subscriptionId?: string;
}

/** The caller's entries that Stripe accepts as they are (text, numbers, booleans), then ours. */
export function stripeMetadata(ours: OurMetadata, extra: Record<string, unknown>): Record<string, string> {
  const own = Object.fromEntries(Object.entries(ours).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  const room = MAX_KEYS - Object.keys(own).length;
  const theirs = Object.entries(extra)
    .filter(([key]) => key.length > 0 && key.length <= MAX_KEY_LENGTH && !(key in own) && !key.includes('['))
    .flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[key, String(value)]]
        : [],
    )
    .filter(([, value]) => (value ?? '').length <= MAX_VALUE_LENGTH)
    .slice(0, room);
  return { ...Object.fromEntries(theirs), ...own };
}
