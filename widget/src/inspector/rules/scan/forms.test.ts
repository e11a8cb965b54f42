/** The forms family over a parsed page (docs/product/inspector.md; docs/product/widget.md §8). */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../../scripts/lib/html-tree.ts';
import type { ScanElement } from '../types.ts';
import { attributeFindings } from './attribute-names.ts';
import { formFindings, plainFormFindings } from './forms.ts';
import { readPage } from './page.ts';
import { walk } from './tree.ts';

/** The forms family's findings over `html`, as ids. */
function scan(html: string): string[] {
  const root = parseHtml(html);
  const page = readPage<ScanElement>(root, null);
  return [...walk<ScanElement>(root)].flatMap((element) => {
    const names = element.getAttributeNames().filter((name) => name.startsWith('data-ms-'));
    const { attr } = attributeFindings(element, names);
    return [...plainFormFindings(element), ...formFindings(element, attr, page)].map((finding) => finding.id);
  });
}

const EMAIL = '<input data-ms-member="email">';
const PASSWORD = '<input data-ms-member="password" type="password">';
const SUBMIT = '<button type="submit">Go</button>';

describe('formFindings', () => {
  it('given a complete login and signup form / each is found, nothing else', () => {
    expect(scan(`<form data-ms-form="login">${EMAIL}${PASSWORD}${SUBMIT}</form>`)).toEqual(['login-form']);
    expect(scan(`<form data-ms-form="signup">${EMAIL}${PASSWORD}${SUBMIT}</form>`)).toEqual(['signup-form']);
  });

  it('given a login form without a password or provider, a signup form without an e-mail / missing elements', () => {
    expect(scan(`<form data-ms-form="login">${EMAIL}${SUBMIT}</form>`)).toEqual([
      'missing-login-elements',
      'login-form',
    ]);
    expect(scan(`<form data-ms-form="signup">${PASSWORD}${SUBMIT}</form>`)).toEqual([
      'missing-signup-elements',
      'signup-form',
    ]);
  });

  it('given a form without a submit control / missing-submit-button; sent from outside by form=, or by providers, or a comment form / none', () => {
    expect(scan(`<form data-ms-form="login">${EMAIL}${PASSWORD}</form>`)).toContain('missing-submit-button');
    expect(
      scan(`<form id="f" data-ms-form="login">${EMAIL}${PASSWORD}</form><button form="f">Go</button>`),
    ).not.toContain('missing-submit-button');
    expect(
      scan(
        `<form data-ms-form="login">${EMAIL}<button type="button" data-ms-auth-provider="google">G</button></form>`,
      ),
    ).toEqual(['login-form']);
    expect(scan('<form data-ms-form="post"></form>')).toEqual([]);
  });

  it('given a login form with other member fields / each is an extra login element', () => {
    expect(
      scan(`<form data-ms-form="login">${EMAIL}${PASSWORD}<input data-ms-member="city">${SUBMIT}</form>`),
    ).toEqual(['extra-login-elements', 'login-form']);
  });

  it('given a second password of another type / a duplicate; of the same type / a confirmation', () => {
    expect(
      scan(
        `<form data-ms-form="signup">${EMAIL}${PASSWORD}<input data-ms-member="password">${SUBMIT}</form>`,
      ),
    ).toEqual(['duplicate-password-field', 'signup-form']);
    expect(scan(`<form data-ms-form="signup">${EMAIL}${PASSWORD}${PASSWORD}${SUBMIT}</form>`)).toEqual([
      'signup-form',
    ]);
  });

  it('given a forgot-password form without a redirect / missing-redirect; with one on a button / none', () => {
    expect(scan(`<form data-ms-form="forgot-password">${EMAIL}${SUBMIT}</form>`)).toEqual([
      'missing-redirect',
      'forgot-password-form',
    ]);
    expect(
      scan(
        `<form data-ms-form="forgot-password">${EMAIL}<button data-ms-redirect="/reset">Go</button></form>`,
      ),
    ).toEqual(['forgot-password-form']);
  });

  it('given data-ms-form off a form / the forms family leaves it (the vocabulary reports it)', () => {
    expect(scan('<div data-ms-form="login"></div>')).toEqual([]);
  });
});

describe('plainFormFindings', () => {
  it('given a plain form with the member’s e-mail field / it would reload the page', () => {
    expect(scan(`<form>${EMAIL}${SUBMIT}</form>`)).toEqual(['missing-form-attribute']);
    expect(scan(`<form action="#">${EMAIL}${SUBMIT}</form>`)).toEqual(['missing-form-attribute']);
  });

  it('given a form that posts elsewhere, one without an e-mail field, or one inside a data-ms-form / nothing', () => {
    expect(scan(`<form action="/newsletter">${EMAIL}</form>`)).toEqual([]);
    expect(scan('<form><input name="q"></form>')).toEqual([]);
    expect(scan(`<div data-ms-form="login"><form>${EMAIL}</form></div>`)).toEqual([]);
  });
});
