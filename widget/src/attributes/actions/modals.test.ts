// @vitest-environment happy-dom
/** Modal triggers and what their results lead to (docs/product/data-attributes.md §6, §9). */
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_KEY } from '../storage.ts';
import { fakeContext, messageText, mount } from './fake-context.ts';
import { modalType, openModal } from './modals.ts';

/** Lets the modal's result run its course. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/pricing');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('modalType', () => {
  it('given each data-ms-modal value / the widget’s modal; null for one it does not have or an Object key', () => {
    expect(
      ['login', 'signup', 'forgot-password', 'reset-password', 'profile', 'test-card'].map(modalType),
    ).toEqual(['LOGIN', 'SIGNUP', 'FORGOT_PASSWORD', 'RESET_PASSWORD', 'PROFILE', 'TEST_CARD']);
    expect(modalType('checkout')).toBeNull();
    expect(modalType('toString')).toBeNull();
  });
});

describe('openModal', () => {
  it('given a modal the widget does not have / it names it in the console and opens nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context, widget } = fakeContext();
    await openModal(context, mount('<button>x</button>', 'button'), 'checkout');
    expect(warn).toHaveBeenCalledWith(
      'World Family: data-ms-modal="checkout" is not a modal this widget has.',
    );
    expect(widget.openModal).not.toHaveBeenCalled();
  });

  it('given a signup trigger with a plan / the modals load first, then signup opens with the plan', async () => {
    const { context, widget } = fakeContext();
    await openModal(
      context,
      mount('<button data-ms-plan:add="pln_free-member">Join</button>', 'button'),
      'signup',
    );
    expect(widget.preload).toHaveBeenCalled();
    expect(widget.openModal).toHaveBeenCalledWith('SIGNUP', {
      signup: { plans: [{ planId: 'pln_free-member' }] },
    });
  });

  it('given a profile trigger with a known tab / the profile opens on it; an unknown tab is left out', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    await openModal(context, mount('<button data-ms-modal-tab="security">x</button>', 'button'), 'profile');
    expect(widget.openModal).toHaveBeenLastCalledWith('PROFILE', { signup: undefined, tab: 'security' });
    await openModal(context, mount('<button data-ms-modal-tab="billing">x</button>', 'button'), 'profile');
    expect(widget.openModal).toHaveBeenLastCalledWith('PROFILE', { signup: undefined });
  });

  it('given a member and a stored price / signup opens checkout for the price instead', async () => {
    sessionStorage.setItem(PRICE_KEY, 'prc_membership-monthly');
    const { context, widget } = fakeContext({ member: sampleMember() });
    await openModal(context, mount('<button>Join</button>', 'button'), 'signup');
    expect(widget.openModal).not.toHaveBeenCalled();
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ priceId: 'prc_membership-monthly' }),
    );
  });

  it('given a login through the modal / the page follows the login redirect', async () => {
    const { context, widget, navigate } = fakeContext({ app: sampleApp({ loginRedirect: '/members' }) });
    widget.openModal.mockResolvedValue({ type: 'LOGIN', data: { member: sampleMember() } });
    await openModal(context, mount('<button>Log in</button>', 'button'), 'login');
    await settle();
    expect(navigate.assign).toHaveBeenCalledWith('/members');
  });

  it('given a sign-up through the modal on a page that says nowhere to go / it stays and says so', async () => {
    const { context, widget, navigate } = fakeContext({ app: sampleApp() });
    widget.openModal.mockResolvedValue({ type: 'SIGNUP', data: { member: sampleMember() } });
    await openModal(context, mount('<button>Join</button>', 'button'), 'signup');
    await settle();
    expect(navigate.assign).not.toHaveBeenCalled();
    expect(messageText('success')).toBe('Welcome! Your account is ready.');
  });

  it('given a log-out from the profile modal / the page reloads, or goes to the app’s logout redirect', async () => {
    const stay = fakeContext({ member: sampleMember(), app: sampleApp() });
    stay.widget.openModal.mockResolvedValue({ type: 'LOGOUT', data: null });
    await openModal(stay.context, mount('<button>Profile</button>', 'button'), 'profile');
    await settle();
    expect(stay.navigate.reload).toHaveBeenCalled();

    const leave = fakeContext({ member: sampleMember(), app: sampleApp({ logoutRedirect: '/goodbye' }) });
    leave.widget.openModal.mockResolvedValue({ type: 'LOGOUT', data: null });
    await openModal(leave.context, mount('<button>Profile</button>', 'button'), 'profile');
    await settle();
    expect(leave.navigate.assign).toHaveBeenCalledWith('/goodbye');
  });

  it('given a modal that fails / the error box says so', async () => {
    const { context, widget } = fakeContext();
    widget.openModal.mockRejectedValue(new Error('boom'));
    await openModal(context, mount('<button>Log in</button>', 'button'), 'login');
    await settle();
    expect(messageText('error')).toBe('Something went wrong. Please try again.');
  });
});
