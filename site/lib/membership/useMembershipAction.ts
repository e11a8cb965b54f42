import { userMessage } from '@wf/sdk/errors';
import { $modal, type ModalRequest } from '@wf/widget';
import type { ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type MembershipBilling, openMembershipPortal, startMembershipCheckout } from './billing.ts';
import { watchCall } from './watchCall.ts';

/** The two things a membership button does. */
export type MembershipActionKind = 'checkout' | 'portal';

export interface MembershipAction {
  /** False until the page's widget exists (the button waits). */
  ready: boolean;
  /** The call under way (its button shows busy), or null. */
  pending: MembershipActionKind | null;
  /** The last failure, in words meant for people (the service's sentence, else the fallback). */
  error: string | null;
  /** Starts the Membership's checkout. */
  checkout(): void;
  /** Opens the billing portal. */
  portal(): void;
}

export interface MembershipActionOptions {
  /** Said when the failure carries no sentence for people. */
  fallback: string;
  /** Also called with each failure's sentence (Join Us shows it as a toast). */
  onError?: (message: string) => void;
  /** The widget's modal store (the Test Card modal shows there). */
  modal?: ReadableAtom<ModalRequest | null>;
}

/**
 * The checkout and portal buttons' state (docs/product/website.md §2 "Member dashboard", §8):
 * one call at a time; busy until the browser leaves, a failure shows the service's sentence
 * through `userMessage`.
 */
export function useMembershipAction(
  billing: MembershipBilling | null,
  { fallback, onError, modal = $modal }: MembershipActionOptions,
): MembershipAction {
  const [pending, setPending] = useState<MembershipActionKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const stop = useRef<() => void>(() => undefined);
  const latestOnError = useRef(onError);
  latestOnError.current = onError;

  useEffect(() => () => stop.current(), []);

  const run = useCallback(
    (kind: MembershipActionKind) => {
      if (!billing || running.current) return;
      running.current = true;
      setPending(kind);
      setError(null);
      const release = () => {
        running.current = false;
        setPending(null);
      };
      let call: Promise<unknown>;
      try {
        call = kind === 'checkout' ? startMembershipCheckout(billing) : openMembershipPortal(billing);
      } catch (caught) {
        call = Promise.reject(caught);
      }
      stop.current();
      stop.current = watchCall(call, modal, {
        // The browser is on its way: the button stays busy until the page goes.
        onDone: () => undefined,
        onModalClosed: release,
        onFailed: (failure) => {
          release();
          const message = userMessage(failure, fallback);
          setError(message);
          latestOnError.current?.(message);
        },
      });
    },
    [billing, fallback, modal],
  );

  return {
    ready: billing !== null,
    pending,
    error,
    checkout: useCallback(() => run('checkout'), [run]),
    portal: useCallback(() => run('portal'), [run]),
  };
}
