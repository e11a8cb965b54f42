/**
 * Closing a Stripe Checkout Session before its member's account is deleted (docs/security.md
 * "Deleting an account"): an open session could otherwise still be completed, and make a
 * subscription that belongs to nobody. Stripe refuses to expire a session that is no longer
 * open; it is then read: expired already, or completed first, with the subscription it made
 * (which the caller cancels).
 */
import Stripe from 'stripe';
import type { ExpiredCheckout } from '../provider.ts';
import { isMissing } from './client.ts';

function idOf(value: string | { id: string } | null): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Expires the session `id`, or says how it ended without us. */
export async function expireStripeCheckout(stripe: Stripe, id: string): Promise<ExpiredCheckout> {
  try {
    await stripe.checkout.sessions.expire(id);
    return { status: 'expired' };
  } catch (error) {
    // A session Stripe does not have can make nothing.
    if (isMissing(error)) return { status: 'expired' };
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const session = await stripe.checkout.sessions.retrieve(id);
    if (session.status === 'expired') return { status: 'expired' };
    if (session.status === 'complete')
      return { status: 'complete', subscriptionId: idOf(session.subscription) };
    throw error;
  }
}
