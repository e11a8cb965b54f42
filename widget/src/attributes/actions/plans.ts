/**
 * Plans and prices (docs/product/data-attributes.md §4, §8): the plans a sign-up joins, the price
 * a form or a stored click chose, checkout, and a member's plan and price buttons.
 */
import { holdsPlan } from '@wf/sdk/access';
import type { Member } from '@wf/sdk/contract';
import type { AttributeContext } from '../context.ts';
import { showMessage, withLoader } from '../feedback.ts';
import { sitePath } from '../redirects.ts';
import { COUPON_KEY, PLAN_KEY, read } from '../storage.ts';
import { idList } from './form-fields.ts';
import { navigation, text } from './run.ts';

/** The plans a signup form joins: its own attributes, else the plan stored by a click (§4). */
export function signupPlans(form: Element | null): { planId: string }[] {
  const own = form
    ? ['data-ms-plan:add', 'data-ms-plan:update', 'data-ms-plan']
        .map((name) => form.getAttribute(name))
        .find((v) => v !== null)
    : undefined;
  const ids = own !== undefined && own !== null ? idList(own) : idList(read('sessionStorage', PLAN_KEY));
  return ids.map((planId) => ({ planId }));
}

/** The price a form chose (`data-ms-price:add`, else `:update`), or null. */
export function formPrice(form: Element | null): string | null {
  return (
    idList(
      form?.getAttribute('data-ms-price:add') ?? form?.getAttribute('data-ms-price:update') ?? null,
    )[0] ?? null
  );
}

/** Opens checkout for a price (the test card modal first in test mode); back here or to `returnPath`. */
export async function checkout(
  context: AttributeContext,
  priceId: string,
  returnPath?: string,
): Promise<void> {
  const back = new URL(returnPath ?? window.location.href, window.location.href);
  back.searchParams.set('fromCheckout', 'true');
  await context.widget.purchasePlansWithCheckout({
    priceId,
    couponId: read('sessionStorage', COUPON_KEY) ?? undefined,
    successUrl: back.href,
    cancelUrl: window.location.href,
  });
}

/** A member's free-plan button (§8): adds, switches to or removes the plan, then follows its link or says so. */
export async function changePlan(
  context: AttributeContext,
  trigger: HTMLElement,
  member: Member,
): Promise<void> {
  const add = idList(trigger.getAttribute('data-ms-plan:add'))[0];
  const update = idList(trigger.getAttribute('data-ms-plan:update'))[0];
  const remove = idList(trigger.getAttribute('data-ms-plan:remove'))[0];
  await withLoader(async () => {
    if (add) await context.widget.addPlan({ planId: add });
    if (update) {
      for (const connection of member.planConnections) {
        if (connection.type === 'FREE' && holdsPlan(connection) && connection.planId !== update) {
          await context.widget.removePlan({ planId: connection.planId });
        }
      }
      if (!member.planConnections.some((c) => holdsPlan(c) && c.planId === update))
        await context.widget.addPlan({ planId: update });
    }
    if (remove) await context.widget.removePlan({ planId: remove });
    await context.widget.getCurrentMember();
  });
  const next = sitePath(trigger.closest('a')?.getAttribute('href'), window.location.href);
  if (next && next !== window.location.pathname) return navigation(context).assign(next);
  showMessage(
    'success',
    trigger.getAttribute('data-ms-success-message') ??
      text(context).t(remove ? 'attributes_plan_removed' : 'attributes_plan_added'),
  );
}

/** A member's price button (§8): checkout, or the billing portal to switch a running subscription. */
export async function choosePrice(
  context: AttributeContext,
  trigger: HTMLElement,
  member: Member,
): Promise<void> {
  const update = idList(trigger.getAttribute('data-ms-price:update'));
  const prices = update.length > 0 ? update : idList(trigger.getAttribute('data-ms-price:add'));
  const first = prices[0];
  if (!first) return;
  const subscribed = member.planConnections.some((c) => holdsPlan(c) && c.type === 'SUBSCRIPTION');
  if (update.length > 0 && subscribed) {
    await withLoader(() =>
      context.widget.launchStripeCustomerPortal({ priceIds: update, returnUrl: window.location.href }),
    );
    return;
  }
  await checkout(context, first);
}
