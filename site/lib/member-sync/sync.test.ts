import type { Member } from '@wf/sdk/contract';
import { sampleMember } from '@wf/sdk/testing';
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { IDLE_REFRESH_MS } from './constants.ts';
import { startMemberSync } from './sync.ts';

function setup(cached: Member | null) {
  let time = 0;
  const member = atom<Member | null>(cached);
  const getCurrentMember = vi.fn(async () => ({ data: member.get() }));
  const activity = new EventTarget();
  const visibility = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const onError = vi.fn();
  const stop = startMemberSync({
    widget: { getCurrentMember },
    member,
    activity,
    visibility,
    now: () => time,
    onError,
  });
  const returnAfter = (ms: number) => {
    visibility.visibilityState = 'hidden';
    visibility.dispatchEvent(new Event('visibilitychange'));
    time += ms;
    visibility.visibilityState = 'visible';
    visibility.dispatchEvent(new Event('visibilitychange'));
  };
  /**
   * Lets the refresh under way finish. Until then a return is ignored whatever the idle rule
   * says (one refresh at a time), so a test of that rule must start from here.
   */
  const settled = () => new Promise<void>((resolve) => setImmediate(resolve));
  return { member, getCurrentMember, onError, stop, returnAfter, settled };
}

describe('startMemberSync', () => {
  it('given a cached member / when the page starts / it reads the member from the service once', () => {
    const page = setup(sampleMember());
    expect(page.getCurrentMember).toHaveBeenCalledTimes(1);
  });

  it('given a visitor / when the page starts or returns after idling / it fetches nothing', () => {
    const page = setup(null);
    page.returnAfter(IDLE_REFRESH_MS);
    expect(page.getCurrentMember).not.toHaveBeenCalled();
  });

  it('given a member / when the tab returns after 5 idle minutes / it refreshes the member', async () => {
    const page = setup(sampleMember());
    await vi.waitFor(() => expect(page.getCurrentMember).toHaveBeenCalledTimes(1));
    await page.settled();
    page.returnAfter(IDLE_REFRESH_MS);
    await vi.waitFor(() => expect(page.getCurrentMember).toHaveBeenCalledTimes(2));
  });

  it('given a member / when the tab returns after 4 minutes / it does not refresh', async () => {
    const page = setup(sampleMember());
    await page.settled();
    page.returnAfter(4 * 60_000);
    expect(page.getCurrentMember).toHaveBeenCalledTimes(1);
  });

  it('given a refresh still running / when another return comes / it does not start a second one', () => {
    const page = setup(sampleMember());
    page.getCurrentMember.mockImplementation(() => new Promise(() => undefined));
    page.returnAfter(IDLE_REFRESH_MS);
    page.returnAfter(IDLE_REFRESH_MS);
    expect(page.getCurrentMember).toHaveBeenCalledTimes(1);
  });

  it('given the service unreachable / when refreshing / it reports the error and keeps the member', async () => {
    const failure = new Error('offline');
    const member = sampleMember();
    let time = 0;
    const store = atom<Member | null>(member);
    const onError = vi.fn();
    startMemberSync({
      widget: { getCurrentMember: () => Promise.reject(failure) },
      member: store,
      activity: new EventTarget(),
      visibility: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
      now: () => time++,
      onError,
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(store.get()).toBe(member);
  });

  it('given stop() / when the tab returns after idling / it does not refresh', async () => {
    const page = setup(sampleMember());
    await page.settled();
    page.stop();
    page.returnAfter(IDLE_REFRESH_MS);
    expect(page.getCurrentMember).toHaveBeenCalledTimes(1);
  });
});
