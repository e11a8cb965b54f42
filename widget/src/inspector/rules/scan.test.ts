// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@wf/sdk/contract';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/lib/html-tree.ts';
import { hashLinkOf } from '../../attributes/hash-links.ts';
import { FOUND } from './catalogue.ts';
import { cartItems, consoleLines, itemsOf } from './items.ts';
import { scanPage } from './scan.ts';
import { ERROR_IDS, type Finding, FOUND_IDS, type ScanApp, type ScanElement, WARNING_IDS } from './types.ts';

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
      'login-hash-link',
      'signup-hash-link',
      'logout-hash-link',
      'profile-hash-link',
      'forgot-password-hash-link',
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
      `<form data-ms-form="signup" data-ms-plan="${plans}"><input data-ms-member="email"><input data-ms-member="password"><button>Sign up</button></form>`;
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
      <script data-memberstack-app="app_fixture" src="https://static.memberstack.com/scripts/v1/memberstack.js"></script>
      </head><body><script src="https://members.example.org/widget.js?v=2" data-app-id="app_fixture" data-public-key="pk_sb_a"></script></body></html>`);
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

/** A whole page, with the head given (install tags). */
function scanDocument(head: string, body = '<p>Hello</p>', scanApp: ScanApp | null = app) {
  return scanPage(browserTree(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`), {
    app: scanApp,
  });
}

function messages(findings: readonly Finding<ScanElement>[]): string[] {
  return findings.filter((finding) => finding.level !== 'found').map((finding) => finding.message);
}

describe('pages moved from Memberstack 2.0: the faults a careful reader sees', () => {
  it('given data-ms-member keys the app does not define, it reports each as unknown-custom-field, with the nearest key', () => {
    const findings = scan(`<form data-ms-form="signup">
      <input data-ms-member="email"><input type="password" data-ms-member="password">
      <input data-ms-member="name"><input data-ms-member="phone-number"><input data-ms-member="address">
      <button type="submit">Sign up</button></form>
      <p>Hello <span data-ms-member="frist-name"></span></p>`);
    expect(messages(findings)).toEqual([
      'Unknown Custom Field: "name" is not a custom field of this app.',
      'Unknown Custom Field: "phone-number" is not a custom field of this app.',
      'Unknown Custom Field: "address" is not a custom field of this app.',
      'Unknown Custom Field: "frist-name" is not a custom field of this app; did you mean "first-name"?',
    ]);
    expect(findings.find((finding) => finding.id === 'unknown-custom-field')?.level).toBe('error');
  });

  it('given the built-in keys, the app’s own fields, a login form’s extras or no app data, it reports no unknown field', () => {
    const body = `<form data-ms-form="profile"><input data-ms-member="first-name"><input data-ms-member="city">
        <input data-ms-member="email"><input type="password" data-ms-member="current-password">
        <input type="password" data-ms-member="new-password"><button type="submit">Save</button></form>
      <img data-ms-member="profile-image" alt=""><span data-ms-member="id"></span>
      <span data-ms-member="signup-date"></span><span data-ms-member="signup-date.toDateString()"></span>
      <form data-ms-form="passwordless-login"><input data-ms-member="email">
        <div data-ms-passwordless="step-2"><input data-ms-member="token"></div><button type="submit">Go</button></form>`;
    expect(problems(scan(body))).toEqual([]);
    // One id per fault: in a login form another key is extra-login-elements and nothing else.
    expect(
      problems(
        scan(`<form data-ms-form="login"><input data-ms-member="email"><input type="password" data-ms-member="password">
          <input data-ms-member="name"><button type="submit">Log in</button></form>`),
      ),
    ).toEqual(['extra-login-elements']);
    // Without the app, a custom field cannot be told from a typo.
    expect(problems(scan('<span data-ms-member="name"></span>', null))).toEqual([]);
  });

  it('given an install tag without a recognised app attribute, it reports broken-install-code and the name meant', () => {
    const memberstack = 'src="https://static.memberstack.com/scripts/v1/memberstack.js"';
    expect(messages(scanDocument(`<script data-memberstackapp="app_x" ${memberstack}></script>`))).toEqual([
      'Broken Install Code: the tag names no app; write data-memberstack-app, not data-memberstackapp.',
    ]);
    expect(
      messages(
        scanDocument('<script src="/widget.js" data-appid="app_x" data-public-key="pk_sb_x"></script>'),
      ),
    ).toEqual(['Broken Install Code: the tag names no app; write data-app-id, not data-appid.']);
    expect(messages(scanDocument('<script src="/widget.js" data-public-key="pk_sb_x"></script>'))).toEqual([
      'Broken Install Code: the tag names no app: add data-app-id.',
    ]);
    expect(scanDocument(`<script ${memberstack}></script>`).map((finding) => finding.message)).toEqual([
      'Broken Install Code: the tag names no app: add data-memberstack-app.',
    ]);
  });

  it('given a public key where the app id goes (a moved page’s common mix-up), it reports broken-install-code saying so', () => {
    const tag = '<script src="/widget.js" data-memberstack-app="pk_sb_corpus"></script>';
    expect(messages(scanDocument(tag, '<p>Hello</p>', null))).toEqual([
      'Broken Install Code: data-memberstack-app="pk_sb_corpus" is a public key, not an app id; the app id starts with app_.',
    ]);
  });

  it('given the app’s data with its id, an install tag naming another app is reported; its own id is not', () => {
    const withId = { ...app, id: 'app_mine' };
    expect(
      messages(
        scanDocument('<script src="/widget.js" data-app-id="app_theirs"></script>', '<p>Hi</p>', withId),
      ),
    ).toEqual(['Broken Install Code: data-app-id="app_theirs" is not this app\'s id, app_mine.']);
    expect(
      problems(
        scanDocument('<script src="/widget.js" data-app-id="app_mine"></script>', '<p>Hi</p>', withId),
      ),
    ).toEqual([]);
  });

  it('given install tags written right, our names or Memberstack’s, or scripts that are not install tags, it reports no broken install', () => {
    for (const head of [
      '<script data-memberstack-app="app_fixture" src="https://static.memberstack.com/scripts/v1/memberstack.js"></script>',
      '<script src="https://members.example.org/widget.js" data-memberstack-app="app_fixture" data-memberstack-key="pk_sb_x"></script>',
      '<script src="/widget.js" data-app-id="app_fixture" data-public-key="pk_sb_x"></script>',
      // The key is optional: without one the service answers in its own mode.
      '<script src="/widget.js" data-memberstack-app="app_fixture"></script>',
      '<script src="/js/site.js" data-memberstackapp="not-an-install"></script><script>var a = 1;</script>',
    ]) {
      expect(problems(scanDocument(head)), head).toEqual([]);
    }
  });

  it('given an install tag with async or defer, it warns async-install-code; other scripts may be async', () => {
    expect(
      messages(
        scanDocument(
          '<script src="/widget.js" data-app-id="app_fixture" data-public-key="pk_sb_x" async></script>',
        ),
      ),
    ).toEqual([
      'Async Install Code: the tag has async, so the page shows before the script runs; remove it.',
    ]);
    expect(
      messages(
        scanDocument(
          '<script defer data-memberstack-app="app_fixture" src="https://static.memberstack.com/scripts/v1/memberstack.js"></script>',
        ),
      ),
    ).toEqual([
      'Async Install Code: the tag has defer, so the page shows before the script runs; remove it.',
    ]);
    expect(
      problems(
        scanDocument(
          '<script src="/widget.js" data-app-id="app_fixture" data-public-key="pk_sb_x"></script><script async src="https://analytics.example/a.js"></script>',
        ),
      ),
    ).toEqual([]);
  });

  it('given the older #/ms/ hash links, it lists each kind as a found item with its href', () => {
    const findings = scan(`<a href="#/ms/login">a</a><a href="#/ms/signup">b</a><a href="#/ms/logout">c</a>
      <a href="#/ms/profile">d</a><a href="#/ms/forgot-password">e</a><a href="#/ms/signup/pln_x">f</a>`);
    expect(findings.map((finding) => [finding.id, finding.level, finding.dataAttribute])).toEqual([
      ['login-hash-link', 'found', 'href="#/ms/login"'],
      ['signup-hash-link', 'found', 'href="#/ms/signup"'],
      ['logout-hash-link', 'found', 'href="#/ms/logout"'],
      ['profile-hash-link', 'found', 'href="#/ms/profile"'],
      ['forgot-password-hash-link', 'found', 'href="#/ms/forgot-password"'],
      ['signup-hash-link', 'found', 'href="#/ms/signup/pln_x"'],
    ]);
  });

  it('given a #/ms/ link the runtime does not know, it warns unknown-attribute with the nearest name', () => {
    expect(messages(scan('<a href="#/ms/Login">a</a><a href="#/ms/member-page">b</a>'))).toEqual([
      'Unknown Attribute: #/ms/Login is not a link the script knows; did you mean #/ms/login?',
      'Unknown Attribute: #/ms/member-page is not a link the script knows.',
    ]);
  });

  it('given any href, the rules find a hash link exactly where the runtime acts on one', () => {
    for (const href of [
      '#/ms/login',
      '#/ms/logout/',
      '#/ms/signup/pln_x',
      '#/ms/forgot-password',
      '#/ms/profile',
      '#/ms/Login',
      '#/ms/member-page',
      '#/ms/',
      '#ms/login',
      '/#/ms/login',
    ]) {
      const page = browserTree(`<!doctype html><html><body><a href="${href}">x</a></body></html>`);
      const link = page.querySelector('a') as Element;
      const found = scanPage(page, { app }).some((finding) => finding.level === 'found');
      expect(found, href).toBe(hashLinkOf(link) !== null);
    }
  });

  it('given anchors that only look alike, it finds no hash link', () => {
    expect(
      scan(`<a href="#ms-login">a</a><a href="/ms/login">b</a><a href="#/members">c</a>
        <div data-href="#/ms/login">d</div><a href="https://other.example/#/ms/login">e</a>`),
    ).toEqual([]);
  });

  it('given an e-mail field in a form without data-ms-form, it warns missing-form-attribute on the form', () => {
    const findings = scan(`<form name="wf-form-signup" method="get">
      <input data-ms-member="email"><input type="password" data-ms-member="password"><input type="submit" value="Join"></form>`);
    expect(
      findings
        .filter((finding) => finding.level === 'warning')
        .map((finding) => [finding.id, finding.element.tagName]),
    ).toEqual([['missing-form-attribute', 'FORM']]);
    expect(messages(findings)).toEqual([
      'Form Attribute Missing: this form has a data-ms-member="email" field but no data-ms-form, so submitting it reloads the page.',
    ]);
  });

  it('given plain forms that are meant so (posting elsewhere, no e-mail field) or a wrapper already reported, it gives no missing-form-attribute', () => {
    expect(
      problems(
        scan(`<form action="https://newsletter.example/subscribe" method="post"><input data-ms-member="email" name="email"><button>Subscribe</button></form>
          <form><input name="q" data-ms-member="first-name"><button>Search</button></form>`),
      ),
    ).toEqual([]);
    expect(
      problems(
        scan(`<div data-ms-form="login"><form><input data-ms-member="email"><input type="password" data-ms-member="password">
          <button type="submit">Log in</button></form></div>`),
      ),
    ).toEqual(['misplaced-form-attribute']);
  });

  it('given a Memberstack form without a submit control, it reports missing-submit-button', () => {
    const findings =
      scan(`<form data-ms-form="forgot-password" redirect="/reset"><input data-ms-member="email">
      <button type="button">Send</button><a href="#">Send</a></form>`);
    expect(messages(findings)).toEqual([
      'Form Missing Submit Button: the form has no <button type="submit"> or <input type="submit">, so it cannot be sent.',
    ]);
    expect(findings.find((finding) => finding.id === 'missing-submit-button')?.level).toBe('error');
  });

  it('given a button without a type, an input submit or image, a submit button outside with form=, a provider-only form or a comment form, it gives no missing-submit-button', () => {
    const login = (control: string) =>
      `<form data-ms-form="login" id="f"><input data-ms-member="email"><input type="password" data-ms-member="password">${control}</form>`;
    for (const body of [
      login('<button>Log in</button>'),
      login('<input type="submit" value="Log in">'),
      login('<input type="image" src="/go.png" alt="Log in">'),
      `${login('')}<button type="submit" form="f">Log in</button>`,
      '<form data-ms-form="signup"><input data-ms-member="email"><button type="button" data-ms-auth-provider="google">Google</button></form>',
      '<div data-ms-channel><form data-ms-form="post"><textarea name="content"></textarea></form></div>',
    ]) {
      expect(problems(scan(body)), body).toEqual([]);
    }
    // A provider button is no submit button for the e-mail and password.
    expect(
      problems(
        scan(
          login(
            '<button type="button" data-ms-auth-provider="google">Google</button><button type="button">Log in</button>',
          ),
        ),
      ),
    ).toEqual(['missing-submit-button']);
  });

  it('given a second password field of another type in one form, it warns duplicate-password-field on the second', () => {
    const findings = scan(`<form data-ms-form="signup"><input data-ms-member="email">
      <input type="password" data-ms-member="password"><input type="text" data-ms-member="password">
      <button type="submit">Sign up</button></form>`);
    expect(
      findings
        .filter((finding) => finding.level === 'warning')
        .map((finding) => [finding.id, finding.element.getAttribute('type')]),
    ).toEqual([['duplicate-password-field', 'text']]);
    expect(messages(findings)).toEqual([
      'Duplicate Password Field: a second data-ms-member="password" of type "text" (the first is "password"); the form reads only the first.',
    ]);
  });

  it('given two password fields of one type, or one in each of two forms, it gives no duplicate-password-field', () => {
    expect(
      problems(
        scan(`<form data-ms-form="signup"><input data-ms-member="email">
          <input type="password" data-ms-member="password"><input type="password" data-ms-member="password">
          <button type="submit">Sign up</button></form>
          <form data-ms-form="login"><input data-ms-member="email"><input data-ms-member="password">
          <button type="submit">Log in</button></form>`),
      ),
    ).toEqual([]);
  });
});

describe('the list items, cart and console lines', () => {
  const findings = scan(`<a href="#" data-ms-plan:add="pln_x">a</a><a href="#" data-ms-plan:add="pln_y">b</a>
    <form data-ms-form="forgot-password"><input data-ms-member="email"><button>Send</button></form>`);

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
