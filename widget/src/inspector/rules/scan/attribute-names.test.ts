/** The vocabulary family over a parsed element (docs/product/inspector.md `unknown-attribute` and its kin). */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../../scripts/lib/html-tree.ts';
import type { ScanElement } from '../types.ts';
import { attributeFindings } from './attribute-names.ts';
import { walk } from './tree.ts';

/** The vocabulary check of the last element of `html`. */
function check(html: string) {
  const element = [...walk<ScanElement>(parseHtml(html))].at(-1) as ScanElement;
  const names = element.getAttributeNames().filter((name) => name.startsWith('data-ms-'));
  return attributeFindings(element, names);
}

describe('attributeFindings', () => {
  it('given a misspelt name / unknown, with the nearest name, and settled for the other rules', () => {
    const { findings, attr, settled } = check('<a data-ms-acton="logout">x</a>');
    expect(findings.map((finding) => finding.message)).toEqual([
      'Unknown Attribute: data-ms-acton is not an attribute the script knows; did you mean data-ms-action?',
    ]);
    expect(settled.has('data-ms-acton')).toBe(true);
    expect(attr('data-ms-acton')).toBeNull();
  });

  it('given an attribute that needs a value and has none / missing-attribute-value, and it reads as absent', () => {
    const { findings, attr } = check('<a data-ms-action="">x</a>');
    expect(findings.map((finding) => finding.id)).toEqual(['missing-attribute-value']);
    expect(attr('data-ms-action')).toBeNull();
  });

  it('given data-ms-form on a div / misplaced, and settled', () => {
    const { findings, settled } = check('<div data-ms-form="login"></div>');
    expect(findings.map((finding) => finding.id)).toEqual(['misplaced-form-attribute']);
    expect(settled.has('data-ms-form')).toBe(true);
  });

  it('given a value outside a closed list / unknown, with the nearest value', () => {
    const { findings } = check('<form data-ms-form="sign-up"></form>');
    expect(findings.map((finding) => finding.message)).toEqual([
      'Unknown Attribute: "sign-up" is not a value of data-ms-form; did you mean "signup"?',
    ]);
  });

  it('given known names and values / nothing, and the values read trimmed', () => {
    const { findings, attr } = check('<form data-ms-form=" login "></form>');
    expect(findings).toEqual([]);
    expect(attr('data-ms-form')).toBe('login');
  });
});
