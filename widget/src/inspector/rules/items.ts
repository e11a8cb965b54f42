/**
 * From findings to the inspector's list (docs/product/widget.md §3 "Inspector item"): one item per id with
 * the elements it concerns, the cart items from session storage, and the console lines of §8.
 */
import { CART, type DocSection, entryOf } from './catalogue.ts';
import type { Finding, FindingLevel, InspectorItem, ScanElement } from './types.ts';

/** Where an item's documentation is: an absolute URL for a section of docs/product/data-attributes.md. */
export type DocumentationLink = (section: DocSection) => string;

/** The choices a visitor made before signing up (sessionStorage `ms_plan` and `ms_price`). */
export interface CartState {
  plan: string | null;
  price: string | null;
}

/** The list's items: one per finding id, in the order the page first shows them. */
export function itemsOf(findings: readonly Finding[], documentation: DocumentationLink): InspectorItem[] {
  const byId = new Map<string, { first: Finding; all: Finding[] }>();
  for (const finding of findings) {
    const group = byId.get(finding.id);
    if (group) group.all.push(finding);
    else byId.set(finding.id, { first: finding, all: [finding] });
  }
  return [...byId.values()].map(({ first, all }) => {
    const entry = entryOf(first.id);
    return {
      id: first.id,
      type: first.level,
      title: entry.title,
      description: entry.description,
      dataAttribute: first.dataAttribute,
      helpItems: entry.helpItems,
      documentationLink: documentation(entry.section),
      count: all.length,
      messages: first.level === 'found' ? undefined : all.map((finding) => finding.message),
    };
  });
}

/** `ready-for-signup` and `ready-for-checkout` (docs/product/widget.md §4), for what is stored. */
export function cartItems(cart: CartState, documentation: DocumentationLink): InspectorItem[] {
  const items: InspectorItem[] = [];
  const add = (id: keyof typeof CART, value: string | null) => {
    if (!value) return;
    const entry = CART[id];
    items.push({
      id,
      type: 'cart',
      title: entry.title,
      description: entry.description,
      helpItems: entry.helpItems,
      documentationLink: documentation(entry.section),
      count: 0,
      cartValue: value,
    });
  };
  add('ready-for-signup', cart.plan);
  add('ready-for-checkout', cart.price);
  return items;
}

/** Console colours of docs/product/widget.md §8 (the X-ray colours of docs/product/data-attributes.md §13). */
export const LEVEL_COLOURS: Readonly<Record<FindingLevel, string>> = {
  error: '#e06657',
  warning: '#efd350',
  found: '#5c9d6f',
};

/**
 * One console line per finding, for `console.log(...line)`: `%c[id] %s` with its colour, the
 * message and the element. The message quotes the page's attribute values, so it goes in as an
 * argument: a `%` in a value cannot act as a directive.
 */
export function consoleLines<E extends ScanElement>(
  findings: readonly Finding<E>[],
): [string, string, string, E][] {
  return findings.map((finding) => [
    `%c[${finding.id}] %s`,
    `color: ${LEVEL_COLOURS[finding.level]}; font-weight: ${finding.level === 'found' ? 'normal' : 'bold'}`,
    finding.message,
    finding.element,
  ]);
}
