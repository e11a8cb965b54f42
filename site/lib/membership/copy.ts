/** The words of the one offer made to a member without the members' videos (from the pages' content). */
import type { MembershipOffer } from './access.ts';

/** One offer: a friendly sentence and its button. */
export interface OfferCopy {
  /** A heading above the sentence, where the place has room for one. */
  title?: string;
  /** 'Start your 7-day free trial to watch this video. No card needed.' */
  text: string;
  /** 'Start Free Trial' or 'Renew for $1.00/month'. */
  action: string;
}

/** The offers of a page, and the words around the checkout they start. */
export interface OffersCopy extends Record<MembershipOffer, OfferCopy> {
  /** The button while the checkout opens: 'Opening checkout...'. */
  busy: string;
  /** Said when the checkout cannot open and the failure has no sentence of its own. */
  failed: string;
}
