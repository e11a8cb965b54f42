/** Set-up of elements that need the SDK (runtime.ts calls it on every pass that finds them). */
import type { AttributeContext } from '../context.ts';
import { prefill } from './prefill.ts';
import { providerStates } from './providers.ts';
import { secureContent } from './secure-content.ts';

/** Prefills the member's forms, fetches secure content, marks connected providers. */
export function prepare(context: AttributeContext, elements: Element[]): void {
  const member = context.member();
  for (const element of elements) {
    if (element.matches('form[data-ms-form="profile"], form[data-ms-form="email"]')) {
      if (member) prefill(element, member);
    } else if (element.hasAttribute('data-ms-secure-html') || element.hasAttribute('data-ms-secure-link')) {
      void secureContent(context, element);
    } else if (element.getAttribute('data-ms-auth') === 'manage-providers') {
      providerStates(element, member);
    }
  }
}
