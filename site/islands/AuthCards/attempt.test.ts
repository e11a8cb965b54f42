import type { Member } from '@wf/sdk/contract';
import { sampleMember } from '@wf/sdk/testing';
import type { CompletionApi, ModalRequest, ModalResult } from '@wf/widget';
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { attemptModal } from './attempt.ts';

/** A widget that shows its modal in a store, as the real one does, and answers when told. */
function fakeWidget() {
  const modal = atom<ModalRequest | null>(null);
  let current: ModalRequest | null = null;
  const api: CompletionApi = {
    openModal: (type, params = {}) =>
      new Promise<ModalResult>((resolve, reject) => {
        current = { id: 1, type, params, resolve, reject };
        modal.set(current);
      }),
    hideModal: vi.fn(() => modal.set(null)),
    getCurrentMember: vi.fn(async () => ({ data: null as Member | null })),
  };
  return {
    api,
    modal,
    /** The person completes the modal: it answers, then closes itself (WidgetRoot's succeed). */
    complete(result: ModalResult) {
      current?.resolve(result);
      modal.set(null);
    },
    /** The person closes the modal. */
    close() {
      modal.set(null);
    },
  };
}

const openSignup = (api: CompletionApi) =>
  api.openModal('SIGNUP').then((result) => (result.data?.member ?? null) as Member | null);

describe('attemptModal', () => {
  it('given a modal completed with a member / it ends completed with the member', async () => {
    const widget = fakeWidget();
    const member = sampleMember();
    const outcome = attemptModal({ api: widget.api, modal: widget.modal }, openSignup);
    await vi.waitFor(() => expect(widget.modal.get()).not.toBeNull());
    widget.complete({ type: 'SIGNUP', data: { member } });
    await expect(outcome).resolves.toEqual({ kind: 'completed', value: member });
  });

  it('given the person closes the modal / it ends closed at once', async () => {
    const widget = fakeWidget();
    const outcome = attemptModal({ api: widget.api, modal: widget.modal }, openSignup);
    await vi.waitFor(() => expect(widget.modal.get()).not.toBeNull());
    widget.close();
    await expect(outcome).resolves.toEqual({ kind: 'closed' });
  });

  it('given a closed attempt / its pending timers never fire (no late timeout, no hiding a new modal)', async () => {
    vi.useFakeTimers();
    try {
      const widget = fakeWidget();
      const late = vi.fn();
      const outcome = attemptModal({ api: widget.api, modal: widget.modal }, async (api, timers) => {
        const waited = timers.wait(60_000).then(late);
        await api.openModal('SIGNUP');
        return waited;
      });
      await vi.advanceTimersByTimeAsync(10);
      widget.close();
      await vi.advanceTimersByTimeAsync(10);
      await expect(outcome).resolves.toEqual({ kind: 'closed' });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(late).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('given the flow throws / it ends failed with the error', async () => {
    const widget = fakeWidget();
    const error = new Error('Sign up modal timed out. Please try again.');
    const outcome = attemptModal({ api: widget.api, modal: widget.modal }, async () => {
      throw error;
    });
    await expect(outcome).resolves.toEqual({ kind: 'failed', error });
  });

  it('given a login that completes and then polls / the self-closing modal is not taken for a close', async () => {
    vi.useFakeTimers();
    try {
      const widget = fakeWidget();
      const member = sampleMember();
      const outcome = attemptModal({ api: widget.api, modal: widget.modal }, async (api, timers) => {
        await api.openModal('LOGIN');
        await timers.wait(500);
        return (await api.getCurrentMember()).data ?? member;
      });
      await vi.waitFor(() => expect(widget.modal.get()).not.toBeNull());
      widget.complete({ type: 'LOGIN', data: { member } });
      await vi.advanceTimersByTimeAsync(500);
      await expect(outcome).resolves.toEqual({ kind: 'completed', value: member });
    } finally {
      vi.useRealTimers();
    }
  });
});
