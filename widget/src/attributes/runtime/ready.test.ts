// @vitest-environment happy-dom
/** Binding once the page is parsed, then the app and member (docs/product/data-attributes.md §1). */
import type { App, Member } from '@wf/sdk/contract';
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $member, setMember } from '../../runtime/store.ts';
import type { WidgetApi } from '../../runtime/widget.ts';
import { GROUPS_KEY } from '../storage.ts';
import { ANTI_FLASH_ATTRIBUTE } from './anti-flash.ts';
import { bindWhenReady } from './ready.ts';
import { initialState } from './state.ts';

let running = new AbortController();

function widgetAnswering(answer: Promise<{ data: { app: App; member: Member | null } }>) {
  return { getAppAndMember: vi.fn(() => answer) } as unknown as WidgetApi;
}

/** Starts the phase and waits for its ready event. */
async function ready(widget: WidgetApi, protect = vi.fn()) {
  running.abort();
  running = new AbortController();
  const state = initialState(new URLSearchParams(''));
  const pass = vi.fn();
  const fired = new Promise<Event>((resolve) =>
    document.addEventListener('memberstack.ready', resolve, { once: true }),
  );
  bindWhenReady({ doc: document, widget, state, pass, late: false, protect, signal: running.signal });
  return { state, pass, protect, event: await fired };
}

beforeEach(() => {
  localStorage.clear();
  setMember(null);
  (window as { $memberstackReady?: boolean }).$memberstackReady = undefined;
});
afterEach(() => {
  running.abort();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('bindWhenReady', () => {
  it('given the service’s answer / the state learns the app, the groups are cached, the page protected, the member stored', async () => {
    const app = sampleApp();
    const member = sampleMember();
    const widget = widgetAnswering(Promise.resolve({ data: { app, member } }));
    const { state, protect, event } = await ready(widget);
    expect(state.app).toBe(app);
    expect(JSON.parse(localStorage.getItem(GROUPS_KEY) ?? 'null')).toEqual(app.contentGroups);
    expect(protect).toHaveBeenCalledWith(app.contentGroups, member, true);
    expect($member.get()).toEqual(member);
    expect((event as CustomEvent).detail).toBe(widget);
    expect((window as { $memberstackReady?: boolean }).$memberstackReady).toBe(true);
  });

  it('given the anti-flash style / the first pass runs at once, and then the style is gone', async () => {
    document.head.insertAdjacentHTML('beforeend', `<style ${ANTI_FLASH_ATTRIBUTE}></style>`);
    const { pass } = await ready(
      widgetAnswering(Promise.resolve({ data: { app: sampleApp(), member: null } })),
    );
    expect(pass).toHaveBeenCalledWith(document.documentElement);
    expect(document.querySelector(`style[${ANTI_FLASH_ATTRIBUTE}]`)).toBeNull();
  });

  it('given the same member as cached / one more pass for the new groups; a new member re-binds through the store', async () => {
    const same = await ready(widgetAnswering(Promise.resolve({ data: { app: sampleApp(), member: null } })));
    // The first pass, and the one for the groups.
    expect(same.pass).toHaveBeenCalledTimes(2);
    const changed = await ready(
      widgetAnswering(Promise.resolve({ data: { app: sampleApp(), member: sampleMember() } })),
    );
    // The first pass, and the store's.
    expect(changed.pass).toHaveBeenCalledTimes(2);
  });

  it('given markup added later / a pass runs over it, but not over the widget’s own root', async () => {
    const { pass } = await ready(
      widgetAnswering(Promise.resolve({ data: { app: sampleApp(), member: null } })),
    );
    pass.mockClear();
    const added = document.createElement('p');
    const widgetRoot = document.createElement('div');
    widgetRoot.id = 'wf-widget';
    document.body.append(added, widgetRoot);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pass.mock.calls).toEqual([[added]]);
  });

  it('given a service that cannot be reached / it says so in the console and is ready all the same', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state } = await ready(widgetAnswering(Promise.reject(new Error('offline'))));
    expect(state.app).toBeNull();
    expect(error).toHaveBeenCalledWith('World Family: could not load the app and member.', expect.any(Error));
    expect((window as { $memberstackReady?: boolean }).$memberstackReady).toBe(true);
  });

  it('given the runtime stopped / neither added markup nor a member change runs a pass', async () => {
    const { pass } = await ready(
      widgetAnswering(Promise.resolve({ data: { app: sampleApp(), member: null } })),
    );
    running.abort();
    pass.mockClear();
    document.body.append(document.createElement('p'));
    setMember(sampleMember());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pass).not.toHaveBeenCalled();
  });
});
