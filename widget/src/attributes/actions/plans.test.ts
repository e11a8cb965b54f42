// @vitest-environment happy-dom
/** Plans and prices (docs/product/data-attributes.md §4, §8). */
import type { Member } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember, sampleMembershipConnection } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_KEY, PLAN_KEY } from '../storage.ts';
import { fakeContext, messageText, mount } from './fake-context.ts';
import { changePlan, checkout, choosePrice, formPrice, signupPlans } from './plans.ts';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/pricing');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function member(...planConnections: Member['planConnections']): Member {
  return sampleMember({ planConnections });
}

describe('signupPlans', () => {
  it('given a form’s own plan list / it joins those, without no-plan or empty entries', () => {
    const form = mount('<form data-ms-plan="pln_a, no-plan,, pln_b"></form>', 'form');
    expect(signupPlans(form)).toEqual([{ planId: 'pln_a' }, { planId: 'pln_b' }]);
  });

  it('given a form with data-ms-plan:add before data-ms-plan / the first attribute present wins', () => {
    const form = mount('<form data-ms-plan:add="pln_a" data-ms-plan="pln_b"></form>', 'form');
    expect(signupPlans(form)).toEqual([{ planId: 'pln_a' }]);
  });

  it('given a form without a plan / the plan stored by an earlier click; none without either', () => {
    expect(signupPlans(null)).toEqual([]);
    sessionStorage.setItem(PLAN_KEY, 'pln_free-member');
    expect(signupPlans(mount('<form></form>', 'form'))).toEqual([{ planId: 'pln_free-member' }]);
  });
});

describe('formPrice', () => {
  it('given price:add or price:update / the first price; none otherwise', () => {
    expect(formPrice(mount('<form data-ms-price:add="prc_a,prc_b"></form>', 'form'))).toBe('prc_a');
    expect(formPrice(mount('<form data-ms-price:update="prc_c"></form>', 'form'))).toBe('prc_c');
    expect(formPrice(mount('<form></form>', 'form'))).toBeNull();
    expect(formPrice(null)).toBeNull();
  });
});

describe('checkout', () => {
  it('given a stored coupon / it opens checkout with it, back here marked fromCheckout, cancel back here', async () => {
    sessionStorage.setItem(COUPON_KEY, 'cpn_10');
    const { context, widget } = fakeContext();
    await checkout(context, 'prc_membership-monthly');
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith({
      priceId: 'prc_membership-monthly',
      couponId: 'cpn_10',
      successUrl: 'http://localhost:3000/pricing?fromCheckout=true',
      cancelUrl: 'http://localhost:3000/pricing',
    });
  });

  it('given a return path / checkout comes back there', async () => {
    const { context, widget } = fakeContext();
    await checkout(context, 'prc_x', '/welcome');
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        couponId: undefined,
        successUrl: 'http://localhost:3000/welcome?fromCheckout=true',
      }),
    );
  });
});

describe('changePlan', () => {
  it('given plan:add on a button / it adds the plan, refreshes the member and says so', async () => {
    const { context, widget } = fakeContext();
    const button = mount('<button data-ms-plan:add="pln_gold">Join</button>', 'button');
    await changePlan(context, button, member());
    expect(widget.addPlan).toHaveBeenCalledWith({ planId: 'pln_gold' });
    expect(widget.getCurrentMember).toHaveBeenCalled();
    expect(messageText('success')).toBe('The plan has been added.');
  });

  it('given plan:update / it leaves the other free plans held, keeps paid ones, and adds the new one', async () => {
    const { context, widget } = fakeContext();
    const button = mount('<button data-ms-plan:update="pln_gold">Switch</button>', 'button');
    await changePlan(
      context,
      button,
      member(
        sampleFreeConnection({ planId: 'pln_free-member' }),
        sampleFreeConnection({ id: 'con_old', planId: 'pln_old', active: false, status: 'CANCELED' }),
        sampleMembershipConnection('active'),
      ),
    );
    expect(widget.removePlan.mock.calls).toEqual([[{ planId: 'pln_free-member' }]]);
    expect(widget.addPlan).toHaveBeenCalledWith({ planId: 'pln_gold' });
  });

  it('given plan:update to a plan already held / it adds nothing', async () => {
    const { context, widget } = fakeContext();
    const button = mount('<button data-ms-plan:update="pln_free-member">Stay</button>', 'button');
    await changePlan(context, button, member(sampleFreeConnection()));
    expect(widget.removePlan).not.toHaveBeenCalled();
    expect(widget.addPlan).not.toHaveBeenCalled();
  });

  it('given plan:remove with its own success message / it removes the plan and says the page’s words', async () => {
    const { context, widget } = fakeContext();
    const button = mount(
      '<button data-ms-plan:remove="pln_free-member" data-ms-success-message="Bye, plan.">Leave</button>',
      'button',
    );
    await changePlan(context, button, member(sampleFreeConnection()));
    expect(widget.removePlan).toHaveBeenCalledWith({ planId: 'pln_free-member' });
    expect(messageText('success')).toBe('Bye, plan.');
  });

  it('given a plan link to another page / it goes there instead of saying so', async () => {
    const { context, navigate } = fakeContext();
    const link = mount('<a href="/welcome" data-ms-plan:add="pln_gold">Join</a>', 'a');
    await changePlan(context, link, member());
    expect(navigate.assign).toHaveBeenCalledWith('/welcome');
    expect(messageText('success')).toBeUndefined();
  });
});

describe('choosePrice', () => {
  it('given price:add / it opens checkout for the first price', async () => {
    const { context, widget } = fakeContext();
    await choosePrice(
      context,
      mount('<button data-ms-price:add="prc_a,prc_b">Buy</button>', 'button'),
      member(),
    );
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ priceId: 'prc_a' }),
    );
  });

  it('given price:update for a member with a running subscription / the billing portal opens with the prices', async () => {
    const { context, widget } = fakeContext();
    const button = mount('<button data-ms-price:update="prc_a,prc_b">Switch</button>', 'button');
    await choosePrice(context, button, member(sampleMembershipConnection('active')));
    expect(widget.launchStripeCustomerPortal).toHaveBeenCalledWith({
      priceIds: ['prc_a', 'prc_b'],
      returnUrl: 'http://localhost:3000/pricing',
    });
    expect(widget.purchasePlansWithCheckout).not.toHaveBeenCalled();
  });

  it('given price:update for a member without a subscription / it opens checkout', async () => {
    const { context, widget } = fakeContext();
    const button = mount('<button data-ms-price:update="prc_a">Switch</button>', 'button');
    await choosePrice(context, button, member(sampleMembershipConnection('lapsed')));
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ priceId: 'prc_a' }),
    );
  });

  it('given an empty price list / it does nothing', async () => {
    const { context, widget } = fakeContext();
    await choosePrice(context, mount('<button data-ms-price:add=" , ">Buy</button>', 'button'), member());
    expect(widget.purchasePlansWithCheckout).not.toHaveBeenCalled();
  });
});
