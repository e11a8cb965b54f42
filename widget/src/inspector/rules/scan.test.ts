// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@wf/sdk/contract';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/lib/html-tree.ts';
import { FOUND } from './catalogue.ts';
import { cartItems, consoleLines, itemsOf } from './items.ts';
import { scanPage } from './scan.ts';
import { ERROR_IDS, type Finding, FOUND_IDS, type ScanElement, WARNING_IDS } from './types.ts';

const FIXTURES = path.join(import.meta.dirname, '../fixtures');
const app = (JSON.parse(readFileSync(path.join(FIXTURES, 'app.json'), 'utf8')) as { data: App }).data;
const fixtureNames = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.replace(/\.html$/, ''));

/** The page as a browser builds it (happy-dom). */
function browserTree(html: string): Element {
  return new DOMParser().parseFromString(html, 'text/html').documentElement;
}

function problems(findings: readonly Finding<ScanElement>[]): string[] {
  return findings.filter((finding) => finding.level !== 'found').map((finding) => finding.id);
}

const docs = (section: string) => `https://docs.example/attributes#${section}`;

describe('the page-scan rules over the fixture pages (docs/product/inspector.md)', () => {
  it('when listing the fixtures / there is one page per error and warning id, and a clean page', () => {
    expect(fixtureNames.sort()).toEqual([...ERROR_IDS, ...WARNING_IDS, 'clean'].sort());
  });

  for (const name of fixtureNames) {
    const html = readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');
    const expected = name === 'clean' ? [] : [name];

    it(`given ${name}.html in the browser's DOM, it reports ${name === 'clean' ? 'no error or warning' : `exactly ${name}`}`, () => {
      expect(problems(scanPage(browserTree(html), { app }))).toEqual(expected);
    });

    it(`given ${name}.html parsed from the file, it reports the same`, () => {
      expect(problems(scanPage(parseHtml(html), { app }))).toEqual(expected);
    });
  }

  it('given the clean page, it finds the attributes of most families, each with a catalogue entry', () => {
    const html = readFileSync(path.join(FIXTURES, 'clean.html'), 'utf8');
    const found = new Set(scanPage(browserTree(html), { app }).map((finding) => finding.id));
    for (const id of [
      'plan-add',
      'plan-update',
      'plan-remove',
      'price-add',
      'price-update',
      'price-remove-all',
      'signup-form',
      'login-form',
      'passwordless-login',
      'forgot-password-form',
      'reset-password-form',
      'profile-form',
      'logout-link',
      'stripe-customer-portal',
      'upload-profile-image',
      'signup-modal',
      'login-modal',
      'profile-modal',
      'forgot-password-modal',
      'member-data',
      'google-login',
      'github-login',
      'gated-content',
      'commenting-channel',
      'post-creator-data',
      'thread-creator-data',
    ]) {
      expect(found, id).toContain(id);
    }
    for (const id of FOUND_IDS) expect(FOUND[id].title).not.toBe('');
  });
});

function scan(
  body: string,
  scanApp: Parameters<typeof scanPage>[1]['app'] = app,
  checks?: 'all' | 'page' | 'private-fields',
) {
  return scanPage(browserTree(`<!doctype html><html><head></head><body>${body}</body></html>`), {
    app: scanApp,
    checks,
  });
}

describe('the rules in detail', () => {
  it('given no app data, it skips the checks that need it (plan and price ids, private fields, group keys)', () => {
    const findings = scan(
      `<a href="/s" data-ms-plan:add="pln_other">x</a><a href="/s" data-ms-price:add="prc_other">y</a>
       <div data-ms-channel><span data-ms-post="item"><i data-ms-post-creator="phone"></i></span></div>
       <p data-ms-content="some-group">z</p>`,
      null,
    );
    expect(problems(findings)).toEqual([]);
  });

  it('given the private-field phase apart, the page phase leaves it out and the later phase reports only it', () => {
    const body = `<a href="#" data-ms-plan:add="pln_fixture-free">x</a>
      <div data-ms-channel><div data-ms-post="item"><i data-ms-post-creator="phone"></i></div></div>`;
    expect(problems(scan(body, app, 'page'))).toEqual(['plan-without-action']);
    expect(scan(body, app, 'private-fields').map((finding) => finding.id)).toEqual(['private-custom-field']);
  });

  it('given a plan list on a signup form, it accepts data-ms-plan there (and no-plan), but checks the ids', () => {
    const form = (plans: string) =>
      `<form data-ms-form="signup" data-ms-plan="${plans}"><input data-ms-member="email"><input data-ms-member="password"></form>`;
    expect(problems(scan(form('pln_fixture-free,no-plan')))).toEqual([]);
    expect(problems(scan(form('pln_gone')))).toEqual(['incorrect-plan-id']);
    expect(problems(scan(form('gold')))).toEqual(['broken-plan-button']);
  });

  it('given plan buttons a visitor never sees, or that link or open a modal, it gives no without-action warning', () => {
    expect(
      problems(
        scan(`<div data-ms-content="members"><button data-ms-plan:add="pln_fixture-free">a</button></div>
          <button data-ms-modal="signup" data-ms-price:add="prc_fixture-monthly">b</button>
          <a href="/signup"><span data-ms-plan:update="pln_fixture-free">c</span></a>`),
      ),
    ).toEqual([]);
    expect(problems(scan('<a href="javascript:void 0" data-ms-plan:add="pln_fixture-free">d</a>'))).toEqual([
      'plan-without-action',
    ]);
  });

  it('given a price that is a paid plan’s but a plan id on a button, it says the plan is not a free plan', () => {
    const [finding] = scan('<a href="/s" data-ms-plan:add="pln_fixture-pro">x</a>');
    expect(finding?.id).toBe('incorrect-plan-id');
    expect(finding?.message).toBe('Incorrect Plan ID: pln_fixture-pro is not a free plan of this app.');
  });

  it('given unknown names and values, it suggests the nearest known one, and nothing for a far-off word', () => {
    const messages = scan(`<button data-ms-acton="logout">a</button><button data-ms-action="logot">b</button>
      <p data-ms-content="!paid-plan">c</p><p data-ms-content="vipp">d</p><i data-ms-wibble-wobble="1">e</i>`).map(
      (finding) => finding.message,
    );
    expect(messages).toEqual([
      'Unknown Attribute: data-ms-acton is not an attribute the script knows; did you mean data-ms-action?',
      'Unknown Attribute: "logot" is not a value of data-ms-action; did you mean "logout"?',
      'Unknown Gated Content Value: "!paid-plan" is hidden from everyone; did you mean "!paid-plans"?',
      'Unknown Gated Content Value: "vipp" is hidden from everyone; did you mean "vip"?',
      'Unknown Attribute: data-ms-wibble-wobble is not an attribute the script knows.',
    ]);
  });

  it('given Memberstack’s install tag and ours on one page, it counts both as installs', () => {
    const page = browserTree(`<!doctype html><html><head>
      <script data-memberstack-app="app_x" src="https://static.memberstack.com/scripts/v1/memberstack.js"></script>
      </head><body><script src="https://members.example.org/widget.js?v=2" data-app-id="a" data-public-key="pk_sb_a"></script></body></html>`);
    expect(problems(scanPage(page, { app }))).toEqual(['duplicate-install-code', 'misplaced-install-code']);
  });

  it('given an orphaned post container, it reports the container once, not every element inside', () => {
    const findings = scan(
      '<div data-ms-post="container"><div data-ms-post="item"><p data-ms-post="content"></p></div></div>',
    );
    expect(problems(findings)).toEqual(['orphan-commenting-ui']);
  });

  it('given a login form with only a provider button, it is complete', () => {
    expect(
      problems(
        scan(
          '<form data-ms-form="login"><input data-ms-member="email"><button data-ms-auth-provider="google">G</button></form>',
        ),
      ),
    ).toEqual([]);
  });
});

describe('the list items, cart and console lines', () => {
  const findings = scan(`<a href="#" data-ms-plan:add="pln_x">a</a><a href="#" data-ms-plan:add="pln_y">b</a>
    <form data-ms-form="forgot-password"><input data-ms-member="email"></form>`);

  it('given two broken plan buttons, it lists one item with both messages, its count and its documentation', () => {
    const items = itemsOf(findings, docs);
    expect(items.map((item) => [item.id, item.type, item.count])).toEqual([
      ['incorrect-plan-id', 'error', 2],
      ['missing-redirect', 'warning', 1],
      ['forgot-password-form', 'found', 1],
      ['member-data', 'found', 1],
    ]);
    expect(items[0]).toMatchObject({
      title: 'Incorrect Plan ID',
      dataAttribute: 'data-ms-plan:add="pln_x"',
      documentationLink: 'https://docs.example/attributes#plans',
      messages: [
        'Incorrect Plan ID: pln_x is not a free plan of this app.',
        'Incorrect Plan ID: pln_y is not a free plan of this app.',
      ],
    });
    expect(items[1]?.title).toBe('Forgot Password Form Missing Redirect');
    expect(items[2]?.messages).toBeUndefined();
  });

  it('given a stored plan and price, it lists ready-for-signup and ready-for-checkout with their values', () => {
    expect(
      cartItems({ plan: 'pln_a', price: 'prc_b' }, docs).map((item) => [item.id, item.type, item.cartValue]),
    ).toEqual([
      ['ready-for-signup', 'cart', 'pln_a'],
      ['ready-for-checkout', 'cart', 'prc_b'],
    ]);
    expect(cartItems({ plan: null, price: null }, docs)).toEqual([]);
  });

  it('given findings, each console line names the id, in red for errors, yellow for warnings, green for found', () => {
    const lines = consoleLines(findings);
    expect(lines[0]?.slice(0, 1)).toEqual(['%c[incorrect-plan-id] %s']);
    expect(lines[0]?.[2]).toBe('Incorrect Plan ID: pln_x is not a free plan of this app.');
    // A % in the page's values is an argument, never part of the format.
    const [percent] = consoleLines(scan('<a href="/s" data-ms-plan:add="pln_%c%s">x</a>'));
    expect(percent?.[0]).toBe('%c[incorrect-plan-id] %s');
    expect(percent?.[2]).toContain('pln_%c%s');
    expect(lines.map((line) => line[1].match(/#[0-9a-f]{6}/)?.[0])).toEqual([
      '#e06657',
      '#e06657',
      '#efd350',
      '#5c9d6f',
      '#5c9d6f',
    ]);
  });
});
