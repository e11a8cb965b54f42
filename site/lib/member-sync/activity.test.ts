import { describe, expect, it, vi } from 'vitest';
import { watchActivity } from './activity.ts';
import { ACTIVITY_EVENTS, IDLE_REFRESH_MS } from './constants.ts';

const MINUTE = 60_000;

/** A window and a document made of plain event targets, and a clock the test moves. */
function setup() {
  let time = 1_000_000;
  const activity = new EventTarget();
  const visibility = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const onReturnAfterIdle = vi.fn();
  const watch = watchActivity({ activity, visibility, now: () => time, onReturnAfterIdle });
  return {
    watch,
    onReturnAfterIdle,
    advance(ms: number) {
      time += ms;
    },
    act(type = 'mousemove') {
      activity.dispatchEvent(new Event(type));
    },
    hide() {
      visibility.visibilityState = 'hidden';
      visibility.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      visibility.visibilityState = 'visible';
      visibility.dispatchEvent(new Event('visibilitychange'));
    },
    now: () => time,
  };
}

describe('watchActivity', () => {
  it('given each activity event of the spec / when it fires / it records the time', () => {
    const page = setup();
    for (const type of ACTIVITY_EVENTS) {
      page.advance(MINUTE);
      page.act(type);
      expect(page.watch.lastActivity(), type).toBe(page.now());
    }
  });

  it('given a burst of mouse moves / when they come within a second / it records only the first', () => {
    const page = setup();
    page.advance(MINUTE);
    page.act();
    const first = page.now();
    page.advance(400);
    page.act();
    page.advance(400);
    page.act();
    expect(page.watch.lastActivity()).toBe(first);
    page.advance(200);
    page.act();
    expect(page.watch.lastActivity()).toBe(first + 1000);
  });

  it('given a tab hidden for 5 minutes without activity / when it becomes visible / it asks for a refresh', () => {
    const page = setup();
    page.hide();
    page.advance(IDLE_REFRESH_MS);
    page.show();
    expect(page.onReturnAfterIdle).toHaveBeenCalledTimes(1);
  });

  it('given a tab hidden for just under 5 minutes / when it becomes visible / it does not refresh', () => {
    const page = setup();
    page.hide();
    page.advance(IDLE_REFRESH_MS - 1);
    page.show();
    expect(page.onReturnAfterIdle).not.toHaveBeenCalled();
  });

  it('given recent activity before hiding / when the tab returns / the idle time counts from that activity', () => {
    const page = setup();
    page.advance(4 * MINUTE);
    page.act('keypress');
    page.hide();
    page.advance(4 * MINUTE);
    page.show();
    expect(page.onReturnAfterIdle).not.toHaveBeenCalled();
    page.hide();
    page.advance(5 * MINUTE);
    page.show();
    expect(page.onReturnAfterIdle).toHaveBeenCalledTimes(1);
  });

  it('given a refresh on return / when the tab is hidden and shown again at once / it does not refresh twice', () => {
    const page = setup();
    page.hide();
    page.advance(10 * MINUTE);
    page.show();
    page.hide();
    page.advance(1000);
    page.show();
    expect(page.onReturnAfterIdle).toHaveBeenCalledTimes(1);
  });

  it('given the tab being hidden / when it goes hidden / it never refreshes', () => {
    const page = setup();
    page.advance(10 * MINUTE);
    page.hide();
    expect(page.onReturnAfterIdle).not.toHaveBeenCalled();
  });

  it('given stop() / when activity and a return follow / nothing is recorded or refreshed', () => {
    const page = setup();
    const before = page.watch.lastActivity();
    page.watch.stop();
    page.advance(10 * MINUTE);
    page.act();
    page.hide();
    page.show();
    expect(page.watch.lastActivity()).toBe(before);
    expect(page.onReturnAfterIdle).not.toHaveBeenCalled();
  });

  it('given the listeners / when they are added / they are passive', () => {
    const activity = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const visibility = {
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      visibilityState: 'visible' as const,
    };
    watchActivity({ activity, visibility, onReturnAfterIdle: () => undefined });
    expect(activity.addEventListener.mock.calls.map(([type]) => type)).toEqual([...ACTIVITY_EVENTS]);
    for (const [, , options] of activity.addEventListener.mock.calls)
      expect(options).toEqual({ passive: true });
  });
});
