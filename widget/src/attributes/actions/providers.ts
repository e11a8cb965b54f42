/**
 * Provider buttons, `data-ms-auth-provider` (docs/product/data-attributes.md §10): sign-up or
 * log-in through a provider, and a member's connected providers (`data-ms-auth="manage-providers"`).
 */
import type { Member } from '@wf/sdk/contract';
import type { AttributeContext } from '../context.ts';
import { showMessage, withLoader } from '../feedback.ts';
import { readCustomFields } from '../member-data.ts';
import { afterAuth } from './after-auth.ts';
import { definedFields } from './app-data.ts';
import { signupPlans } from './plans.ts';
import { text } from './run.ts';

/** A member created this long before their provider sign-up had an account already (§10). */
const KNOWN_MEMBER_AGE_MS = 5 * 60_000;

/** A provider button's click: connect or disconnect it for a member, else sign up or log in with it. */
export async function provider(context: AttributeContext, trigger: HTMLElement, name: string): Promise<void> {
  const manage = trigger.closest('[data-ms-auth="manage-providers"]');
  if (manage) {
    const connected = context.member()?.auth.providers.some((p) => p.provider === name) === true;
    await withLoader(() =>
      connected
        ? context.widget.disconnectProvider({ provider: name })
        : context.widget.connectProvider({ provider: name }),
    );
    await context.widget.getCurrentMember();
    showMessage(
      'success',
      text(context).t(connected ? 'attributes_provider_removed' : 'attributes_provider_connected'),
    );
    return;
  }
  const form = trigger.closest<HTMLFormElement>('form[data-ms-form]');
  if (form?.getAttribute('data-ms-form') === 'signup') {
    const started = Date.now();
    const plans = signupPlans(form);
    // The popup opens before the first await (a browser allows it only in the click's own turn).
    const signedUp = context.widget.signupWithProvider({
      provider: name,
      customFields: definedFields(context.app(), readCustomFields(form)),
      plans,
    });
    const { data } = await signedUp;
    // §10 data-ms-auth-allow-login: a person who had an account is logged in (the service does so
    // for every provider sign-up, as Memberstack's does now), and the page follows the login path.
    const known = Date.parse(data.member.createdAt) < started - KNOWN_MEMBER_AGE_MS;
    return afterAuth(context, known ? 'login' : 'signup', form, trigger, { member: data.member, plans });
  }
  const { data } = await context.widget.loginWithProvider({
    provider: name,
    allowSignup: form?.hasAttribute('data-ms-social-auth-allow-signup'),
  });
  return afterAuth(context, 'login', form ?? null, trigger, { member: data.member });
}

/** Each button's text before it was shown connected. */
const originalText = new WeakMap<Element, string>();

/** §10 manage-providers: connected buttons show their connected text. */
export function providerStates(container: Element, member: Member | null): void {
  for (const button of container.querySelectorAll<HTMLElement>('[data-ms-auth-provider]')) {
    const connected =
      member?.auth.providers.some((p) => p.provider === button.getAttribute('data-ms-auth-provider')) ===
      true;
    const text = button.getAttribute('data-ms-auth-connected-text');
    button.setAttribute('aria-pressed', String(connected));
    if (!text) continue;
    // Only a button of plain text (or its [data-ms-auth-text] part): never the disconnect markers inside.
    const label =
      button.querySelector('[data-ms-auth-text]') ?? (button.children.length === 0 ? button : null);
    if (!label) continue;
    if (!originalText.has(button)) originalText.set(button, label.textContent ?? '');
    label.textContent = connected ? text : (originalText.get(button) ?? '');
  }
}
