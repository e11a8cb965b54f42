/** A field of a `data-ms-form` the browser refused to submit (docs/product/data-attributes.md §4, §5). */
import type { AttributeContext } from '../context.ts';
import { showMessage } from '../feedback.ts';
import { text } from './run.ts';

/** The label a person reads for a field: its <label>, aria-label, placeholder, or name. */
function fieldName(field: Element): string {
  const labelled = field as HTMLInputElement;
  const label = labelled.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim();
  return (
    label ||
    field.getAttribute('aria-label')?.trim() ||
    field.getAttribute('placeholder')?.trim() ||
    field.getAttribute('name')?.trim() ||
    field.getAttribute('data-ms-member')?.trim() ||
    field.tagName.toLowerCase()
  );
}

/**
 * A field the browser refused to submit (runtime.ts hears its `invalid` event): the page's own
 * required input, maybe styled away, where the browser shows nothing. The message names it.
 */
export function reportInvalid(context: AttributeContext, field: Element): void {
  const words = text(context);
  const problem =
    (field as HTMLInputElement).validationMessage?.trim() || words.t('attributes_field_required');
  showMessage('error', words.t('attributes_invalid_field', { field: fieldName(field), problem }));
}
