/** The triggers' found items over a parsed page (docs/product/data-attributes.md §13; docs/product/inspector.md). */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../../scripts/lib/html-tree.ts';
import type { ScanElement } from '../types.ts';
import { attributeFindings } from './attribute-names.ts';
import { actionFindings, hashLinkFindings, modalFindings, providerFindings } from './found-items.ts';
import { walk } from './tree.ts';

/** The family's findings over `html`, as ids. */
function scan(html: string): string[] {
  return [...walk<ScanElement>(parseHtml(html))].flatMap((element) => {
    const names = element.getAttributeNames().filter((name) => name.startsWith('data-ms-'));
    const { attr } = attributeFindings(element, names);
    return [
      ...hashLinkFindings(element),
      ...actionFindings(element, attr),
      ...modalFindings(element, attr),
      ...providerFindings(element, attr),
    ].map((finding) => finding.id);
  });
}

describe('hashLinkFindings', () => {
  it('given each older hash link, with a further path / found', () => {
    expect(
      scan('<a href="#/ms/login">a</a><a href="#/ms/signup/pln_x">b</a><a href="#/ms/forgot-password">c</a>'),
    ).toEqual(['login-hash-link', 'signup-hash-link', 'forgot-password-hash-link']);
  });

  it('given a #/ms/ link the runtime does not know / unknown, with the nearest name', () => {
    const [finding] = hashLinkFindings(
      [...walk<ScanElement>(parseHtml('<a href="#/ms/logut">x</a>'))].at(-1) as ScanElement,
    );
    expect(finding?.id).toBe('unknown-attribute');
    expect(finding?.message).toContain('did you mean #/ms/logout?');
  });

  it('given a hash link on a button, or another hash / nothing', () => {
    expect(scan('<button href="#/ms/login">x</button><a href="#/members">y</a>')).toEqual([]);
  });
});

describe('actionFindings', () => {
  it('given the catalogue’s actions / each is found; another action / nothing', () => {
    expect(
      scan(`<a data-ms-action="logout">a</a><a data-ms-action="customer-portal">b</a>
        <a data-ms-action="login-redirect">c</a><a data-ms-action="delete-member">d</a>`),
    ).toEqual(['logout-link', 'stripe-customer-portal', 'login-redirect']);
  });

  it('given a profile-image button in a profile, signup or comment form / an error each; elsewhere / found', () => {
    expect(
      scan(`<form data-ms-form="profile"><a data-ms-action="profile-image">a</a></form>
        <form data-ms-form="passwordless-signup"><a data-ms-action="profile-image">b</a></form>
        <form data-ms-form="thread"><a data-ms-action="profile-image">c</a></form><a data-ms-action="profile-image">d</a>`),
    ).toEqual([
      'image-inside-profile-form',
      'image-inside-signup-form',
      'image-inside-comment-form',
      'upload-profile-image',
    ]);
  });
});

describe('modalFindings and providerFindings', () => {
  it('given the catalogue’s modals and providers / found; others / nothing', () => {
    expect(
      scan(`<button data-ms-modal="login">a</button><button data-ms-modal="test-card">b</button>
        <button data-ms-auth-provider="github">c</button><button data-ms-auth-provider="apple">d</button>`),
    ).toEqual(['login-modal', 'github-login']);
  });
});
