import { describe, expect, it } from 'vitest';
import { decideRedirect, sitePath } from './redirects.ts';

const PAGE = 'https://shop.example/pricing';

describe('redirect precedence after sign-up or log-in (§9)', () => {
  it("the form's redirect wins over a stored override", () => {
    expect(decideRedirect({ currentUrl: PAGE, formRedirect: '/welcome', storedOverride: '/cart' })).toEqual({
      kind: 'go',
      path: '/welcome',
      from: 'form',
    });
  });

  it('the stored override comes next', () => {
    expect(decideRedirect({ currentUrl: PAGE, formRedirect: null, storedOverride: '/cart' })).toEqual({
      kind: 'go',
      path: '/cart',
      from: 'override',
    });
  });

  it('nothing stored: the page reloads', () => {
    expect(decideRedirect({ currentUrl: PAGE })).toEqual({ kind: 'reload' });
  });

  it('going where we are reloads instead (on / going to /)', () => {
    expect(decideRedirect({ currentUrl: 'https://shop.example/', formRedirect: '/' })).toEqual({
      kind: 'reload',
    });
  });

  it('a redirect to another site is ignored and the next candidate is used', () => {
    expect(
      decideRedirect({ currentUrl: PAGE, formRedirect: 'https://evil.example/', storedOverride: '/cart' }),
    ).toEqual({ kind: 'go', path: '/cart', from: 'override' });
  });

  it("the server's redirect (the plan's, else the app's) comes after the form's and the override", () => {
    expect(decideRedirect({ currentUrl: PAGE, serverRedirect: '/members' })).toEqual({
      kind: 'go',
      path: '/members',
      from: 'server',
    });
    expect(
      decideRedirect({ currentUrl: PAGE, storedOverride: '/cart', serverRedirect: '/members' }),
    ).toMatchObject({ path: '/cart' });
  });

  it("the server's redirect to the page the member is on is skipped: the page stays", () => {
    expect(decideRedirect({ currentUrl: PAGE, serverRedirect: '/pricing' })).toEqual({ kind: 'reload' });
  });

  it('a path relative to the page resolves against it (plain HTML sites)', () => {
    expect(
      decideRedirect({ currentUrl: 'https://shop.example/site/signup.html', formRedirect: 'account.html' }),
    ).toEqual({ kind: 'go', path: '/site/account.html', from: 'form' });
  });
});

describe('only paths of the same site are followed', () => {
  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '',
    '   ',
  ])('%s is refused', (value) => {
    expect(sitePath(value, PAGE)).toBeNull();
  });

  it('keeps the query and the fragment', () => {
    expect(sitePath('/a?b=1#c', PAGE)).toBe('/a?b=1#c');
  });
});
