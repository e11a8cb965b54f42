import { describe, expect, it } from 'vitest';
import type { InspectorItem, InspectorItemType } from '../rules/types.ts';
import { badgeCount, groupItems, hasErrors, isClean } from './items.ts';

function item(type: InspectorItemType, id: string, count = 1): InspectorItem {
  return {
    id,
    type,
    title: id,
    description: '',
    helpItems: [],
    documentationLink: 'https://example.org',
    count,
  };
}

describe('the Inspector tab order (docs/product/inspector.md)', () => {
  it('given items in any order, it lists errors, warnings, cart, then events, and keeps found items apart', () => {
    const { listed, found, foundCount } = groupItems([
      item('found', 'signup-form', 2),
      item('content-removed', 'gated', 0),
      item('cart', 'ready-for-signup', 0),
      item('warning', 'missing-redirect'),
      item('error', 'broken-plan-button', 3),
      item('plan-price-clicked', 'clicked', 0),
      item('error', 'incorrect-plan-id'),
      item('found', 'plan-add', 3),
    ]);
    expect(listed.map((entry) => entry.id)).toEqual([
      'broken-plan-button',
      'incorrect-plan-id',
      'missing-redirect',
      'ready-for-signup',
      'gated',
      'clicked',
    ]);
    expect(found.map((entry) => entry.id)).toEqual(['signup-form', 'plan-add']);
    expect(foundCount).toBe(5);
  });
});

describe('the badge count', () => {
  it('adds the found elements and one per other item', () => {
    const items = [item('error', 'a', 3), item('cart', 'b', 0), item('found', 'c', 4), item('found', 'd', 2)];
    expect(badgeCount(items)).toBe(2 + 6);
    expect(hasErrors(items)).toBe(true);
    expect(isClean(items)).toBe(false);
  });

  it('given only found items, there is no error and the list is clean', () => {
    const items = [item('found', 'c', 1)];
    expect(hasErrors(items)).toBe(false);
    expect(isClean(items)).toBe(true);
    expect(badgeCount([])).toBe(0);
  });
});
