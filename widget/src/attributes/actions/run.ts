/**
 * How every handler of the chunk runs (docs/product/data-attributes.md §5, §6): in the install's
 * language, one at a time per element, its failure said in the page's error box, and the page left
 * through the runtime's navigation.
 */
import { userMessage } from '@wf/sdk/errors';
import { type AttributeContext, browserNavigation, type Navigation } from '../context.ts';
import { setFeedbackLabels, showMessage } from '../feedback.ts';
import { type RuntimeText, runtimeText } from '../text.ts';

/** How the page leaves: the runtime's (tests record it), else the browser's. */
export function navigation(context: AttributeContext): Navigation {
  return context.navigate ?? browserNavigation;
}

/** The runtime's words in the install's language (`data-locale`); the defaults' labels follow them. */
export function text(context: AttributeContext): RuntimeText {
  const words = runtimeText(context.widget.config.locale);
  setFeedbackLabels({ close: words.t('attributes_close_message'), working: words.t('attributes_working') });
  return words;
}

/** One action at a time per element: a double click does not start it twice (§6). */
const busy = new WeakSet<Element>();

/** Runs `work` for `element` unless the element's previous work is still running. */
export async function once(element: Element, work: () => Promise<void>): Promise<void> {
  if (busy.has(element)) return;
  busy.add(element);
  try {
    await work();
  } finally {
    busy.delete(element);
  }
}

/** A failure, in the page's error box, in the reader's language. */
export async function fail(context: AttributeContext, error: unknown): Promise<void> {
  const words = text(context);
  showMessage('error', userMessage(error, words.t('attributes_fallback'), await words.errors()));
}
