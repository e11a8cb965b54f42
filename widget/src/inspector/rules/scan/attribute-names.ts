/**
 * The vocabulary family (docs/product/inspector.md `unknown-attribute`, `missing-attribute-value`,
 * `misplaced-form-attribute`): attribute names the script does not know, values missing, a form
 * attribute off a form, values outside a closed list. An attribute reported here is settled: no
 * other rule looks at it.
 */
import type { Finding, ScanElement } from '../types.ts';
import { CLOSED_VALUES, KNOWN_ATTRIBUTES, nearest, VALUE_REQUIRED } from '../vocabulary.ts';
import { type AttributeReader, finding } from './page.ts';
import { isTag } from './tree.ts';

const KNOWN: ReadonlySet<string> = new Set(KNOWN_ATTRIBUTES);

/** What the vocabulary family found, and the attributes it settled. */
export interface AttributeCheck<E extends ScanElement> {
  findings: Finding<E>[];
  /** The element's attributes, trimmed, those settled here read as absent. */
  attr: AttributeReader;
  /** The names reported as unknown or empty, or misplaced. */
  settled: ReadonlySet<string>;
}

/** Checks the element's `data-ms-*` names (`names`) and the values of the closed lists. */
export function attributeFindings<E extends ScanElement>(
  element: E,
  names: readonly string[],
): AttributeCheck<E> {
  const findings: Finding<E>[] = [];
  const settled = new Set<string>();
  for (const name of names) {
    const value = element.getAttribute(name) ?? '';
    if (!KNOWN.has(name)) {
      const guess = nearest(name, KNOWN_ATTRIBUTES);
      findings.push(
        finding(
          'unknown-attribute',
          element,
          name,
          `${name} is not an attribute the script knows${guess ? `; did you mean ${guess}?` : '.'}`,
        ),
      );
      settled.add(name);
    } else if (VALUE_REQUIRED.has(name) && value.trim() === '') {
      findings.push(finding('missing-attribute-value', element, name, `${name} is empty.`));
      settled.add(name);
    }
  }
  const attr: AttributeReader = (name) =>
    settled.has(name) ? null : (element.getAttribute(name)?.trim() ?? null);

  // Closed value lists (ours): a value outside the list is a typo. A form attribute off a form is worse.
  const formValue = attr('data-ms-form');
  if (formValue !== null && !isTag(element, 'FORM')) {
    findings.push(
      finding(
        'misplaced-form-attribute',
        element,
        'data-ms-form',
        `it is on a <${element.tagName.toLowerCase()}>.`,
      ),
    );
    settled.add('data-ms-form');
  }
  for (const [name, allowed] of Object.entries(CLOSED_VALUES)) {
    const value = attr(name);
    if (value === null || allowed.includes(value)) continue;
    const guess = nearest(value, allowed);
    findings.push(
      finding(
        'unknown-attribute',
        element,
        name,
        `"${value}" is not a value of ${name}${guess ? `; did you mean "${guess}"?` : '.'}`,
      ),
    );
    settled.add(name);
  }
  return { findings, attr, settled };
}
