import type { ModalRequest } from '@wf/widget';
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { watchCall } from './watchCall.ts';

/** A call the test answers by hand. */
function pendingCall() {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const testCard = (): ModalRequest => ({
  id: 1,
  type: 'TEST_CARD',
  params: {},
  resolve: () => undefined,
  reject: () => undefined,
});

const watchers = () => ({ onDone: vi.fn(), onFailed: vi.fn(), onModalClosed: vi.fn() });

describe('watchCall', () => {
  it('given a call that answers without a modal / it is done', async () => {
    const call = pendingCall();
    const spies = watchers();
    watchCall(call.promise, atom<ModalRequest | null>(null), spies);
    call.resolve({ data: { url: 'https://checkout.test/1' } });
    await vi.waitFor(() => expect(spies.onDone).toHaveBeenCalledOnce());
    expect(spies.onModalClosed).not.toHaveBeenCalled();
  });

  it("given a refusal / it fails with the service's error", async () => {
    const call = pendingCall();
    const spies = watchers();
    watchCall(call.promise, atom<ModalRequest | null>(null), spies);
    const error = new Error('You already have the Membership plan.');
    call.reject(error);
    await vi.waitFor(() => expect(spies.onFailed).toHaveBeenCalledWith(error));
  });

  it('given the Test Card modal closed before the call answers / it gives the button back, and a later failure still counts', async () => {
    const call = pendingCall();
    const modal = atom<ModalRequest | null>(null);
    const spies = watchers();
    watchCall(call.promise, modal, spies, (callback) => callback());
    modal.set(testCard());
    modal.set(null);
    expect(spies.onModalClosed).toHaveBeenCalledOnce();
    call.reject(new Error('Your card was declined.'));
    await vi.waitFor(() => expect(spies.onFailed).toHaveBeenCalledOnce());
  });

  it('given the watch stopped / nothing is reported', async () => {
    const call = pendingCall();
    const spies = watchers();
    const stop = watchCall(call.promise, atom<ModalRequest | null>(null), spies);
    stop();
    call.resolve(undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spies.onDone).not.toHaveBeenCalled();
  });
});
