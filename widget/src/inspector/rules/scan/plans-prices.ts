/**
 * The plans and prices family (docs/product/widget.md §8 `broken-plan-*`, `broken-price-*`,
 * `incorrect-*-id`, `plan-on-social-auth`, `*-without-action`; docs/product/data-attributes.md §8):
 * ids that are not ids, or not the app's, and buttons that go nowhere for a visitor.
 */
import { decideGate } from '../../../attributes/gates.ts';
import type { Finding, FoundId, ScanApp, ScanElement } from '../types.ts';
import { type AttributeReader, finding, type ScanPage } from './page.ts';
import { ancestors, ids, isTag } from './tree.ts';

const PLAN_FOUND: Readonly<Record<string, FoundId>> = {
  'data-ms-plan:add': 'plan-add',
  'data-ms-plan:update': 'plan-update',
  'data-ms-plan:remove': 'plan-remove',
};

/** A link with somewhere to go (not missing, `#` or `javascript:`), on the element or around it. */
function hasLinkTarget(element: ScanElement): boolean {
  for (const node of [element, ...ancestors(element)]) {
    if (!isTag(node, 'A')) continue;
    const href = node.getAttribute('href')?.trim() ?? '';
    return href !== '' && href !== '#' && !href.toLowerCase().startsWith('javascript:');
  }
  return false;
}

/** Whether a signed-out visitor can see the element at all: no gate on it or above it removes it for them. */
export function visitorSees(element: ScanElement, app: ScanApp | null): boolean {
  const viewer = { member: null, groups: app?.contentGroups ?? [] };
  for (const node of [element, ...ancestors(element)]) {
    const gate = node.getAttribute('data-ms-content');
    if (gate && decideGate(gate, viewer) === 'hide') return false;
    // Forms and triggers only members get (docs/product/data-attributes.md §2's signed-out list).
    if (
      isTag(node, 'FORM') &&
      ['profile', 'email', 'password'].includes(node.getAttribute('data-ms-form') ?? '')
    ) {
      return false;
    }
  }
  return true;
}

/** A plan or price button a visitor sees that neither links nor opens a modal (docs/product/inspector.md). */
function withoutAction<E extends ScanElement>(
  target: E,
  id: 'plan-without-action' | 'price-without-action',
  name: string,
  app: ScanApp | null,
): Finding<E>[] {
  // Only a signed-out visitor's click needs somewhere to go.
  if (hasLinkTarget(target) || target.hasAttribute('data-ms-modal') || !visitorSees(target, app)) return [];
  return [finding(id, target, name, 'it has no link target and opens no modal.')];
}

/** The element's plan and price attributes (`names`, less those `settled`), checked against the app. */
export function planAndPriceFindings<E extends ScanElement>(
  element: E,
  names: readonly string[],
  settled: ReadonlySet<string>,
  attr: AttributeReader,
  page: ScanPage<E>,
): Finding<E>[] {
  const { app } = page;
  const planNames = names.filter(
    (name) => !settled.has(name) && (name === 'data-ms-plan' || name.startsWith('data-ms-plan:')),
  );
  const priceNames = names.filter(
    (name) => !settled.has(name) && (name === 'data-ms-price' || name.startsWith('data-ms-price:')),
  );
  if (planNames.length + priceNames.length === 0) return [];
  if (attr('data-ms-auth-provider') !== null) {
    return [finding('plan-on-social-auth', element, planNames[0] ?? priceNames[0] ?? 'data-ms-plan')];
  }
  const found: Finding<E>[] = [];
  const onForm = isTag(element, 'FORM');
  const carriesId = (value: string) => /(^|,)\s*(pln|prc)_/.test(value);
  for (const name of planNames) {
    const value = attr(name) ?? '';
    const list = ids(value);
    if (name === 'data-ms-plan' && !onForm) {
      found.push(
        finding(
          carriesId(value) ? 'broken-plan-suffix' : 'broken-plan-button',
          element,
          name,
          carriesId(value) ? `write ${name}:add="${value}".` : undefined,
        ),
      );
      continue;
    }
    // On a signup form, data-ms-plan is a comma list of plans to sign up with; `no-plan` means none.
    const planIds = name === 'data-ms-plan' ? list.filter((id) => id !== 'no-plan') : list;
    const broken = planIds.find((id) => !id.startsWith('pln_'));
    if (broken !== undefined) {
      found.push(finding('broken-plan-button', element, name, `"${broken}" is not a plan id.`));
      continue;
    }
    const unknown = app === null ? undefined : planIds.find((id) => !page.freePlanIds.has(id));
    if (unknown !== undefined) {
      found.push(finding('incorrect-plan-id', element, name, `${unknown} is not a free plan of this app.`));
      continue;
    }
    if (PLAN_FOUND[name]) found.push(finding(PLAN_FOUND[name], element, name));
    if (!onForm && (name === 'data-ms-plan:add' || name === 'data-ms-plan:update')) {
      found.push(...withoutAction(element, 'plan-without-action', name, app));
    }
  }
  for (const name of priceNames) {
    const value = attr(name) ?? '';
    if (name === 'data-ms-price') {
      found.push(
        finding(
          carriesId(value) ? 'broken-price-suffix' : 'broken-price-button',
          element,
          name,
          carriesId(value) ? `write ${name}:add="${value}".` : undefined,
        ),
      );
      continue;
    }
    if (name === 'data-ms-price:remove') {
      if (value === 'all') found.push(finding('price-remove-all', element, name));
      else found.push(finding('broken-price-button', element, name, 'data-ms-price:remove takes "all".'));
      continue;
    }
    const priceIdList = ids(value);
    const broken = priceIdList.find((id) => !id.startsWith('prc_'));
    if (broken !== undefined) {
      found.push(finding('broken-price-button', element, name, `"${broken}" is not a price id.`));
      continue;
    }
    const unknown = app === null ? undefined : priceIdList.find((id) => !page.priceIds.has(id));
    if (unknown !== undefined) {
      found.push(finding('incorrect-price-id', element, name, `${unknown} is not a price of this app.`));
      continue;
    }
    found.push(finding(name === 'data-ms-price:add' ? 'price-add' : 'price-update', element, name));
    if (!onForm) found.push(...withoutAction(element, 'price-without-action', name, app));
  }
  return found;
}
