/**
 * Submits, refused fields and clicks, delegated from the document (docs/product/data-attributes.md
 * §4–§10): they work for markup added at any time, bound or not. What they do is the handlers chunk's.
 */
import { $member } from '../../runtime/store.ts';
import type { AttributeContext } from '../context.ts';
import { claimsClick, clickTarget, rememberChoices } from './clicks.ts';
import type { ActionsModule } from './handlers.ts';

/** What the listeners need. */
export interface DelegationOptions {
  doc: Document;
  context: AttributeContext;
  loadActions(): Promise<ActionsModule>;
  /** Removes the listeners when aborted. */
  signal?: AbortSignal;
}

/** Listens for `data-ms-form` submits, the fields the browser refuses in them, and the runtime's clicks. */
export function delegateEvents({ doc, context, loadActions, signal }: DelegationOptions): void {
  const listening = signal ? { signal } : {};
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-ms-form')) return;
      event.preventDefault();
      // Comment forms (§11) are the comments chunk's, which listens on its channel.
      if (/^(post|thread)$/.test(form.getAttribute('data-ms-form') ?? '')) return;
      const submitter = (event as SubmitEvent).submitter ?? null;
      void loadActions().then((module) => module.handleSubmit(context, form, submitter));
    },
    listening,
  );
  // A field the browser refuses to submit (a required input of the page's own, perhaps styled
  // away, so the browser shows nothing): the message names it. Our own fields (data-ms-member)
  // get the browser's bubble, unless they are not shown. Once per submit: the first such field.
  let reported: Element | null = null;
  doc.addEventListener(
    'invalid',
    (event) => {
      const field = event.target;
      if (!(field instanceof Element) || !field.closest('form[data-ms-form]') || reported) return;
      if (field.hasAttribute('data-ms-member') && field.getClientRects().length > 0) return;
      reported = field;
      queueMicrotask(() => {
        reported = null;
      });
      void loadActions()
        .then((module) => module.reportInvalid(context, field))
        .catch((error: unknown) => console.error('World Family: could not load the form handlers.', error));
    },
    { capture: true, ...listening },
  );
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? clickTarget(event.target) : null;
      if (!target || event.defaultPrevented || event.button !== 0) return;
      rememberChoices(target, $member.get() !== null, doc.location);
      if (target.hasAttribute('data-ms-message-close')) {
        const box = target.closest<HTMLElement>('[data-ms-message]');
        if (box) box.style.display = 'none';
        return;
      }
      if (!claimsClick(target, $member.get() !== null)) return;
      event.preventDefault();
      void loadActions()
        .then((module) => module.handleClick(context, target))
        .catch((error: unknown) => console.error('World Family: could not handle the click.', error));
    },
    listening,
  );
}
