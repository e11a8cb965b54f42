// @vitest-environment happy-dom
/** Which handler a claimed click goes to (docs/product/data-attributes.md §6, §7, §8, §10). */
import { WfError } from '@wf/sdk/errors';
import { sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleClick } from './click.ts';
import { fakeContext, messageText, mount } from './fake-context.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/pricing');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('handleClick', () => {
  it('given a #/ms/ hash link / it opens the modal it names', async () => {
    const { context, widget } = fakeContext();
    await handleClick(context, mount('<a href="#/ms/login">Log in</a>', 'a'));
    expect(widget.openModal).toHaveBeenCalledWith('LOGIN', expect.anything());
  });

  it('given #/ms/logout / it logs out', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    await handleClick(context, mount('<a href="#/ms/logout">Out</a>', 'a'));
    expect(widget.logout).toHaveBeenCalled();
  });

  it('given a hash link that also carries data-ms-modal / the attribute wins', async () => {
    const { context, widget } = fakeContext();
    await handleClick(context, mount('<a href="#/ms/login" data-ms-modal="signup">Join</a>', 'a'));
    expect(widget.openModal).toHaveBeenCalledWith('SIGNUP', expect.anything());
  });

  it('given data-ms-action / the action runs', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    await handleClick(context, mount('<button data-ms-action="customer-portal">Billing</button>', 'button'));
    expect(widget.launchStripeCustomerPortal).toHaveBeenCalled();
  });

  it('given data-ms-auth-provider / it signs in with the provider', async () => {
    const { context, widget } = fakeContext();
    await handleClick(context, mount('<button data-ms-auth-provider="google">G</button>', 'button'));
    expect(widget.loginWithProvider).toHaveBeenCalledWith(expect.objectContaining({ provider: 'google' }));
  });

  it('given a plan button and a visitor / the signup modal opens, with the plan', async () => {
    const { context, widget } = fakeContext();
    await handleClick(context, mount('<button data-ms-plan:add="pln_free-member">Join</button>', 'button'));
    expect(widget.openModal).toHaveBeenCalledWith('SIGNUP', {
      signup: { plans: [{ planId: 'pln_free-member' }] },
    });
  });

  it('given a member / a plan button changes the plan and a price button opens checkout', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    await handleClick(context, mount('<button data-ms-plan:add="pln_gold">Join</button>', 'button'));
    expect(widget.addPlan).toHaveBeenCalledWith({ planId: 'pln_gold' });
    await handleClick(context, mount('<button data-ms-price:add="prc_gold">Buy</button>', 'button'));
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ priceId: 'prc_gold' }),
    );
  });

  it('given a handler that fails / the error box says why in the reader’s words', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    widget.addPlan.mockRejectedValue(
      new WfError('plans/not-free', 'That plan is not free.', { status: 400 }),
    );
    await handleClick(context, mount('<button data-ms-plan:add="pln_gold">Join</button>', 'button'));
    expect(messageText('error')).toBe('That plan is not free.');
  });

  it('given a double click while the first still runs / it runs once', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    const button = mount('<button data-ms-plan:add="pln_gold">Join</button>', 'button');
    await Promise.all([handleClick(context, button), handleClick(context, button)]);
    expect(widget.addPlan).toHaveBeenCalledTimes(1);
  });
});
