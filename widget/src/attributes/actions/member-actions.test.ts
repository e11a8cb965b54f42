// @vitest-environment happy-dom
/** `data-ms-action` (docs/product/data-attributes.md §7). */
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_KEY, LOGIN_REDIRECT_KEY, PLAN_KEY, PRICE_KEY, REDIRECT_OVERRIDE_KEY } from '../storage.ts';
import { fakeContext, messageText, mount } from './fake-context.ts';
import { runAction } from './member-actions.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/account');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('runAction', () => {
  it('given an action the widget does not know, or an Object key / it names it in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context } = fakeContext();
    const button = mount('<button>x</button>', 'button');
    await runAction(context, button, 'log-out');
    await runAction(context, button, 'constructor');
    expect(warn.mock.calls).toEqual([
      ['World Family: data-ms-action="log-out" is not an action this widget knows.'],
      ['World Family: data-ms-action="constructor" is not an action this widget knows.'],
    ]);
  });

  it('given logout on a link to another page / it logs out, forgets the visit’s plan and price, and goes there', async () => {
    sessionStorage.setItem(PLAN_KEY, 'pln_a');
    sessionStorage.setItem(PRICE_KEY, 'prc_a');
    const { context, widget, navigate } = fakeContext({ member: sampleMember() });
    await runAction(context, mount('<a href="/bye" data-ms-action="logout">Out</a>', 'a'), 'logout');
    expect(widget.logout).toHaveBeenCalled();
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PRICE_KEY)).toBeNull();
    expect(navigate.assign).toHaveBeenCalledWith('/bye');
  });

  it('given logout on a link to this page or #, and an app without a logout redirect / it reloads', async () => {
    const { context, navigate } = fakeContext({ member: sampleMember(), app: sampleApp() });
    await runAction(context, mount('<a href="/account" data-ms-action="logout">Out</a>', 'a'), 'logout');
    await runAction(context, mount('<a href="#" data-ms-action="logout">Out</a>', 'a'), 'logout');
    expect(navigate.reload).toHaveBeenCalledTimes(2);
    expect(navigate.assign).not.toHaveBeenCalled();
  });

  it('given logout through #/ms/logout / the hash is not a page: the app’s logout redirect', async () => {
    const { context, navigate } = fakeContext({
      member: sampleMember(),
      app: sampleApp({ logoutRedirect: '/goodbye' }),
    });
    await runAction(context, mount('<a href="#/ms/logout">Out</a>', 'a'), 'logout');
    expect(navigate.assign).toHaveBeenCalledWith('/goodbye');
  });

  it('given login-redirect / it goes where the last sign-in went, else the app’s login redirect, else home', async () => {
    const button = () => mount('<button>Go</button>', 'button');
    localStorage.setItem(LOGIN_REDIRECT_KEY, '/last');
    const remembered = fakeContext({ app: sampleApp({ loginRedirect: '/members' }) });
    await runAction(remembered.context, button(), 'login-redirect');
    expect(remembered.navigate.assign).toHaveBeenCalledWith('/last');

    localStorage.clear();
    const app = fakeContext({ app: sampleApp({ loginRedirect: '/members' }) });
    await runAction(app.context, button(), 'login-redirect');
    expect(app.navigate.assign).toHaveBeenCalledWith('/members');

    const none = fakeContext({ app: sampleApp() });
    await runAction(none.context, button(), 'login-redirect');
    expect(none.navigate.assign).toHaveBeenCalledWith('/');
  });

  it('given customer-portal / the billing portal opens, back to this page', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    await runAction(context, mount('<button>Billing</button>', 'button'), 'customer-portal');
    expect(widget.launchStripeCustomerPortal).toHaveBeenCalledWith({
      returnUrl: 'http://localhost:3000/account',
    });
  });

  it('given resend-verification-email / it sends the link and names the member’s address', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    await runAction(context, mount('<button>Resend</button>', 'button'), 'resend-verification-email');
    expect(widget.sendMemberVerificationEmail).toHaveBeenCalled();
    expect(messageText('success')).toBe('We sent a verification link to ada@example.org.');
  });

  it('given delete-member and a person who confirms / it deletes, forgets every stored choice, and leaves', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    for (const key of [PLAN_KEY, PRICE_KEY, COUPON_KEY, REDIRECT_OVERRIDE_KEY])
      sessionStorage.setItem(key, 'x');
    localStorage.setItem(LOGIN_REDIRECT_KEY, '/last');
    const { context, widget, navigate } = fakeContext({ member: sampleMember() });
    await runAction(context, mount('<a href="/farewell">Delete</a>', 'a'), 'delete-member');
    expect(widget.deleteMember).toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
    expect(navigate.assign).toHaveBeenCalledWith('/farewell');
  });

  it('given delete-member and a person who cancels / nothing is deleted', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    const { context, widget, navigate } = fakeContext({ member: sampleMember() });
    await runAction(context, mount('<button>Delete</button>', 'button'), 'delete-member');
    expect(widget.deleteMember).not.toHaveBeenCalled();
    expect(navigate.assign).not.toHaveBeenCalled();
  });

  it('given return-to-checkout / checkout opens again for the stored price; without one, nothing happens', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    await runAction(context, mount('<button>Back</button>', 'button'), 'return-to-checkout');
    expect(widget.purchasePlansWithCheckout).not.toHaveBeenCalled();
    sessionStorage.setItem(PRICE_KEY, 'prc_membership-monthly');
    await runAction(context, mount('<button>Back</button>', 'button'), 'return-to-checkout');
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ priceId: 'prc_membership-monthly' }),
    );
  });
});
