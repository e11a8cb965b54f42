/** Modal triggers, `data-ms-modal` and the older `#/ms/...` links (docs/product/data-attributes.md §6). */
import type { ModalResult, ModalType } from '../../runtime/modal.ts';
import type { AttributeContext } from '../context.ts';
import { PRICE_KEY, read } from '../storage.ts';
import { afterAuth } from './after-auth.ts';
import { logoutTarget } from './logout.ts';
import { checkout, signupPlans } from './plans.ts';
import { fail, navigation } from './run.ts';

/** The panes `data-ms-modal-tab` may name (§6). */
const PROFILE_TABS = ['profile', 'security', 'changePassword', 'plans', 'team'] as const;

/** The widget's modal for a `data-ms-modal` value, or null for a modal it does not have. */
export function modalType(name: string): ModalType | null {
  const types: Record<string, ModalType> = {
    login: 'LOGIN',
    signup: 'SIGNUP',
    'forgot-password': 'FORGOT_PASSWORD',
    'reset-password': 'RESET_PASSWORD',
    profile: 'PROFILE',
    'test-card': 'TEST_CARD',
  };
  return Object.hasOwn(types, name) ? (types[name] ?? null) : null;
}

/** A modal trigger, and what its result leads to. */
export async function openModal(
  context: AttributeContext,
  trigger: HTMLElement,
  name: string,
): Promise<void> {
  const type = modalType(name);
  if (!type) {
    console.warn(`World Family: data-ms-modal="${name}" is not a modal this widget has.`);
    return;
  }
  const storedPrice = read('sessionStorage', PRICE_KEY);
  if (type === 'SIGNUP' && context.member() && storedPrice) {
    await checkout(context, storedPrice);
    return;
  }
  const tab = PROFILE_TABS.find((name) => name === trigger.getAttribute('data-ms-modal-tab'));
  const plans =
    type === 'SIGNUP' ? signupPlans(trigger.hasAttribute('data-ms-plan:add') ? trigger : null) : [];
  // The trigger is busy only until the modal is on screen: closing a modal (×, Escape) leaves
  // its promise pending (docs/product/widget.md §4), and the trigger must open it again.
  await context.widget.preload();
  const before = context.member();
  context.widget
    .openModal(type, {
      signup: type === 'SIGNUP' ? { plans } : undefined,
      ...(type === 'PROFILE' && tab ? { tab } : {}),
    })
    .then(async (result: ModalResult) => {
      if (result.type === 'LOGIN' || result.type === 'SIGNUP') {
        const kind = result.type === 'LOGIN' ? 'login' : 'signup';
        await afterAuth(context, kind, null, trigger, { member: result.data?.member, plans });
      } else if (result.type === 'LOGOUT') {
        const target = await logoutTarget(context, null, before);
        if (target) navigation(context).assign(target);
        else navigation(context).reload();
      }
    })
    .catch((error: unknown) => fail(context, error));
}
