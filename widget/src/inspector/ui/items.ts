/**
 * How the Inspector tab orders and counts its items (docs/product/widget.md §2 "Inspector",
 * docs/product/inspector.md). Pure functions, so the badge and the list agree.
 */
import type { InspectorItem, InspectorItemType } from '../rules/types.ts';

/** Errors first, then warnings, then cart, then events (docs/product/inspector.md). */
const LIST_ORDER: Record<Exclude<InspectorItemType, 'found'>, number> = {
  error: 0,
  warning: 1,
  cart: 2,
  'plan-price-clicked': 3,
  'content-removed': 3,
};

/** The Inspector tab's two parts: the listed items, and the found ones under 'Attributes Found'. */
export interface InspectorGroups {
  /** Errors, warnings, cart and event items, in list order (stable within a type). */
  listed: InspectorItem[];
  /** Found-type items, in the order given. */
  found: InspectorItem[];
  /** How many elements the found items concern (the sum of their counts). */
  foundCount: number;
}

/** Splits and orders the items for the Inspector tab. */
export function groupItems(items: readonly InspectorItem[]): InspectorGroups {
  const listed: InspectorItem[] = [];
  const found: InspectorItem[] = [];
  for (const item of items) (item.type === 'found' ? found : listed).push(item);
  // Array.prototype.sort is stable: items of one type keep the order the controller gave.
  listed.sort(
    (a, b) => LIST_ORDER[a.type as keyof typeof LIST_ORDER] - LIST_ORDER[b.type as keyof typeof LIST_ORDER],
  );
  const foundCount = found.reduce((sum, item) => sum + item.count, 0);
  return { listed, found, foundCount };
}

/**
 * The number the closed badge shows (docs/product/widget.md §2 "a count of inspector items").
 * Our choice (docs/product/inspector.md): a found item stands for every element it found, so it
 * adds its `count` (the number 'Attributes Found' shows); an error, warning, cart or event item
 * adds 1, as it is one entry of the list however many elements it concerns.
 */
export function badgeCount(items: readonly InspectorItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === 'found' ? item.count : 1), 0);
}

/** True when the badge wears its red dot (docs/product/widget.md §2: "any error elements"). */
export function hasErrors(items: readonly InspectorItem[]): boolean {
  return items.some((item) => item.type === 'error');
}

/** True when the scan found neither errors nor warnings (the list's empty state). */
export function isClean(items: readonly InspectorItem[]): boolean {
  return !items.some((item) => item.type === 'error' || item.type === 'warning');
}
