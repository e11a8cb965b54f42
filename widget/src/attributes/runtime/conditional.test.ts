// @vitest-environment happy-dom
/** What a visitor or a member may see besides the gates (docs/product/data-attributes.md §2, the signed-out list). */
import type { Member } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember } from '@wf/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRICE_KEY } from '../storage.ts';
import { CONDITIONAL_SELECTOR, conditionalVisible, SIGNED_OUT_REMOVALS } from './conditional.ts';

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild as Element;
}

function sees(html: string, member: Member | null): boolean {
  return conditionalVisible(element(html), { member, groups: [] });
}

beforeEach(() => sessionStorage.clear());

describe('conditionalVisible', () => {
  it.each([
    '<a data-ms-action="logout">x</a>',
    '<a data-ms-action="login-redirect">x</a>',
    '<a data-ms-action="delete-member">x</a>',
    '<a data-ms-action="customer-portal">x</a>',
    '<a data-ms-action="resend-verification-email">x</a>',
    '<a href="#/ms/logout">x</a>',
    '<a href="#/ms/profile">x</a>',
    '<button data-ms-modal="profile">x</button>',
    '<form data-ms-form="profile"></form>',
    '<form data-ms-form="email"></form>',
    '<form data-ms-form="password"></form>',
    '<button data-ms-plan:remove="pln_free-member">x</button>',
  ])('given a visitor / %s is removed', (html) => {
    expect(sees(html, null)).toBe(false);
  });

  it.each([
    '<a href="#/ms/login">x</a>',
    '<button data-ms-modal="login">x</button>',
    '<form data-ms-form="login"></form>',
    '<a data-ms-action="profile-image">x</a>',
  ])('given a visitor / %s stays', (html) => {
    expect(sees(html, null)).toBe(true);
  });

  it('given a member without a Stripe customer / the customer portal is removed; with one it stays', () => {
    expect(sees('<a data-ms-action="customer-portal">x</a>', sampleMember())).toBe(false);
    expect(
      sees('<a data-ms-action="customer-portal">x</a>', sampleMember({ stripeCustomerId: 'cus_1' })),
    ).toBe(true);
  });

  it('given a verified member / the resend-verification link is removed; for an unverified one it stays', () => {
    expect(sees('<a data-ms-action="resend-verification-email">x</a>', sampleMember())).toBe(false);
    expect(
      sees('<a data-ms-action="resend-verification-email">x</a>', sampleMember({ verified: false })),
    ).toBe(true);
  });

  it('given return-to-checkout / it stays only while a price is stored', () => {
    expect(sees('<a data-ms-action="return-to-checkout">x</a>', sampleMember())).toBe(false);
    sessionStorage.setItem(PRICE_KEY, 'prc_a');
    expect(sees('<a data-ms-action="return-to-checkout">x</a>', null)).toBe(true);
  });

  it('given plan:remove / it stays only for a member whose active connection is that plan', () => {
    const held = sampleMember({ planConnections: [sampleFreeConnection({ planId: 'pln_a' })] });
    const ended = sampleMember({
      planConnections: [sampleFreeConnection({ planId: 'pln_a', active: false, status: 'CANCELED' })],
    });
    expect(sees('<button data-ms-plan:remove=" pln_a ">x</button>', held)).toBe(true);
    expect(sees('<button data-ms-plan:remove="pln_a">x</button>', ended)).toBe(false);
    expect(sees('<button data-ms-plan:remove="pln_b">x</button>', held)).toBe(false);
  });

  it('given a disconnect marker in a provider button / it shows while that provider is connected', () => {
    const marker = element(
      '<button data-ms-auth-provider="google"><span data-ms-auth-disconnect>×</span></button>',
    ).firstElementChild as Element;
    const connected = sampleMember({
      auth: { email: 'ada@example.org', hasPassword: true, providers: [{ provider: 'google' }] },
    });
    expect(conditionalVisible(marker, { member: connected, groups: [] })).toBe(true);
    expect(conditionalVisible(marker, { member: sampleMember(), groups: [] })).toBe(false);
  });
});

describe('the selectors', () => {
  it('given each removal the anti-flash style makes for a visitor / the binding pass tracks it too, so it comes back', () => {
    const tracked = CONDITIONAL_SELECTOR.split(',');
    for (const selector of SIGNED_OUT_REMOVALS) expect(tracked).toContain(selector);
  });
});
