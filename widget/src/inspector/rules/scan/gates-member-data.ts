/**
 * The gates and member data family (docs/product/inspector.md `unknown-custom-field`,
 * `unknown-content-value`; docs/product/data-attributes.md §2, §3): a member key the app does not
 * define, a gate value nobody can see.
 */
import { isKnownGate } from '../../../attributes/gates.ts';
import { isCustomFieldKey } from '../../../attributes/member-data.ts';
import type { Finding, ScanElement } from '../types.ts';
import { BUILT_IN_CONTENT_VALUES, MEMBER_KEYS, nearest } from '../vocabulary.ts';
import { type AttributeReader, finding, type ScanPage } from './page.ts';
import { enclosingForm } from './tree.ts';

/** A `data-ms-member` key: member data, or a custom field the app does not define. */
export function memberDataFindings<E extends ScanElement>(
  element: E,
  attr: AttributeReader,
  page: ScanPage<E>,
): Finding<E>[] {
  const memberKey = attr('data-ms-member');
  if (memberKey === null) return [];
  if (
    page.app !== null &&
    isCustomFieldKey(memberKey) &&
    !page.fieldKeys.includes(memberKey) &&
    // One id per fault: a login form's other fields are extra-login-elements.
    enclosingForm(element)?.getAttribute('data-ms-form')?.trim() !== 'login'
  ) {
    const guess = nearest(memberKey, [...MEMBER_KEYS, ...page.fieldKeys]);
    return [
      finding(
        'unknown-custom-field',
        element,
        'data-ms-member',
        `"${memberKey}" is not a custom field of this app${guess ? `; did you mean "${guess}"?` : '.'}`,
      ),
    ];
  }
  return [finding('member-data', element, 'data-ms-member')];
}

/** A `data-ms-content` gate: gated content, or a value neither built in nor a group of the app. */
export function gateFindings<E extends ScanElement>(
  element: E,
  attr: AttributeReader,
  page: ScanPage<E>,
): Finding<E>[] {
  const gate = attr('data-ms-content');
  if (gate === null) return [];
  const groups = page.app?.contentGroups ?? [];
  if (page.app !== null && !isKnownGate(gate, groups)) {
    const guess = nearest(gate.replace(/^!/, ''), [
      ...BUILT_IN_CONTENT_VALUES,
      ...groups.map((group) => group.key),
    ]);
    return [
      finding(
        'unknown-content-value',
        element,
        'data-ms-content',
        `"${gate}" is hidden from everyone${guess ? `; did you mean "${gate.startsWith('!') ? '!' : ''}${guess}"?` : '.'}`,
      ),
    ];
  }
  return [finding('gated-content', element, 'data-ms-content')];
}
