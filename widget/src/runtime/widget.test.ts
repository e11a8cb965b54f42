import type { WfClient } from '@wf/sdk';
import { WfError } from '@wf/sdk/errors';
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from './config.ts';
import { $modal } from './modal.ts';
import { $authStatus, $member, setMember } from './store.ts';
import { createWidget, type UiContext } from './widget.ts';

const config: WidgetConfig = {
  appId: 'app_test',
  publicKey: 'pk_sb_test',
  apiUrl: 'https://example.org/api',
  assetBase: 'https://example.org/',
};

/** A client with only what these tests call; every other method is absent on purpose. */
function fakeClient(overrides: Partial<WfClient> = {}): WfClient {
  return {
    onAuthChange: () => () => {},
    getCurrentMember: async () => ({ data: null }),
    logout: async () => ({ data: { success: true } }),
    ...overrides,
  } as WfClient;
}

function widgetWith(client: WfClient, options: Partial<WidgetConfig> = {}) {
  const mounted: UiContext[] = [];
  const widget = createWidget({
    config: { ...config, ...options },
    loadClient: async () => client,
    loadUi: async () => ({ mountUi: (context) => mounted.push(context) }),
  });
  return { widget, mounted };
}

afterEach(() => {
  $modal.set(null);
  setMember(null);
});

describe('the widget API', () => {
  it('given nobody signed in / opening PROFILE fails with "Member not logged in" and shows nothing', async () => {
    const { widget, mounted } = widgetWith(fakeClient());
    await expect(widget.openModal('PROFILE')).rejects.toMatchObject({
      name: 'WfError',
      code: 'member/not-logged-in',
      message: 'Member not logged in',
    });
    expect($modal.get()).toBeNull();
    expect(mounted).toHaveLength(0);
  });

  it('given a live key / the test card modal refuses to open', async () => {
    const { widget } = widgetWith(fakeClient(), { publicKey: 'pk_live' });
    await expect(widget.openModal('TEST_CARD')).rejects.toMatchObject({
      name: 'WfError',
      code: 'widget/test-mode-only',
      message: 'The test card modal exists in test mode only.',
    });
  });

  it('when a modal opens / the UI mounts once and the promise resolves with the modal result', async () => {
    const { widget, mounted } = widgetWith(fakeClient());
    const opened = widget.openModal('LOGIN', { hideCloseButton: true });
    await vi.waitFor(() => expect($modal.get()?.type).toBe('LOGIN'));
    expect($modal.get()?.params).toEqual({ hideCloseButton: true });
    expect(mounted).toHaveLength(1);
    expect(mounted[0]?.stores.modal).toBe($modal);
    $modal.get()?.resolve({ type: 'LOGIN', data: null });
    await expect(opened).resolves.toEqual({ type: 'LOGIN', data: null });

    widget.hideModal();
    expect($modal.get()).toBeNull();
    void widget.openModal('SIGNUP');
    await vi.waitFor(() => expect($modal.get()?.type).toBe('SIGNUP'));
    expect(mounted).toHaveLength(1);
  });

  it('given a live key / purchasePlansWithCheckout goes to the SDK at once, with no modal', async () => {
    const purchasePlansWithCheckout = vi.fn(async () => ({ data: { url: 'https://checkout.example/cs_1' } }));
    const { widget, mounted } = widgetWith(fakeClient({ purchasePlansWithCheckout }), {
      publicKey: 'pk_live',
    });
    const params = { priceId: 'prc_membership-monthly', successUrl: '/welcome', autoRedirect: false };
    await expect(widget.purchasePlansWithCheckout(params)).resolves.toEqual({
      data: { url: 'https://checkout.example/cs_1' },
    });
    expect(purchasePlansWithCheckout).toHaveBeenCalledWith(params);
    expect($modal.get()).toBeNull();
    expect(mounted).toHaveLength(0);
  });

  it('given a live key / a refused checkout rejects with the coded error', async () => {
    const refusal = new WfError('checkout/already-subscribed', 'You already have the Membership plan.');
    const purchasePlansWithCheckout = vi.fn(async () => Promise.reject(refusal));
    const { widget } = widgetWith(fakeClient({ purchasePlansWithCheckout }), { publicKey: 'pk_live' });
    await expect(widget.purchasePlansWithCheckout({ priceId: 'prc_membership-monthly' })).rejects.toBe(
      refusal,
    );
  });

  it('given a test key / the test card modal opens first with the params, and settles the call', async () => {
    const purchasePlansWithCheckout = vi.fn();
    const { widget } = widgetWith(fakeClient({ purchasePlansWithCheckout }));
    const params = { priceId: 'prc_membership-monthly', cancelUrl: '/plans' };
    const bought = widget.purchasePlansWithCheckout(params);
    await vi.waitFor(() => expect($modal.get()?.type).toBe('TEST_CARD'));
    expect($modal.get()?.checkout?.params).toEqual(params);
    // The modal asks for the checkout when the person continues (TestCardCheckout), not before.
    expect(purchasePlansWithCheckout).not.toHaveBeenCalled();
    $modal.get()?.checkout?.resolve({ data: { url: 'https://example.org/test-checkout/cs_1' } });
    await expect(bought).resolves.toEqual({ data: { url: 'https://example.org/test-checkout/cs_1' } });

    const left = widget.purchasePlansWithCheckout(params);
    await vi.waitFor(() => expect($modal.get()?.checkout).toBeDefined());
    const canceled = new WfError('widget/checkout-canceled', 'The checkout was canceled.');
    $modal.get()?.reject(canceled);
    await expect(left).rejects.toBe(canceled);
  });

  it('when an SDK call is made / it goes to the client with the same arguments', async () => {
    const removePlan = vi.fn(async () => ({ data: sampleMember() }));
    const { widget } = widgetWith(fakeClient({ removePlan } as Partial<WfClient>));
    await widget.removePlan({ planId: 'pln_free' });
    expect(removePlan).toHaveBeenCalledWith({ planId: 'pln_free' });
  });

  it('when getCurrentMember answers / the member store follows, and onAuthChange hears it', async () => {
    const member = sampleMember();
    const { widget } = widgetWith(fakeClient({ getCurrentMember: async () => ({ data: member }) }));
    const heard = vi.fn();
    const listener = widget.onAuthChange(heard);
    await widget.getCurrentMember();
    expect($member.get()).toEqual(member);
    expect($authStatus.get()).toBe('signed-in');
    expect(heard).toHaveBeenCalledWith(member);

    listener.unsubscribe();
    await widget.logout();
    expect($authStatus.get()).toBe('signed-out');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('when logout fails on the network / the member is still signed out locally', async () => {
    setMember(sampleMember());
    const { widget } = widgetWith(
      fakeClient({
        logout: async () => {
          throw new Error('offline');
        },
      }),
    );
    await expect(widget.logout()).rejects.toThrow('offline');
    expect($member.get()).toBeNull();
  });
});

describe('an install that names its app alone (the service says test or live)', () => {
  it('given the service answers in sandbox mode / the widget is in test mode, from the answer the boot asked for anyway', async () => {
    const getAppAndMember = vi.fn(async () => ({
      data: { app: sampleApp({ mode: 'sandbox' }), member: null },
    }));
    const getApp = vi.fn();
    const { widget } = widgetWith(fakeClient({ getAppAndMember, getApp } as Partial<WfClient>), {
      publicKey: undefined,
    });
    const boot = widget.getAppAndMember(); // what the data-attribute runtime asks at once
    await expect(widget.mode()).resolves.toBe('test');
    await boot;
    // No second request on the way: the boot's own GET /app-member said it.
    expect(getApp).not.toHaveBeenCalled();
  });

  it('given a live answer / the test card modal refuses, and checkout goes to the SDK at once', async () => {
    const purchasePlansWithCheckout = vi.fn(async () => ({ data: { url: 'https://checkout.example/cs_1' } }));
    const getApp = vi.fn(async () => ({ data: sampleApp({ mode: 'live' }) }));
    const { widget } = widgetWith(fakeClient({ getApp, purchasePlansWithCheckout } as Partial<WfClient>), {
      publicKey: undefined,
    });
    await expect(widget.openModal('TEST_CARD')).rejects.toMatchObject({ code: 'widget/test-mode-only' });
    await widget.purchasePlansWithCheckout({ priceId: 'prc_x' });
    expect(purchasePlansWithCheckout).toHaveBeenCalled();
    expect($modal.get()).toBeNull();
    // Asked once, when nothing had asked yet.
    expect(getApp).toHaveBeenCalledTimes(1);
  });

  it('given a key on the tag / the key decides, without asking', async () => {
    const getApp = vi.fn();
    const { widget } = widgetWith(fakeClient({ getApp } as Partial<WfClient>), { publicKey: 'pk_live' });
    await expect(widget.mode()).resolves.toBe('live');
    expect(getApp).not.toHaveBeenCalled();
  });
});
