/**
 * The live page as the rules read it (docs/product/inspector.md "What is scanned"): the document as
 * written, with every element the gates removed for this viewer back in its place (the runtime
 * leaves a comment there), and without the widget's own hosts. A visitor's inspector so still
 * checks the members-only markup.
 */
import type { ScanElement } from './rules/types.ts';

/** Hosts of the widget's own UI: never part of the builder's page. */
const OWN_HOSTS = '#wf-widget, #wf-inspector, [data-wf-xray]';

export class PageElement implements ScanElement {
  readonly element: Element;
  readonly parentElement: PageElement | null;
  readonly #restored: ReadonlyMap<Comment, Element>;
  #children: PageElement[] | undefined;

  constructor(element: Element, parentElement: PageElement | null, restored: ReadonlyMap<Comment, Element>) {
    this.element = element;
    this.parentElement = parentElement;
    this.#restored = restored;
  }

  get tagName(): string {
    return this.element.tagName;
  }

  getAttribute(name: string): string | null {
    return this.element.getAttribute(name);
  }

  hasAttribute(name: string): boolean {
    return this.element.hasAttribute(name);
  }

  getAttributeNames(): string[] {
    return this.element.getAttributeNames();
  }

  get children(): PageElement[] {
    if (!this.#children) {
      this.#children = [];
      for (const node of this.element.childNodes) {
        const element =
          node.nodeType === Node.COMMENT_NODE
            ? this.#restored.get(node as Comment)
            : node instanceof Element
              ? node
              : undefined;
        if (element && !element.matches(OWN_HOSTS))
          this.#children.push(new PageElement(element, this, this.#restored));
      }
    }
    return this.#children;
  }
}

/** The document element, with the removed elements back at their comments. */
export function pageTree(doc: Document, removed: ReadonlyMap<Element, Comment>): PageElement {
  const restored = new Map<Comment, Element>();
  for (const [element, anchor] of removed) restored.set(anchor, element);
  return new PageElement(doc.documentElement, null, restored);
}
