/** Small DOM helpers of the comment attributes (docs/product/data-attributes.md §11). */

/** Shows or hides an element the way the runtime does elsewhere (an inline `display`). */
export function show(element: Element, visible: boolean): void {
  const style = (element as HTMLElement).style;
  if (!style) return;
  if (visible) {
    if (style.display === 'none') style.removeProperty('display');
  } else style.display = 'none';
}

/** The elements under root (root included) with `name="value"`, outside nested items of another list. */
export function marked(root: Element, name: string, value: string, stopAt?: string): HTMLElement[] {
  const selector = `[${name}="${value}"]`;
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  if (root.matches(selector)) found.unshift(root as HTMLElement);
  if (!stopAt) return found;
  return found.filter((element) => {
    const inner = element.parentElement?.closest(stopAt);
    return !inner || !root.contains(inner) || inner === root;
  });
}

/** Attributes whose value names ids in the same document. */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'list'];

/**
 * Makes the ids of a cloned template unique (`{id}-{suffix}`), and the references to them inside
 * the clone follow: a label's `for` still names its own field in every copy.
 */
export function uniqueIds(clone: Element, suffix: string): void {
  const renamed = new Map<string, string>();
  for (const element of [clone, ...clone.querySelectorAll('[id]')]) {
    const id = element.getAttribute('id');
    if (!id) continue;
    renamed.set(id, `${id}-${suffix}`);
    element.setAttribute('id', `${id}-${suffix}`);
  }
  if (renamed.size === 0) return;
  const selector = ID_REFERENCES.map((name) => `[${name}]`).join(',');
  for (const element of [clone, ...clone.querySelectorAll(selector)]) {
    for (const name of ID_REFERENCES) {
      const value = element.getAttribute(name);
      if (!value) continue;
      element.setAttribute(
        name,
        value
          .split(/\s+/)
          .map((id) => renamed.get(id) ?? id)
          .join(' '),
      );
    }
  }
}

/** A comment form's text field: the field named `content`, else the form's only textarea. */
export function contentField(form: Element): HTMLTextAreaElement | HTMLInputElement | null {
  const named = form.querySelector<HTMLTextAreaElement | HTMLInputElement>(
    'textarea[name="content"], input[name="content"]',
  );
  if (named) return named;
  const areas = form.querySelectorAll('textarea');
  return areas.length === 1 ? (areas[0] as HTMLTextAreaElement) : null;
}

/** A comment node that holds a template's place, so clones go where it was. */
export function replaceWithAnchor(template: Element, name: string): Comment {
  const anchor = template.ownerDocument.createComment(` ${name} `);
  template.replaceWith(anchor);
  return anchor;
}

/** The first comment node under root whose text is ` name `. */
export function findAnchor(root: Node, name: string): Comment | null {
  const walker = root.ownerDocument?.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  for (let node = walker?.nextNode(); node; node = walker?.nextNode()) {
    if (node.nodeValue === ` ${name} `) return node as Comment;
  }
  return null;
}

/** A date as the page's language writes it (the element's `datetime` too, for a `<time>`). */
export function writeDate(element: Element, iso: string, locale: string | undefined): void {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return;
  element.textContent = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
  if (element.tagName === 'TIME') element.setAttribute('datetime', iso);
}
