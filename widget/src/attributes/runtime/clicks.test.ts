// @vitest-environment happy-dom
/** Which clicks are the runtime's, and what a click remembers (docs/product/data-attributes.md §8, §9). */
import { beforeEach, describe, expect, it } from 'vitest';
import { COUPON_KEY, PLAN_KEY, PRICE_KEY, REDIRECT_OVERRIDE_KEY } from '../storage.ts';
import { claimsClick, clickTarget, rememberChoices } from './clicks.ts';

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild as Element;
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/pricing?tab=gold');
});

describe('clickTarget', () => {
  it('given a click on a span inside a modal button / the button', () => {
    element('<button id="b" data-ms-modal="login"><span id="s">Log in</span></button>');
    expect(clickTarget(document.getElementById('s') as Element)?.id).toBe('b');
  });

  it('given a click on plain content / nothing', () => {
    element('<p id="p">text</p>');
    expect(clickTarget(document.getElementById('p') as Element)).toBeNull();
  });
});

describe('claimsClick', () => {
  it.each([
    ['<a href="/x" data-ms-action="logout">x</a>', false],
    ['<a href="/x" data-ms-modal="login">x</a>', false],
    ['<button data-ms-auth-provider="google">x</button>', false],
    ['<a href="/x" data-ms-price:add="prc_a">x</a>', true],
    ['<button data-ms-price:update="prc_a">x</button>', false],
    ['<a href="#" data-ms-plan:add="pln_a">x</a>', false],
    ['<a href="javascript:void 0" data-ms-plan:add="pln_a">x</a>', false],
  ])('given %s (signed in: %s) / it is the runtime’s', (html, signedIn) => {
    expect(claimsClick(element(html), signedIn)).toBe(true);
  });

  it.each([
    ['<a href="/signup" data-ms-plan:add="pln_a">x</a>', false],
    ['<a href="/x" data-ms-coupon="cpn">x</a>', true],
    ['<a href="/x" data-ms-price:remove="all">x</a>', true],
  ])('given %s (signed in: %s) / it is the page’s', (html, signedIn) => {
    expect(claimsClick(element(html), signedIn)).toBe(false);
  });
});

describe('rememberChoices', () => {
  it('given a member’s click on a plan and price button / only its coupon is remembered', () => {
    rememberChoices(
      element('<a data-ms-plan:add="pln_a" data-ms-price:add="prc_a" data-ms-coupon=" cpn ">x</a>'),
      true,
      window.location,
    );
    expect(sessionStorage.getItem(COUPON_KEY)).toBe('cpn');
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PRICE_KEY)).toBeNull();
  });

  it('given a visitor’s click on plan:update and price:update lists / the first of each is remembered', () => {
    rememberChoices(
      element('<a data-ms-plan:update=" , pln_b, pln_c" data-ms-price:update="prc_b,prc_c">x</a>'),
      false,
      window.location,
    );
    expect(sessionStorage.getItem(PLAN_KEY)).toBe('pln_b');
    expect(sessionStorage.getItem(PRICE_KEY)).toBe('prc_b');
  });

  it('given data-ms-redirect="current-url" / this page with its query is the override', () => {
    rememberChoices(element('<a data-ms-redirect="current-url">x</a>'), true, window.location);
    expect(sessionStorage.getItem(REDIRECT_OVERRIDE_KEY)).toBe('/pricing?tab=gold');
  });
});
