/** The gates and member data family over a parsed page (docs/product/inspector.md; docs/product/data-attributes.md §2, §3). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@wf/sdk/contract';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../../scripts/lib/html-tree.ts';
import type { ScanApp, ScanElement } from '../types.ts';
import { attributeFindings } from './attribute-names.ts';
import { gateFindings, memberDataFindings } from './gates-member-data.ts';
import { readPage } from './page.ts';
import { walk } from './tree.ts';

const app = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../fixtures/app.json'), 'utf8')) as { data: App }
).data;

/** The family's findings over `html`, as [id, message]. */
function scan(html: string, withApp: ScanApp | null = app): [string, string][] {
  const root = parseHtml(html);
  const page = readPage<ScanElement>(root, withApp);
  return [...walk<ScanElement>(root)].flatMap((element) => {
    const names = element.getAttributeNames().filter((name) => name.startsWith('data-ms-'));
    const { attr } = attributeFindings(element, names);
    return [...memberDataFindings(element, attr, page), ...gateFindings(element, attr, page)].map(
      (f): [string, string] => [f.id, f.message],
    );
  });
}

describe('memberDataFindings', () => {
  it('given built-in keys and the app’s own fields / member data', () => {
    expect(scan('<span data-ms-member="email"></span><span data-ms-member="city"></span>')).toEqual([
      ['member-data', 'Member Data'],
      ['member-data', 'Member Data'],
    ]);
  });

  it('given a key the app does not define / unknown, with the nearest key', () => {
    expect(scan('<span data-ms-member="cty"></span>')).toEqual([
      [
        'unknown-custom-field',
        expect.stringContaining('"cty" is not a custom field of this app; did you mean "city"?'),
      ],
    ]);
  });

  it('given an unknown key in a login form, or no app data / member data (one id per fault)', () => {
    expect(scan('<form data-ms-form="login"><input data-ms-member="cty"></form>')).toEqual([
      ['member-data', 'Member Data'],
    ]);
    expect(scan('<span data-ms-member="cty"></span>', null)).toEqual([['member-data', 'Member Data']]);
  });
});

describe('gateFindings', () => {
  it('given built-in gates, their inverses and the app’s group keys / gated content', () => {
    expect(
      scan(
        '<p data-ms-content="members"></p><p data-ms-content="!paid-plans"></p><p data-ms-content="vip"></p>',
      ).map(([id]) => id),
    ).toEqual(['gated-content', 'gated-content', 'gated-content']);
  });

  it('given a value neither built in nor a group / hidden from everyone, with the nearest value, its ! kept', () => {
    expect(scan('<p data-ms-content="!memebrs"></p>')).toEqual([
      [
        'unknown-content-value',
        expect.stringContaining('"!memebrs" is hidden from everyone; did you mean "!members"?'),
      ],
    ]);
    expect(scan('<p data-ms-content="vipp"></p>')[0]?.[1]).toContain('did you mean "vip"?');
  });

  it('given no app data / any value is gated content (groups unknown)', () => {
    expect(scan('<p data-ms-content="anything"></p>', null).map(([id]) => id)).toEqual(['gated-content']);
  });
});
