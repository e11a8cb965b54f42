/** An app's own links, as the service writes them into its mail and pages (apps/settings.ts). */
import { describe, expect, it } from 'vitest';
import type { AppRecord } from '../http/context.ts';
import { accountUrlOf, helpUrlOf, siteOriginOf } from './settings.ts';

const PUBLIC_URL = 'http://localhost:4321';

function app(links: AppRecord['settings']['links'], allowedOrigins = ['https://shop.example']) {
  return { allowedOrigins, settings: { links } as AppRecord['settings'] };
}

describe('accountUrlOf', () => {
  it("given an account path, billing mail links to it on the app's site", () => {
    expect(accountUrlOf(app({ account: '/dashboard' }), PUBLIC_URL)).toBe('https://shop.example/dashboard');
  });

  it('given an account URL of its own, it is kept as it is', () => {
    expect(accountUrlOf(app({ account: 'https://account.shop.example/me' }), PUBLIC_URL)).toBe(
      'https://account.shop.example/me',
    );
  });

  it("given no account link, it is the site's home, never a path of another site", () => {
    expect(accountUrlOf(app(undefined), PUBLIC_URL)).toBe('https://shop.example/');
    expect(accountUrlOf(app({ account: null }), PUBLIC_URL)).toBe('https://shop.example/');
  });

  it("given an app that allows no origin, its site is the service's own", () => {
    expect(siteOriginOf(app(undefined, []), PUBLIC_URL)).toBe('http://localhost:4321');
    expect(accountUrlOf(app({ account: '/account' }, []), PUBLIC_URL)).toBe('http://localhost:4321/account');
  });
});

describe('helpUrlOf', () => {
  it('given a help path, it is absolute on the site; none given, there is none', () => {
    expect(helpUrlOf(app({ help: '/contact' }), PUBLIC_URL)).toBe('https://shop.example/contact');
    expect(helpUrlOf(app({}), PUBLIC_URL)).toBeNull();
  });
});
