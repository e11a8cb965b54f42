import type { Member } from '@wf/sdk/contract';
import { sampleMember } from '@wf/sdk/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  type CompletionApi,
  loginPollInterval,
  loginWithModal,
  SignupTimeoutError,
  signupWithModal,
  type Timers,
} from './completion.ts';
import type { ModalResult } from './modal.ts';

/** Timers that resolve at once and record what was waited for. */
function instantTimers(viewportWidth = 1280): Timers & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    wait: async (ms) => {
      waits.push(ms);
    },
    viewportWidth: () => viewportWidth,
  };
}

function api(
  result: ModalResult,
  members: (Member | null)[],
): CompletionApi & { hideModal: ReturnType<typeof vi.fn<() => void>> } {
  const answers = [...members];
  return {
    openModal: vi.fn(async () => result),
    hideModal: vi.fn<() => void>(),
    getCurrentMember: vi.fn(async () => ({
      data: answers.length > 1 ? (answers.shift() ?? null) : (answers[0] ?? null),
    })),
  };
}

describe('login completion (docs/product/widget.md §4, §9)', () => {
  it('given a wide screen / it polls every 1000 ms, below 520 px every 500 ms', () => {
    expect(loginPollInterval(1280)).toBe(1000);
    expect(loginPollInterval(520)).toBe(1000);
    expect(loginPollInterval(519)).toBe(500);
  });

  it('given the member appears on the third poll / it waits 500 ms first, then 1000 ms between polls, and hides the modal', async () => {
    const member = sampleMember();
    const widget = api({ type: 'LOGIN', data: { member } }, [null, null, member]);
    const timers = instantTimers();
    await expect(loginWithModal(widget, {}, timers)).resolves.toEqual(member);
    expect(timers.waits).toEqual([500, 1000, 1000]);
    expect(widget.getCurrentMember).toHaveBeenCalledTimes(3);
    expect(widget.hideModal).toHaveBeenCalledTimes(1);
  });

  it('given no member ever appears / it gives up after 10 retries and resolves null', async () => {
    const widget = api({ type: 'LOGIN', data: null }, [null]);
    const timers = instantTimers(375);
    await expect(loginWithModal(widget, {}, timers)).resolves.toBeNull();
    expect(widget.getCurrentMember).toHaveBeenCalledTimes(11);
    expect(timers.waits).toEqual([500, ...Array(10).fill(500)]);
  });
});

describe('signup completion (docs/product/widget.md §4, §8, §9)', () => {
  it('given a SIGNUP result with a member / it returns that member without asking the service', async () => {
    const member = sampleMember();
    const widget = api({ type: 'SIGNUP', data: { member } }, [null]);
    const timers: Timers = { wait: () => new Promise(() => {}), viewportWidth: () => 1280 };
    await expect(signupWithModal(widget, {}, timers)).resolves.toEqual(member);
    expect(widget.getCurrentMember).not.toHaveBeenCalled();
    expect(widget.hideModal).toHaveBeenCalled();
  });

  it('given a result without a member / it checks once after 1 s', async () => {
    const member = sampleMember();
    const widget = api({ type: 'SIGNUP', data: null }, [member]);
    const waits: number[] = [];
    const timers: Timers = {
      wait: (ms) => {
        waits.push(ms);
        return ms === 1000 ? Promise.resolve() : new Promise(() => {});
      },
      viewportWidth: () => 1280,
    };
    await expect(signupWithModal(widget, {}, timers)).resolves.toEqual(member);
    expect(waits).toEqual([60_000, 1000]);
    expect(widget.getCurrentMember).toHaveBeenCalledTimes(1);
  });

  it('given the modal never completes / it fails after 60 s with the spec sentence and hides the modal', async () => {
    const widget: CompletionApi & { hideModal: ReturnType<typeof vi.fn<() => void>> } = {
      openModal: () => new Promise(() => {}),
      hideModal: vi.fn<() => void>(),
      getCurrentMember: vi.fn(),
    };
    const timers: Timers = {
      wait: (ms) => (ms === 60_000 ? Promise.resolve() : new Promise(() => {})),
      viewportWidth: () => 1280,
    };
    const failure = signupWithModal(widget, {}, timers);
    await expect(failure).rejects.toBeInstanceOf(SignupTimeoutError);
    await expect(failure).rejects.toThrow('Sign up modal timed out. Please try again.');
    expect(widget.hideModal).toHaveBeenCalled();
  });
});
