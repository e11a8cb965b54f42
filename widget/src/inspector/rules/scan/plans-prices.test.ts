/** The plans and prices family over a parsed page (docs/product/inspector.md; docs/product/data-attributes.md §8). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@wf/sdk/contract';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../../scripts/lib/html-tree.ts';
import type { ScanApp, ScanElement } from '../types.ts';
import { attributeFindings } from './attribute-names.ts';
import { readPage } from './page.ts';
import { planAndPriceFindings, visitorSees } from './plans-prices.ts';
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
    const { attr, settled } = attributeFindings(element, names);
    return planAndPriceFindings(element, names, settled, attr, page).map((f): [string, string] => [
      f.id,
      f.message,
    ]);
  });
}

const ids = (html: string, withApp: ScanApp | null = app) => scan(html, withApp).map(([id]) => id);

describe('planAndPriceFindings: plans', () => {
  it('given free plan links of the app / each is found', () => {
    expect(ids('<a href="/j" data-ms-plan:add="pln_fixture-free">J</a>')).toEqual(['plan-add']);
    expect(ids('<a href="/j" data-ms-plan:update="pln_fixture-free">J</a>')).toEqual(['plan-update']);
    expect(ids('<button data-ms-plan:remove="pln_fixture-free">J</button>')).toEqual(['plan-remove']);
  });

  it('given data-ms-plan on a button / a broken suffix when it carries an id, else a broken button', () => {
    expect(scan('<a href="/j" data-ms-plan="pln_fixture-free">J</a>')).toEqual([
      ['broken-plan-suffix', expect.stringContaining('write data-ms-plan:add="pln_fixture-free".')],
    ]);
    expect(ids('<a href="/j" data-ms-plan="free">J</a>')).toEqual(['broken-plan-button']);
  });

  it('given a signup form’s plan list with no-plan / accepted; an id that is not a plan id / broken', () => {
    expect(ids('<form data-ms-plan="pln_fixture-free,no-plan"></form>')).toEqual([]);
    expect(ids('<a href="/j" data-ms-plan:add="free">J</a>')).toEqual(['broken-plan-button']);
  });

  it('given a paid plan, or a plan of another app / not a free plan of this app; without app data / not checked', () => {
    expect(ids('<a href="/j" data-ms-plan:add="pln_fixture-pro">J</a>')).toEqual(['incorrect-plan-id']);
    expect(ids('<a href="/j" data-ms-plan:add="pln_elsewhere">J</a>', null)).toEqual(['plan-add']);
  });

  it('given a plan button a visitor sees that goes nowhere / without action; hidden from visitors or opening a modal / fine', () => {
    expect(ids('<button data-ms-plan:add="pln_fixture-free">J</button>')).toEqual([
      'plan-add',
      'plan-without-action',
    ]);
    expect(ids('<button data-ms-modal="signup" data-ms-plan:add="pln_fixture-free">J</button>')).toEqual([
      'plan-add',
    ]);
    expect(
      ids('<div data-ms-content="members"><button data-ms-plan:add="pln_fixture-free">J</button></div>'),
    ).toEqual(['plan-add']);
  });

  it('given a plan on a provider button / plan-on-social-auth only', () => {
    expect(
      ids('<button data-ms-auth-provider="google" data-ms-plan:add="pln_fixture-free">G</button>'),
    ).toEqual(['plan-on-social-auth']);
  });
});

describe('planAndPriceFindings: prices', () => {
  it('given prices of the app / each is found', () => {
    expect(ids('<a href="/b" data-ms-price:add="prc_fixture-monthly">B</a>')).toEqual(['price-add']);
    expect(ids('<a href="/b" data-ms-price:update="prc_fixture-monthly,prc_fixture-yearly">B</a>')).toEqual([
      'price-update',
    ]);
    expect(ids('<a href="/b" data-ms-price:remove="all">B</a>')).toEqual(['price-remove-all']);
  });

  it('given broken price attributes / each says what to write', () => {
    expect(ids('<a href="/b" data-ms-price="prc_fixture-monthly">B</a>')).toEqual(['broken-price-suffix']);
    expect(ids('<a href="/b" data-ms-price:remove="prc_fixture-monthly">B</a>')).toEqual([
      'broken-price-button',
    ]);
    expect(ids('<a href="/b" data-ms-price:add="monthly">B</a>')).toEqual(['broken-price-button']);
    expect(ids('<a href="/b" data-ms-price:add="prc_other">B</a>')).toEqual(['incorrect-price-id']);
  });

  it('given a price button without a link / price-without-action; on a form / none', () => {
    expect(ids('<button data-ms-price:add="prc_fixture-monthly">B</button>')).toEqual([
      'price-add',
      'price-without-action',
    ]);
    expect(ids('<form data-ms-price:add="prc_fixture-monthly"></form>')).toEqual(['price-add']);
  });
});

describe('visitorSees', () => {
  it('given a member gate or a member-only form around it / a visitor does not see it; a !members gate / they do', () => {
    const root = parseHtml(`<div data-ms-content="members"><i id="a"></i></div>
      <form data-ms-form="profile"><i id="b"></i></form><div data-ms-content="!members"><i id="c"></i></div>`);
    const byId = (id: string) => [...walk<ScanElement>(root)].find((node) => node.getAttribute('id') === id);
    expect(visitorSees(byId('a') as ScanElement, app)).toBe(false);
    expect(visitorSees(byId('b') as ScanElement, app)).toBe(false);
    expect(visitorSees(byId('c') as ScanElement, app)).toBe(true);
  });
});
