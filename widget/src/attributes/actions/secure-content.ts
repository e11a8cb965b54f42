/**
 * Secure content (docs/product/data-attributes.md §10): protected HTML replaces its element; a
 * protected link sets its href; a refusal removes both.
 */
import type { AttributeContext } from '../context.ts';

/** Elements asked for already: a later pass does not ask again. */
const secureRequested = new WeakSet<Element>();

/** The content as a string, or its `html` / `url` field. */
function secureText(content: unknown, key: 'html' | 'url'): string | null {
  if (typeof content === 'string') return content;
  if (typeof content === 'object' && content !== null) {
    const inner = (content as Record<string, unknown>)[key];
    if (typeof inner === 'string') return inner;
  }
  return null;
}

/** Fetches a signed-in member's secure content for the element, once, and puts it in place. */
export async function secureContent(context: AttributeContext, element: Element): Promise<void> {
  if (secureRequested.has(element) || !context.member()) return;
  secureRequested.add(element);
  const htmlId = element.getAttribute('data-ms-secure-html');
  const contentId = htmlId ?? element.getAttribute('data-ms-secure-link') ?? '';
  try {
    const { data } = await context.widget.getSecureContent({ contentId });
    if (htmlId !== null) {
      const html = secureText(data.content, 'html');
      if (html === null) throw new Error('no HTML');
      const template = document.createElement('template');
      template.innerHTML = html;
      element.replaceWith(template.content);
    } else {
      const url = secureText(data.content, 'url');
      if (url === null) throw new Error('no link');
      element.setAttribute('href', url);
    }
  } catch {
    element.remove();
  }
}
