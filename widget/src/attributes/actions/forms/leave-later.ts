/** A form that says what it did, then follows its own redirect (docs/product/data-attributes.md §4, §9). */
import type { AttributeContext } from '../../context.ts';
import { sitePath } from '../../redirects.ts';
import { formRedirect } from '../form-fields.ts';
import { navigation } from '../run.ts';

/** Ours: the success message stays this long on screen before the form's redirect is followed. */
export const REDIRECT_AFTER_MESSAGE_MS = 1500;

/** Follows the form's redirect (a path of this site only) once the message has been read. */
export function leaveAfterMessage(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): void {
  const next = sitePath(formRedirect(form, submitter), window.location.href);
  if (next) setTimeout(() => navigation(context).assign(next), REDIRECT_AFTER_MESSAGE_MS);
}
