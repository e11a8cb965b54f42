/** A member's `profile` and `email` forms start filled with what the member has (docs/product/data-attributes.md §4). */
import type { Member } from '@wf/sdk/contract';
import { fillInput } from '../member-data.ts';

/** Remembers what the member's inputs held when they were filled, to never overwrite typing. */
const filledWith = new WeakMap<Element, string>();

/** Fills the form's member inputs (never a password or code, never one being typed in). */
export function prefill(form: Element, member: Member): void {
  for (const input of form.querySelectorAll('[data-ms-member]')) {
    const key = input.getAttribute('data-ms-member') ?? '';
    if (key.includes('password') || key === 'token') continue;
    if (
      !(
        input instanceof HTMLInputElement ||
        input instanceof HTMLSelectElement ||
        input instanceof HTMLTextAreaElement
      )
    )
      continue;
    const current = key === 'email' ? member.auth.email : (member.customFields[key] ?? '');
    const last = filledWith.get(input);
    if (last !== undefined && last !== input.value) continue; // the member has typed
    if (document.activeElement === input) continue;
    fillInput(input, current);
    filledWith.set(input, input.value);
  }
}
