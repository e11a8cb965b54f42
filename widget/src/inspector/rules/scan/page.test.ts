/** What the rules read of the whole page, and how a finding is written (docs/product/inspector.md). */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../../scripts/lib/html-tree.ts';
import type { ScanApp, ScanElement } from '../types.ts';
import { finding, readPage } from './page.ts';
import { ancestors, enclosingForm, ids, isSubmitControl, walk } from './tree.ts';

const app: ScanApp = {
  plans: [
    { id: 'pln_free', name: 'Free', description: null, priority: 0, prices: [] },
    {
      id: 'pln_pro',
      name: 'Pro',
      description: null,
      priority: 1,
      prices: [
        {
          id: 'prc_pro',
          name: 'Monthly',
          type: 'SUBSCRIPTION',
          amount: 5,
          currency: 'usd',
          interval: { type: 'MONTHLY', count: 1 },
        },
      ],
    },
  ],
  customFields: [{ key: 'city', label: 'City', order: 0, hidden: false, visibility: 'PUBLIC' }],
  contentGroups: [],
};

function byId(root: ScanElement, id: string): ScanElement {
  return [...walk(root)].find((node) => node.getAttribute('id') === id) as ScanElement;
}

describe('readPage', () => {
  it('given the app / its free plans, prices and field keys', () => {
    const page = readPage<ScanElement>(parseHtml('<p></p>'), app);
    expect([...page.freePlanIds]).toEqual(['pln_free']);
    expect([...page.priceIds]).toEqual(['prc_pro']);
    expect(page.fieldKeys).toEqual(['city']);
  });

  it('given submit controls outside their forms / the forms they send; a provider button sends none', () => {
    const page = readPage<ScanElement>(
      parseHtml(
        '<button form="a">Go</button><input type="image" form="b"><button form="c" data-ms-auth-provider="g">G</button>',
      ),
      null,
    );
    expect([...page.submittedFromOutside]).toEqual(['a', 'b']);
  });

  it('given install tags / numbered in page order', () => {
    const root = parseHtml(
      '<head><script id="one" src="/widget.js"></script><script src="/app.js"></script></head><body><script id="two" src="/widget.js"></script></body>',
    );
    const page = readPage<ScanElement>(root, null);
    expect(page.installNumbers.get(byId(root, 'one'))).toBe(1);
    expect(page.installNumbers.get(byId(root, 'two'))).toBe(2);
    expect(page.installNumbers.size).toBe(2);
  });
});

describe('finding', () => {
  it('given a detail / the title, then the detail; the attribute as written', () => {
    const element = byId(parseHtml('<a id="x" data-ms-plan:add="pln_x">x</a>'), 'x');
    expect(finding('incorrect-plan-id', element, 'data-ms-plan:add', 'pln_x is not a free plan.')).toEqual({
      id: 'incorrect-plan-id',
      level: 'error',
      element,
      message: 'Incorrect Plan ID: pln_x is not a free plan.',
      dataAttribute: 'data-ms-plan:add="pln_x"',
    });
  });

  it('given an empty or absent attribute / its name alone; levels by the id lists', () => {
    const element = byId(parseHtml('<a id="x" data-ms-channel="">x</a>'), 'x');
    expect(finding('commenting-channel', element, 'data-ms-channel')).toMatchObject({
      level: 'found',
      dataAttribute: 'data-ms-channel',
    });
    expect(finding('missing-redirect', element, 'data-ms-form')).toMatchObject({
      level: 'warning',
      dataAttribute: 'data-ms-form',
    });
  });
});

describe('the tree helpers', () => {
  it('given nested elements / walk is in page order, ancestors nearest first, the enclosing form found', () => {
    const root = parseHtml('<form id="f" data-ms-form="login"><div id="d"><input id="i"></div></form>');
    const input = byId(root, 'i');
    expect([...walk(root)].map((node) => node.getAttribute('id')).filter(Boolean)).toEqual(['f', 'd', 'i']);
    expect([...ancestors(input)].map((node) => node.getAttribute('id')).filter(Boolean)).toEqual(['d', 'f']);
    expect(enclosingForm(input)?.getAttribute('id')).toBe('f');
    expect(enclosingForm(byId(root, 'f'))).toBeNull();
  });

  it('given submit controls / buttons without a type or of type submit, and input submit or image; never a provider, action or modal button', () => {
    const root =
      parseHtml(`<button id="a">x</button><button id="b" type="button">x</button><input id="c" type="submit">
      <button id="d" data-ms-modal="login">x</button><input id="e" type="text">`);
    expect(['a', 'b', 'c', 'd', 'e'].map((id) => isSubmitControl(byId(root, id)))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('given a comma list / its ids trimmed, empties dropped', () => {
    expect(ids(' a, ,b ,')).toEqual(['a', 'b']);
  });
});
