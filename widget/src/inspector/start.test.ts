// @vitest-environment happy-dom
import type { App, Member } from '@wf/sdk/contract';
import { sampleApp, sampleFreePlan, sampleMember } from '@wf/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttributeContext } from '../attributes/context.ts';
import { setMember } from '../runtime/store.ts';
import type { WidgetApi } from '../runtime/widget.ts';
import { documentationLink, PRIVATE_FIELD_DELAY_MS, startInspector } from './start.tsx';

const app: App = sampleApp({
  plans: [sampleFreePlan({ id: 'pln_free' })],
  customFields: [{ key: 'phone', label: 'Phone', order: 0, hidden: false, visibility: 'PRIVATE' }],
});

/** The loader's widget API as the chunk sees it: onAuthChange follows the loader's member store. */
function widgetApi(extra: Partial<WidgetApi> = {}): WidgetApi {
  return {
    onAuthChange: () => Object.assign(() => undefined, { unsubscribe: () => undefined }),
    ...extra,
  } as WidgetApi;
}

function context(): AttributeContext {
  return {
    widget: widgetApi(),
    doc: document,
    member: () => null,
    app: () => app,
    rerender: () => undefined,
    removed: () => new Map(),
  };
}

/** Opens the sidebar through the badge; returns the overlay's shadow root. */
async function openSidebar(): Promise<ShadowRoot> {
  const shadow = document.getElementById('wf-inspector')?.shadowRoot;
  if (!shadow) throw new Error('the inspector has no shadow root');
  const badge = await vi.waitFor(() => {
    const found = shadow.querySelector<HTMLButtonElement>('.wf-inspector-badge');
    if (!found) throw new Error('no badge yet');
    return found;
  });
  badge.click();
  await vi.waitFor(() => expect(shadow.querySelector('[role="tab"]')).not.toBeNull());
  return shadow;
}

async function showTab(shadow: ShadowRoot, name: string): Promise<void> {
  const tab = [...shadow.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name);
  if (!tab) throw new Error(`no ${name} tab`);
  tab.click();
}

function xRaySwitch(shadow: ShadowRoot): Promise<HTMLInputElement> {
  return vi.waitFor(() => {
    const found = shadow.querySelector<HTMLInputElement>('[role="switch"]');
    if (!found) throw new Error('no X-ray switch yet');
    return found;
  });
}

/** The ids the console lines named, in order. */
function loggedIds(log: { mock: { calls: unknown[][] } }): string[] {
  return log.mock.calls.flatMap((call) => /^%c\[([\w-]+)\]/.exec(String(call[0]))?.[1] ?? []);
}

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the inspector controller (docs/product/inspector.md "The overlay")', () => {
  it('given the app has loaded, it scans at once, and the private-field check exactly 1 s later', () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    document.body.innerHTML = `<a href="/s" data-ms-plan:add="pln_gone">x</a>
      <div data-ms-channel><div data-ms-post="item"><i data-ms-post-creator="phone"></i></div></div>`;
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });

    expect(loggedIds(log)).toContain('incorrect-plan-id');
    expect(loggedIds(log)).not.toContain('private-custom-field');
    vi.advanceTimersByTime(PRIVATE_FIELD_DELAY_MS - 1);
    expect(loggedIds(log)).not.toContain('private-custom-field');
    vi.advanceTimersByTime(1);
    expect(loggedIds(log)).toContain('private-custom-field');
    // Each finding is said once, however often the page is scanned.
    expect(loggedIds(log).filter((id) => id === 'incorrect-plan-id')).toHaveLength(1);
    expect(document.getElementById('wf-inspector')?.shadowRoot).not.toBeNull();
    stop();
    expect(document.getElementById('wf-inspector')).toBeNull();
  });

  it('given markup added later, it scans it too', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });
    const late = document.createElement('div');
    late.innerHTML = '<form data-ms-form="forgot-password"><input data-ms-member="email"></form>';
    document.body.append(late);
    await vi.waitFor(() => expect(loggedIds(log)).toContain('missing-redirect'));
  });

  it('given a plan button clicked and a price stored, the list shows the click and the cart item with its value', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    sessionStorage.setItem('ms_price', 'prc_chosen');
    document.body.innerHTML = '<button type="button" data-ms-plan:add="pln_free">Join</button>';
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });
    document.querySelector('button')?.click();
    const shadow = document.getElementById('wf-inspector')?.shadowRoot;
    if (!shadow) throw new Error('the inspector has no shadow root');
    const badge = await vi.waitFor(() => {
      const found = shadow.querySelector<HTMLButtonElement>('.wf-inspector-badge');
      if (!found) throw new Error('no badge yet');
      return found;
    });
    badge.click();
    await vi.waitFor(() => {
      expect(shadow.textContent).toContain('Plan Button Clicked');
      expect(shadow.textContent).toContain('Ready For Checkout');
    });
    sessionStorage.clear();
  });

  it('given a signed-in member, it asks for the member JSON only once the Member tab is shown', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const getMemberJSON = vi.fn(async () => ({ data: { theme: 'dark' } }));
    setMember(sampleMember());
    stop = startInspector({
      context: { ...context(), member: () => sampleMember(), widget: widgetApi({ getMemberJSON }) },
      assetBase: 'http://members.example/widget.js',
    });
    const shadow = document.getElementById('wf-inspector')?.shadowRoot;
    if (!shadow) throw new Error('the inspector has no shadow root');
    const find = (selector: string) =>
      vi.waitFor(() => {
        const found = shadow.querySelector<HTMLElement>(selector);
        if (!found) throw new Error(`no ${selector} yet`);
        return found;
      });
    (await find('.wf-inspector-badge')).click();
    await vi.waitFor(() => expect(shadow.querySelector('[role="tab"]')).not.toBeNull());
    expect(getMemberJSON).not.toHaveBeenCalled();
    const memberTab = [...shadow.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => tab.textContent === 'Member',
    );
    memberTab?.click();
    await vi.waitFor(() => expect(shadow.textContent).toContain('"theme": "dark"'));
    expect(getMemberJSON).toHaveBeenCalledTimes(1);
    setMember(null);
  });

  it('given a member signed in through the loader, whose store the chunk does not share, the Member tab says Logged in and follows sign-outs', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // The script-tag build's inspector chunk bundles its own copy of runtime/store.ts: that copy
    // never hears of the member. Only the context and the widget API reach the loader's store.
    setMember(null);
    let announce: (member: Member | null) => void = () => undefined;
    const onAuthChange = vi.fn((callback: (member: Member | null) => void) => {
      announce = callback;
      return Object.assign(() => undefined, { unsubscribe: () => undefined });
    });
    const ada = sampleMember();
    stop = startInspector({
      context: {
        ...context(),
        member: () => ada,
        widget: widgetApi({ onAuthChange, getMemberJSON: async () => ({ data: {} }) }),
      },
      assetBase: 'http://members.example/widget.js',
    });
    const shadow = await openSidebar();
    await showTab(shadow, 'Member');
    await vi.waitFor(() => expect(shadow.textContent).toContain('Logged in'));
    expect(shadow.textContent).toContain(ada.auth.email);
    announce(null);
    await vi.waitFor(() => expect(shadow.textContent).toContain('Logged out'));
    announce(ada);
    await vi.waitFor(() => expect(shadow.textContent).toContain('Logged in'));
  });

  it('given a clean page and no choice stored, X-ray starts off; given errors or warnings, on', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    document.body.innerHTML = '<a href="/signup" data-ms-plan:add="pln_free">Join</a>';
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });
    expect((await xRaySwitch(await openSidebar())).checked).toBe(false);
    stop();

    document.body.innerHTML = '<a href="/signup" data-ms-plan:add="pln_gone">Join</a>';
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });
    expect((await xRaySwitch(await openSidebar())).checked).toBe(true);
    expect(localStorage.getItem('MSXRayMode')).toBeNull();
  });

  it('given a clean page that gains a fault later, X-ray turns on with it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    document.body.innerHTML = '<a href="/signup" data-ms-plan:add="pln_free">Join</a>';
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });
    const toggle = await xRaySwitch(await openSidebar());
    expect(toggle.checked).toBe(false);
    const late = document.createElement('div');
    late.innerHTML =
      '<form data-ms-form="forgot-password"><input data-ms-member="email"><button>Send</button></form>';
    document.body.append(late);
    await vi.waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('given the builder’s own choice stored, it wins over the page’s findings, and a toggle is stored', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    localStorage.setItem('MSXRayMode', 'true');
    document.body.innerHTML = '<a href="/signup" data-ms-plan:add="pln_free">Join</a>';
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });
    const toggle = await xRaySwitch(await openSidebar());
    expect(toggle.checked).toBe(true);
    toggle.click();
    await vi.waitFor(() => expect(localStorage.getItem('MSXRayMode')).toBe('false'));
    stop();

    document.body.innerHTML = '<a href="/signup" data-ms-plan:add="pln_gone">Join</a>';
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });
    expect((await xRaySwitch(await openSidebar())).checked).toBe(false);
  });

  it('given the footer, Help leads to the site builders’ guide on the service, never a site’s contact page', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    stop = startInspector({ context: context(), assetBase: 'http://members.example/widget.js' });
    const shadow = await openSidebar();
    const links = [...shadow.querySelectorAll<HTMLAnchorElement>('.wf-inspector-footer-link')];
    const help = links.find((link) => link.textContent?.startsWith('Help'));
    expect(help?.getAttribute('href')).toBe('http://members.example/developers/data-attributes#inspector');
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('http://members.example/contact');
  });

  it('given a section, its documentation link is the guide’s anchor on the service widget.js came from', () => {
    expect(documentationLink('https://members.example.org/widget.js')('plans')).toBe(
      'https://members.example.org/developers/data-attributes#plans',
    );
    expect(documentationLink('https://members.example.org/')('gates')).toBe(
      'https://members.example.org/developers/data-attributes#gated-content',
    );
  });
});
