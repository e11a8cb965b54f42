import type { MembershipOffer } from './access.ts';
import type { MembershipBilling } from './billing.ts';
import type { OffersCopy } from './copy.ts';
import { MembershipPrompt } from './MembershipPrompt.tsx';
import { useMembershipAction } from './useMembershipAction.ts';

export interface OfferPromptProps {
  offer: MembershipOffer;
  copy: OffersCopy;
  /** The Membership's checkout; null until the page's widget exists. */
  billing: MembershipBilling | null;
  headingLevel?: 2 | 3;
}

/** The offer prompt wired to the checkout: its one button opens the Membership's checkout. */
export function OfferPrompt({ offer, copy, billing, headingLevel }: OfferPromptProps) {
  const action = useMembershipAction(billing, { fallback: copy.failed });
  return (
    <MembershipPrompt
      offer={offer}
      copy={copy}
      busy={action.pending === 'checkout'}
      ready={action.ready}
      error={action.error}
      onStart={action.checkout}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
