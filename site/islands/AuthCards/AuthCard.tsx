import type { Member } from '@wf/sdk/contract';
import { userMessage } from '@wf/sdk/errors';
import { toast } from '@wf/ui';
import { $modal, getWidget, loginWithModal, signupWithModal } from '@wf/widget';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { AuthCardView } from './AuthCardView.tsx';
import { type AttemptOutcome, attemptModal } from './attempt.ts';
import { AFTER_SIGNUP_PATH, WELCOME_TOAST_MS } from './constants.ts';
import { redirectTarget } from './redirect.ts';
import { signInKeepingTrial } from './signupIntent.ts';
import type { AuthAction, AuthCardCopy, AuthCardState } from './types.ts';
import { useTrialCheckout } from './useTrialCheckout.ts';

export interface AuthCardProps {
  action: AuthAction;
  copy: AuthCardCopy;
  /** Join Us: the fixed plan every signup joins (docs/product/website.md §1). */
  signupPlanId?: string;
  /** The site's mark (an Astro slot). */
  logo?: ReactNode;
}

/**
 * The Sign In and Join Us islands (docs/product/website.md §2, §4, §8): the button opens the widget's
 * login or signup modal and waits for the member as the widget spec says (loginWithModal,
 * signupWithModal); closing the modal only ends the busy state. Join Us reached from a call to
 * action (`?plan=trial`) goes on into the Membership's checkout (useTrialCheckout).
 */
export function AuthCard({ action, copy, signupPlanId, logo }: AuthCardProps) {
  const { status, member, widget } = useMemberState();
  const [state, setState] = useState<AuthCardState>('idle');
  // Rendered on the server: until hydration a press would do nothing, so the button waits.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const leaving = useRef(false);

  /** Goes once: a completed sign-in also turns the status signed-in, which sends on too. */
  const leaveFor = (path: string, how: 'assign' | 'replace' = 'assign') => {
    if (leaving.current) return;
    leaving.current = true;
    window.location[how](path);
  };

  const trial = useTrialCheckout({
    copy: action === 'signup' ? copy.membership : undefined,
    status,
    member,
    widget,
    leaveFor,
  });

  // docs/product/website.md §2: a signed-in visitor on Sign In is sent on (home, or the ?redirect= path).
  // biome-ignore lint/correctness/useExhaustiveDependencies: leaveFor only reads a ref
  useEffect(() => {
    if (action === 'login' && status === 'signed-in') {
      leaveFor(redirectTarget(window.location.search, window.location.origin), 'replace');
    }
  }, [action, status]);

  const open = (): Promise<AttemptOutcome<Member | null>> => {
    try {
      const api = getWidget();
      return attemptModal({ api, modal: $modal }, (watched, timers) =>
        action === 'login'
          ? loginWithModal(watched, {}, timers)
          : signupWithModal(
              watched,
              { signup: { plans: signupPlanId ? [{ planId: signupPlanId }] : [] } },
              timers,
            ),
      );
    } catch (error) {
      return Promise.resolve({ kind: 'failed', error });
    }
  };

  const start = async () => {
    if (state === 'busy') return;
    setState('busy');
    if (trial.active) trial.claim();
    const outcome = await open();
    if (outcome.kind === 'closed') {
      setState('idle');
      return;
    }
    if (outcome.kind === 'completed' && outcome.value) {
      const joined = outcome.value;
      if (action === 'login') {
        leaveFor(redirectTarget(window.location.search, window.location.origin));
      } else {
        toast({ title: copy.welcomeTitle ?? '', description: copy.welcomeText, variant: 'success' });
        setTimeout(() => {
          if (!trial.active) return leaveFor(AFTER_SIGNUP_PATH);
          // From here the checkout's own busy state shows on the button.
          setState('idle');
          trial.continueWith(joined);
        }, WELCOME_TOAST_MS);
      }
      return;
    }
    // Failed, or completed without a member to show for it.
    setState('idle');
    const error = outcome.kind === 'failed' ? outcome.error : undefined;
    toast({
      title: copy.failedTitle,
      // docs/product/website.md §8: the error's message (the service's, the signup timeout), else
      // the fallback; a failed script download says 'Please try again.'.
      description: userMessage(error, copy.failedFallback),
      variant: 'destructive',
    });
  };

  // A signed-in member here goes to checkout: the card speaks of that, not of a new account.
  const membership = copy.membership;
  const shown: AuthCardCopy =
    trial.memberButton && membership
      ? { ...copy, intro: membership.intro, button: trial.memberButton, busy: membership.busy }
      : copy;
  // 'Sign in' comes back here afterwards, so an existing member still goes on to checkout.
  const withSignIn: AuthCardCopy = trial.active
    ? { ...shown, switchLink: { ...shown.switchLink, href: signInKeepingTrial(shown.switchLink.href) } }
    : shown;

  return (
    <AuthCardView
      action={action}
      copy={withSignIn}
      state={state === 'busy' || trial.pending ? 'busy' : 'idle'}
      ready={hydrated}
      onStart={trial.memberButton ? trial.start : start}
      logo={logo}
    />
  );
}
