/** What follows a sign-up or log-in (docs/product/data-attributes.md §4, §6, §9). */
import type { Member } from '@wf/sdk/contract';
import type { AttributeContext } from '../context.ts';
import { showMessage } from '../feedback.ts';
import { decideRedirect } from '../redirects.ts';
import { LOGIN_REDIRECT_KEY, PLAN_KEY, PRICE_KEY, REDIRECT_OVERRIDE_KEY, read, write } from '../storage.ts';
import { appOf } from './app-data.ts';
import { formRedirect } from './form-fields.ts';
import { checkout, formPrice } from './plans.ts';
import { navigation, text } from './run.ts';
import { heldPlanIds, serverRedirect } from './server-redirect.ts';

/** What a sign-up or log-in leaves the runtime: who signed in, and the plans signed up with. */
export interface AuthOutcome {
  member?: Member | null;
  /** The plans a sign-up asked for (their `afterSignup` comes first). */
  plans?: readonly { planId: string }[];
}

/** After a sign-up or log-in: a stored price opens checkout, else the redirect, else a message here. */
export async function afterAuth(
  context: AttributeContext,
  kind: 'signup' | 'login',
  form: HTMLFormElement | null,
  submitter: HTMLElement | null,
  outcome: AuthOutcome = {},
): Promise<void> {
  const override = read('sessionStorage', REDIRECT_OVERRIDE_KEY);
  const planIds =
    kind === 'signup'
      ? (outcome.plans ?? []).map((p) => p.planId)
      : heldPlanIds(outcome.member ?? context.member());
  const decision = decideRedirect({
    currentUrl: window.location.href,
    formRedirect: formRedirect(form, submitter),
    storedOverride: override,
    serverRedirect: serverRedirect(await appOf(context), kind, planIds),
  });
  if (decision.kind === 'go' && decision.from === 'override')
    write('sessionStorage', REDIRECT_OVERRIDE_KEY, null);
  write('sessionStorage', PLAN_KEY, null);
  const price = formPrice(form) ?? read('sessionStorage', PRICE_KEY);
  if (price) {
    await checkout(context, price, decision.kind === 'go' ? decision.path : undefined);
    return;
  }
  if (decision.kind === 'go') {
    write('localStorage', LOGIN_REDIRECT_KEY, decision.path);
    navigation(context).assign(decision.path);
    return;
  }
  // Ours: no reload is needed, the runtime has re-bound the page for the member already.
  context.rerender();
  const words = text(context);
  showMessage('success', words.t(kind === 'signup' ? 'attributes_signed_up' : 'attributes_signed_in'));
}
