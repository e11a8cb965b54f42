/** Reading a DOM-like tree ({@link ScanElement}): live elements in the browser, a parsed file in Node. */
import type { ScanElement } from '../types.ts';

/** Every element under root (root included), in document order. */
export function* walk<E extends ScanElement>(root: E): Generator<E> {
  const stack: E[] = [root];
  while (stack.length > 0) {
    const element = stack.pop() as E;
    yield element;
    const { children } = element;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as E);
  }
}

/** The element's ancestors, nearest first. */
export function* ancestors<E extends ScanElement>(element: E): Generator<E> {
  for (let node = element.parentElement; node; node = node.parentElement) yield node as E;
}

/** Whether the element is a `tag` (upper case) element. */
export function isTag(element: ScanElement, tag: string): boolean {
  return element.tagName.toUpperCase() === tag;
}

/** The ids of a comma list, trimmed, empty entries dropped. */
export function ids(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** A `data-ms-form` form around the element (not the element itself). */
export function enclosingForm<E extends ScanElement>(element: E): E | null {
  for (const node of ancestors(element)) {
    if (isTag(node, 'FORM') && node.hasAttribute('data-ms-form')) return node;
  }
  return null;
}

/** A submit button or input: what sends a form (a provider, action or modal button does its own thing). */
export function isSubmitControl(element: ScanElement): boolean {
  const type = element.getAttribute('type')?.trim().toLowerCase();
  if (isTag(element, 'INPUT')) return type === 'submit' || type === 'image';
  if (!isTag(element, 'BUTTON') || (type !== undefined && type !== 'submit')) return false;
  return !['data-ms-auth-provider', 'data-ms-action', 'data-ms-modal'].some((name) =>
    element.hasAttribute(name),
  );
}
