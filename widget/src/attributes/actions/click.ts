/** A click the runtime claimed (runtime.ts `claimsClick`): which family of handler it is for. */
import type { AttributeContext } from '../context.ts';
import { hashLinkOf } from '../hash-links.ts';
import { logOut } from './logout.ts';
import { runAction } from './member-actions.ts';
import { openModal } from './modals.ts';
import { changePlan, choosePrice } from './plans.ts';
import { provider } from './providers.ts';
import { fail, once, text } from './run.ts';

/** Hash links, actions, modals, providers, then a member's plan and price buttons; one at a time per trigger. */
export async function handleClick(context: AttributeContext, trigger: HTMLElement): Promise<void> {
  text(context);
  await once(trigger, async () => {
    try {
      const hash = hashLinkOf(trigger);
      if (hash && !trigger.hasAttribute('data-ms-action') && !trigger.hasAttribute('data-ms-modal')) {
        if ('action' in hash) return await logOut(context, null);
        return await openModal(context, trigger, hash.modal);
      }
      const action = trigger.getAttribute('data-ms-action');
      if (action !== null) return await runAction(context, trigger, action);
      const modal = trigger.getAttribute('data-ms-modal');
      if (modal !== null) return await openModal(context, trigger, modal);
      const providerName = trigger.getAttribute('data-ms-auth-provider');
      if (providerName) return await provider(context, trigger, providerName);
      const member = context.member();
      if (!member) {
        // A signed-out plan or price button that is not a link: sign up first (the choice is stored).
        return await openModal(context, trigger, 'signup');
      }
      if (['data-ms-price:add', 'data-ms-price:update'].some((n) => trigger.hasAttribute(n))) {
        return await choosePrice(context, trigger, member);
      }
      await changePlan(context, trigger, member);
    } catch (error) {
      await fail(context, error);
    }
  });
}
