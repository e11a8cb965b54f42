import type { Member } from '@wf/sdk/contract';
import { toast } from '@wf/ui';
import type { AuthStatus, WidgetApi } from '@wf/widget';
import { useEffect, useMemo, useRef, useState } from 'react';
import { videoAccess } from '../../lib/membership/access.ts';
import { membershipBilling } from '../../lib/membership/billing.ts';
import { useMembershipAction } from '../../lib/membership/useMembershipAction.ts';
import { AFTER_SIGNUP_PATH } from './constants.ts';
import { signupIntent } from './signupIntent.ts';
import type { SignupMembershipCopy } from './types.ts';

export interface TrialCheckoutOptions {
  /** Join Us's words for the way on; without them the card never leads into the trial. */
  copy: SignupMembershipCopy | undefined;
  status: AuthStatus;
  member: Member | null;
  widget: WidgetApi | null;
  /** Leaves the page once (the card's own leaveFor). */
  leaveFor: (path: string, how?: 'assign' | 'replace') => void;
}

export interface TrialCheckout {
  /** The page leads into the trial (`/signup?plan=trial`). */
  active: boolean;
  /** The checkout is opening (the card's button shows busy). */
  pending: boolean;
  /** The button of a signed-in member on this page: its words, or null when the card is as usual. */
  memberButton: string | null;
  /** Starts the checkout now (the signed-in member's button; a retry after a failure). */
  start(): void;
  /** A signup is starting here: its member goes on through {@link continueWith}, not on their own. */
  claim(): void;
  /** After the account: the dashboard if the member may watch already, else the checkout. */
  continueWith(member: Member): void;
}

/**
 * Join Us reached from a call to action (docs/product/website.md §2 "Join Us"): after the new
 * account the Membership's checkout opens (the service offers the free trial, no card); a member
 * signed in already goes straight to checkout, or to the dashboard when their plans include the
 * videos. A checkout that cannot open says why in a toast and leaves the button to try again.
 */
export function useTrialCheckout({
  copy,
  status,
  member,
  widget,
  leaveFor,
}: TrialCheckoutOptions): TrialCheckout {
  // Read after hydration: the page is static, its query is the browser's.
  const [active, setActive] = useState(false);
  useEffect(() => setActive(copy !== undefined && signupIntent(window.location.search) === 'trial'), [copy]);

  const billing = useMemo(() => (widget ? membershipBilling(widget) : null), [widget]);
  const checkout = useMembershipAction(billing, {
    fallback: copy?.failedFallback ?? '',
    onError: (message) =>
      toast({ title: copy?.failedTitle ?? '', description: message, variant: 'destructive' }),
  });
  const handled = useRef(false);

  const continueWith = (who: Member) => {
    if (videoAccess(who).kind === 'granted') leaveFor(AFTER_SIGNUP_PATH, 'replace');
    else checkout.checkout();
  };

  // A member signed in already goes on at once, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: continueWith only reads the latest props
  useEffect(() => {
    if (!active || status !== 'signed-in' || !member || !billing || handled.current) return;
    handled.current = true;
    continueWith(member);
  }, [active, status, member, billing]);

  const offer = member ? videoAccess(member) : null;
  const signedIn = active && status === 'signed-in' && member !== null;
  return {
    active,
    pending: checkout.pending !== null,
    memberButton:
      signedIn && copy
        ? offer?.kind === 'offer' && offer.offer === 'renew'
          ? copy.renew
          : copy.trial
        : null,
    start: checkout.checkout,
    claim: () => {
      handled.current = true;
    },
    continueWith,
  };
}
