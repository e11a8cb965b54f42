/**
 * The binding pass (docs/product/data-attributes.md §2, §3, §4): over a root and everything under
 * it, the gates remove or put back what the viewer may or may not see, `data-ms-bind:*` applies,
 * member data shows, and the forms that need the handlers are handed to them.
 */
import type { Member } from '@wf/sdk/contract';
import { $member } from '../../runtime/store.ts';
import { decideGate, isKnownGate } from '../gates.ts';
import { displayMemberValue } from '../member-data.ts';
import { CONDITIONAL_SELECTOR, conditionalVisible } from './conditional.ts';
import { type RuntimeState, viewerOf } from './state.ts';

/** Elements that need the handlers chunk's set-up (`ActionsModule.prepare`). */
const NEEDS_HANDLERS =
  'form[data-ms-form="profile"], form[data-ms-form="email"], [data-ms-secure-html], [data-ms-secure-link], [data-ms-auth="manage-providers"], [data-ms-hcaptcha], [data-ms-captcha]';

/** The elements under root matching selector, root first when it matches. */
export function within(root: Element, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  if (root.matches(selector)) found.unshift(root);
  return found;
}

/** `data-ms-bind:style` and `data-ms-bind:class` on what stays (§2). */
export function applyBindings(root: Element): void {
  for (const element of within(root, '[data-ms-bind\\:style]')) {
    const [property, ...rest] = (element.getAttribute('data-ms-bind:style') ?? '').split(':');
    const value = rest.join(':').trim();
    if (property?.trim() && value) (element as HTMLElement).style.setProperty(property.trim(), value);
  }
  for (const element of within(root, '[data-ms-bind\\:class]')) {
    const name = element.getAttribute('data-ms-bind:class')?.trim();
    if (name) element.classList.add(...name.split(/\s+/));
  }
}

/** The member's data in every `data-ms-member` element outside a form (§3; inputs are the forms' set-up). */
export function applyMemberData(root: Element, member: Member | null): void {
  for (const element of within(root, '[data-ms-member]')) {
    if (element.closest('form[data-ms-form]')) continue;
    displayMemberValue(element, member);
  }
}

/** A passwordless form's second step stays hidden until its code is sent (§4). */
export function hidePasswordlessSteps(root: Element): void {
  for (const step of within(root, '[data-ms-passwordless="step-2"]')) {
    if (!step.closest('[data-wf-passwordless-step="2"]')) (step as HTMLElement).style.display = 'none';
  }
}

/** What a binding pass needs. */
export interface BindingPassOptions {
  doc: Document;
  state: RuntimeState;
  /** Hands elements that need the SDK to the handlers chunk. */
  prepare(elements: Element[]): void;
  /** Hands the comment channels (`data-ms-channel`, §11) to the comments chunk. */
  channels?(elements: Element[]): void;
}

/** A pass over a root; it remembers every conditional element it has seen, to put it back later. */
export function createBindingPass({
  doc,
  state,
  prepare,
  channels,
}: BindingPassOptions): (root: Element) => void {
  const tracked = new Set<Element>();
  const warned = new Set<string>();

  function decide(element: Element): boolean {
    const viewer = viewerOf(state);
    const gate = element.getAttribute('data-ms-content');
    if (gate !== null) {
      const decision = decideGate(gate, viewer);
      if (decision !== 'show') {
        const { groups } = state;
        if (decision === 'hide' && groups !== null && !isKnownGate(gate, groups) && !warned.has(gate)) {
          warned.add(gate);
          console.warn(
            `World Family: data-ms-content="${gate}" is not a value this app knows, so it is hidden from everyone. Check it for a typo, or add a content group with that key.`,
          );
        }
        return false;
      }
    }
    return conditionalVisible(element, viewer);
  }

  /** Removes or puts back every conditional element under root (and the ones removed before). */
  function applyGates(root: Element): void {
    for (const element of within(root, CONDITIONAL_SELECTOR)) tracked.add(element);
    for (const element of tracked) {
      const visible = decide(element);
      const anchor = state.removed.get(element);
      if (visible && anchor) {
        anchor.replaceWith(element);
        state.removed.delete(element);
      } else if (!visible && !anchor && element.isConnected) {
        const placeholder = doc.createComment(' data-ms removed ');
        element.replaceWith(placeholder);
        state.removed.set(element, placeholder);
      }
    }
  }

  return (root) => {
    applyGates(root);
    applyBindings(root);
    applyMemberData(root, $member.get());
    hidePasswordlessSteps(root);
    const needsHandlers = within(root, NEEDS_HANDLERS);
    if (needsHandlers.length > 0) prepare(needsHandlers);
    // A page without a channel never fetches the comments' code.
    const found = within(root, '[data-ms-channel]');
    if (found.length > 0) channels?.(found);
  };
}
