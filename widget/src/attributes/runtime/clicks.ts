/**
 * Which clicks are the runtime's (docs/product/data-attributes.md §6–§10), and what a click
 * remembers before anything else happens. Pure over the element and the viewer.
 */
import { HASH_LINK_SELECTOR, hashLinkOf } from '../hash-links.ts';
import { COUPON_KEY, PLAN_KEY, PRICE_KEY, REDIRECT_OVERRIDE_KEY, write } from '../storage.ts';

/** Elements whose clicks the runtime may handle. */
export const CLICK_SELECTOR = [
  '[data-ms-action]',
  '[data-ms-modal]',
  '[data-ms-plan\\:add]',
  '[data-ms-plan\\:update]',
  '[data-ms-plan\\:remove]',
  '[data-ms-price\\:add]',
  '[data-ms-price\\:update]',
  '[data-ms-price\\:remove]',
  '[data-ms-auth-provider]',
  '[data-ms-coupon]',
  '[data-ms-redirect]',
  '[data-ms-message-close]',
  HASH_LINK_SELECTOR,
].join(',');

/**
 * The element a click is for: the nearest one the runtime may handle, never a `<form>` (§8:
 * plan and price attributes are ignored on forms; a form's own plan is read by its submit, so a
 * click on `<form data-ms-form="signup" data-ms-plan:add>`'s button is the form's submit).
 */
export function clickTarget(start: Element): HTMLElement | null {
  let found = start.closest<HTMLElement>(CLICK_SELECTOR);
  while (found?.tagName === 'FORM') found = found.parentElement?.closest<HTMLElement>(CLICK_SELECTOR) ?? null;
  return found;
}

/** A link that goes somewhere (not `#` or empty). */
function navigates(element: Element): boolean {
  const link = element.closest('a');
  const href = link?.getAttribute('href')?.trim();
  return link !== null && !!href && href !== '#' && !href.startsWith('javascript:');
}

function firstId(list: string | null): string | null {
  return (
    list
      ?.split(',')
      .map((id) => id.trim())
      .find(Boolean) ?? null
  );
}

/**
 * What a click stores before anything else happens (§8, §9): a coupon, a redirect override, and
 * for a signed-out visitor the plan or price chosen (the signup that follows uses them).
 */
export function rememberChoices(target: Element, signedIn: boolean, location: Location): void {
  const coupon = target.getAttribute('data-ms-coupon');
  if (coupon) write('sessionStorage', COUPON_KEY, coupon.trim());
  const redirect = target.getAttribute('data-ms-redirect');
  if (redirect) {
    write(
      'sessionStorage',
      REDIRECT_OVERRIDE_KEY,
      redirect === 'current-url' ? location.pathname + location.search : redirect,
    );
  }
  if (target.getAttribute('data-ms-price:remove') !== null) write('sessionStorage', PRICE_KEY, null);
  if (signedIn) return;
  const plan = firstId(target.getAttribute('data-ms-plan:add') ?? target.getAttribute('data-ms-plan:update'));
  if (plan) write('sessionStorage', PLAN_KEY, plan);
  const price = firstId(
    target.getAttribute('data-ms-price:add') ?? target.getAttribute('data-ms-price:update'),
  );
  if (price) write('sessionStorage', PRICE_KEY, price);
}

/**
 * Whether the runtime handles a click (and prevents its default): actions, modals and provider
 * buttons always; a plan or price button for a member, or one that is not a link (the signup
 * modal opens); a signed-out plan or price link navigates after its choice is stored.
 */
export function claimsClick(target: Element, signedIn: boolean): boolean {
  if (target.hasAttribute('data-ms-action') || target.hasAttribute('data-ms-modal')) return true;
  if (hashLinkOf(target)) return true;
  if (target.hasAttribute('data-ms-auth-provider')) return true;
  const choosesPlan = [
    'data-ms-plan:add',
    'data-ms-plan:update',
    'data-ms-plan:remove',
    'data-ms-price:add',
    'data-ms-price:update',
  ].some((name) => target.hasAttribute(name));
  if (!choosesPlan) return false;
  return signedIn || !navigates(target);
}
