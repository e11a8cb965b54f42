/** `data-ms-action` (docs/product/data-attributes.md §7): what each action a page may name does. */
import type { AttributeContext } from '../context.ts';
import { showMessage, withLoader } from '../feedback.ts';
import { hashLinkOf } from '../hash-links.ts';
import { sitePath } from '../redirects.ts';
import {
  COUPON_KEY,
  LOGIN_REDIRECT_KEY,
  PLAN_KEY,
  PRICE_KEY,
  REDIRECT_OVERRIDE_KEY,
  read,
  write,
} from '../storage.ts';
import { appOf } from './app-data.ts';
import { logOut } from './logout.ts';
import { checkout } from './plans.ts';
import { changeProfileImage } from './profile-image.ts';
import { navigation, text } from './run.ts';
import { heldPlanIds, serverRedirect } from './server-redirect.ts';

type Action = (context: AttributeContext, trigger: HTMLElement) => Promise<void>;

/** The actions, by `data-ms-action` value. */
const ACTIONS: Record<string, Action> = {
  async logout(context, trigger) {
    // A hash link (#/ms/logout) has no page of its own to go to.
    await logOut(context, hashLinkOf(trigger) ? null : trigger);
  },
  async 'login-redirect'(context) {
    const remembered = sitePath(read('localStorage', LOGIN_REDIRECT_KEY), window.location.href);
    const server = sitePath(
      serverRedirect(await appOf(context), 'login', heldPlanIds(context.member())),
      window.location.href,
    );
    navigation(context).assign(remembered ?? server ?? '/');
  },
  async 'customer-portal'(context) {
    await withLoader(() => context.widget.launchStripeCustomerPortal({ returnUrl: window.location.href }));
  },
  async 'resend-verification-email'(context) {
    const answer = await withLoader(() => context.widget.sendMemberVerificationEmail());
    const words = text(context);
    const email = context.member()?.auth.email ?? words.t('attributes_your_address');
    showMessage('success', words.serviceOr(answer.message, 'attributes_verification_sent', { email }));
  },
  'profile-image': changeProfileImage,
  async 'delete-member'(context, trigger) {
    if (!window.confirm(text(context).t('attributes_delete_confirm'))) return;
    await withLoader(() => context.widget.deleteMember());
    for (const key of [PLAN_KEY, PRICE_KEY, COUPON_KEY, REDIRECT_OVERRIDE_KEY])
      write('sessionStorage', key, null);
    write('localStorage', LOGIN_REDIRECT_KEY, null);
    navigation(context).assign(
      sitePath(trigger.closest('a')?.getAttribute('href'), window.location.href) ?? '/',
    );
  },
  async 'return-to-checkout'(context) {
    const price = read('sessionStorage', PRICE_KEY);
    if (price) await checkout(context, price);
  },
};

/** Runs the trigger's `data-ms-action`; an action the widget does not know is named in the console. */
export async function runAction(
  context: AttributeContext,
  trigger: HTMLElement,
  action: string,
): Promise<void> {
  const run = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (run) await run(context, trigger);
  else console.warn(`World Family: data-ms-action="${action}" is not an action this widget knows.`);
}
