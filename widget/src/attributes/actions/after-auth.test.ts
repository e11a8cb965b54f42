// @vitest-environment happy-dom
/** What follows a sign-up or log-in (docs/product/data-attributes.md §9). */
import type { Plan } from '@wf/sdk/contract';
import { sampleApp, sampleFreeConnection, sampleFreePlan, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REDIRECT_KEY, PLAN_KEY, PRICE_KEY, REDIRECT_OVERRIDE_KEY } from '../storage.ts';
import { afterAuth } from './after-auth.ts';
import { fakeContext, messageText, mount } from './fake-context.ts';
import { heldPlanIds, serverRedirect } from './server-redirect.ts';

function plan(id: string, redirects: Plan['redirects'], priority = 0): Plan {
  return { ...sampleFreePlan(), id, priority, redirects };
}

const app = sampleApp({
  loginRedirect: '/members',
  signupRedirect: '/welcome',
  logoutRedirect: '/goodbye',
  plans: [
    plan('pln_free', { afterLogin: null, afterSignup: '/free-start', afterLogout: null }),
    plan('pln_gold', { afterLogin: '/gold', afterSignup: '/gold-start', afterLogout: '/gold-bye' }, 10),
    plan('pln_silver', { afterLogin: '/silver', afterSignup: null, afterLogout: null }, 5),
  ],
});

describe('serverRedirect', () => {
  it('given plans with their own redirects / the highest-priority plan’s wins, else the app’s', () => {
    expect(serverRedirect(app, 'login', ['pln_silver', 'pln_gold'])).toBe('/gold');
    expect(serverRedirect(app, 'login', ['pln_free'])).toBe('/members');
    expect(serverRedirect(app, 'signup', ['pln_free'])).toBe('/free-start');
    expect(serverRedirect(app, 'signup', ['pln_silver'])).toBe('/welcome');
    expect(serverRedirect(app, 'logout', ['pln_gold'])).toBe('/gold-bye');
    expect(serverRedirect(app, 'logout', [])).toBe('/goodbye');
  });

  it('given no app, or an app without defaults / none', () => {
    expect(serverRedirect(null, 'login', ['pln_gold'])).toBeNull();
    expect(serverRedirect(sampleApp(), 'logout', [])).toBeNull();
  });
});

describe('heldPlanIds', () => {
  it('given a member / the plans of their active connections only', () => {
    const member = sampleMember({
      planConnections: [
        sampleFreeConnection({ planId: 'pln_a' }),
        sampleFreeConnection({ id: 'con_b', planId: 'pln_b', active: false, status: 'CANCELED' }),
      ],
    });
    expect(heldPlanIds(member)).toEqual(['pln_a']);
    expect(heldPlanIds(null)).toEqual([]);
  });
});

describe('afterAuth', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    window.history.replaceState(null, '', '/join');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('given a stored redirect override / it wins over the app’s, and is used once', async () => {
    sessionStorage.setItem(REDIRECT_OVERRIDE_KEY, '/back-here');
    sessionStorage.setItem(PLAN_KEY, 'pln_free');
    const { context, navigate } = fakeContext({ app });
    await afterAuth(context, 'login', null, null, { member: sampleMember() });
    expect(navigate.assign).toHaveBeenCalledWith('/back-here');
    expect(sessionStorage.getItem(REDIRECT_OVERRIDE_KEY)).toBeNull();
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
    expect(localStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/back-here');
  });

  it('given a sign-up with plans / the plans signed up with choose the redirect', async () => {
    const { context, navigate } = fakeContext({ app });
    await afterAuth(context, 'signup', null, null, { plans: [{ planId: 'pln_gold' }] });
    expect(navigate.assign).toHaveBeenCalledWith('/gold-start');
  });

  it('given a form with its own price / checkout opens, coming back to where the redirect would go', async () => {
    const { context, widget, navigate } = fakeContext({ app });
    const form = mount<HTMLFormElement>('<form data-ms-price:add="prc_gold"></form>', 'form');
    await afterAuth(context, 'login', form, null, { member: sampleMember() });
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        priceId: 'prc_gold',
        successUrl: 'http://localhost:3000/members?fromCheckout=true',
      }),
    );
    expect(navigate.assign).not.toHaveBeenCalled();
  });

  it('given a stored price and a redirect to this page / checkout comes back here', async () => {
    sessionStorage.setItem(PRICE_KEY, 'prc_gold');
    const { context, widget } = fakeContext({ app: sampleApp({ loginRedirect: '/join' }) });
    await afterAuth(context, 'login', null, null, { member: sampleMember() });
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ successUrl: 'http://localhost:3000/join?fromCheckout=true' }),
    );
  });

  it('given nowhere else to go / the page is bound again for the member and says so', async () => {
    const { context, navigate, rerender } = fakeContext({ app: sampleApp() });
    await afterAuth(context, 'signup', null, null, {});
    expect(navigate.assign).not.toHaveBeenCalled();
    expect(rerender).toHaveBeenCalled();
    expect(messageText('success')).toBe('Welcome! Your account is ready.');
  });

  it('given the app not loaded yet / it asks for it', async () => {
    const { context, widget, navigate } = fakeContext({ app: null });
    widget.getApp.mockResolvedValue({ data: app });
    await afterAuth(context, 'login', null, null, { member: sampleMember() });
    expect(widget.getApp).toHaveBeenCalled();
    expect(navigate.assign).toHaveBeenCalledWith('/members');
  });
});
