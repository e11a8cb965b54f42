/**
 * The member's customer at Stripe (docs/product/payments-and-providers.md "Providers of
 * payments": `customer` reused): the one we know of, when Stripe still has it, else a new one
 * with the member's e-mail address and id. A customer id Stripe does not know (deleted, of the
 * other mode, or the test provider's) is replaced rather than failing the checkout.
 */
import type Stripe from 'stripe';
import type { CheckoutRequest } from '../provider.ts';
import { isMissing } from './client.ts';

/** The id of the member's Stripe customer, created when there is none. */
export async function customerFor(
  stripe: Stripe,
  member: CheckoutRequest['member'],
  customerId: string | null,
): Promise<string> {
  if (customerId) {
    try {
      const found = await stripe.customers.retrieve(customerId);
      if (!found.deleted) return found.id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  const created = await stripe.customers.create({ email: member.email, metadata: { memberId: member.id } });
  return created.id;
}
