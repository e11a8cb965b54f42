// @vitest-environment happy-dom
import type { App, Member } from '@wf/sdk/contract';
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMember } from '../runtime/store.ts';
import type { WidgetApi } from '../runtime/widget.ts';
import { antiFlashCss, claimsClick, clickTarget, rememberChoices, startAttributeRuntime } from './runtime.ts';

const app: App = sampleApp({
  contentGroups: [{ key: 'pro-content', name: 'Pro', urls: [], redirect: '/', plans: ['pln_pro'] }],
});

/** The widget at the runtime's boundary: only the call the boot makes. */
function fakeWidget(member: Member | null) {
  return { getAppAndMember: vi.fn(async () => ({ data: { app, member } })) } as unknown as WidgetApi;
}

async function boot(html: string, member: Member | null) {
  document.body.innerHTML = html;
  const ready = new Promise((resolve) =>
    document.addEventListener('memberstack.ready', resolve, { once: true }),
  );
  startAttributeRuntime({
    widget: fakeWidget(member),
    loadActions: () => new Promise(() => {}),
  });
  await ready;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setMember(null);
});
afterEach(() => {
  document.body.innerHTML = '';
  for (const style of document.querySelectorAll('style[data-wf-anti-flash]')) style.remove();
});

describe('the binding pass', () => {
  it('removes what a visitor may not see, keeps the inverses, and fires ready afterwards', async () => {
    await boot(
      `<p id="m" data-ms-content="members">m</p><p id="nm" data-ms-content="!members">nm</p>
       <a id="out" data-ms-action="logout">out</a><p id="typo" data-ms-content="memebrs">t</p>`,
      null,
    );
    expect(document.getElementById('m')).toBeNull();
    expect(document.getElementById('out')).toBeNull();
    expect(document.getElementById('typo')).toBeNull();
    expect(document.getElementById('nm')).not.toBeNull();
    expect((window as { $memberstackReady?: boolean }).$memberstackReady).toBe(true);
    // The anti-flash style is gone once the pass has decided.
    expect(document.querySelector('style[data-wf-anti-flash]')).toBeNull();
  });

  it('puts removed elements back in their place when the member signs in, and takes them out again', async () => {
    await boot('<div><span>a</span><p id="m" data-ms-content="members">m</p><span>b</span></div>', null);
    expect(document.getElementById('m')).toBeNull();
    setMember(sampleMember());
    expect(document.getElementById('m')?.previousElementSibling?.textContent).toBe('a');
    setMember(null);
    expect(document.getElementById('m')).toBeNull();
  });

  it('gates by content group once the app has answered, shows member data, applies bind:class', async () => {
    setMember(sampleMember()); // a warm cache: the first pass already knows the member
    await boot(
      `<p id="pro" data-ms-content="pro-content">pro</p><p id="notpro" data-ms-content="!pro-content">buy</p>
       <span id="name" data-ms-member="first-name">friend</span>
       <span id="badge" style="display:none" data-ms-content="members" data-ms-bind:style="display:inline" data-ms-bind:class="on">b</span>`,
      sampleMember(),
    );
    expect(document.getElementById('pro')).toBeNull();
    expect(document.getElementById('notpro')).not.toBeNull();
    expect(document.getElementById('name')?.textContent).toBe('Ada');
    const badge = document.getElementById('badge') as HTMLElement;
    // (bind:style is checked in Chromium, e2e/attributes.spec.ts: happy-dom's inline style reads stale)
    expect(badge.classList.contains('on')).toBe(true);
    expect(JSON.parse(localStorage.getItem('ms_groups') ?? '[]')).toEqual(app.contentGroups);
  });

  it('binds markup added after load', async () => {
    await boot('<main></main>', sampleMember());
    const added = document.createElement('section');
    added.innerHTML = '<p id="late" data-ms-content="!members">x</p><b id="who" data-ms-member="email"></b>';
    document.querySelector('main')?.append(added);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the observer's microtask
    expect(document.getElementById('late')).toBeNull();
    expect(document.getElementById('who')?.textContent).toBe('ada@example.org');
  });
});

describe('the anti-flash style', () => {
  it('for a visitor hides every gate but the visible values, and the signed-out removals', () => {
    const css = antiFlashCss({ member: null, groups: [] }, ['members', '!members', 'has-password']);
    expect(css).toContain(
      '[data-ms-content]:not([data-ms-content="!members"]):not([data-ms-content="has-password"])',
    );
    expect(css).toContain('[data-ms-action="logout"]');
    expect(css).toMatch(/\{display:none!important\}$/);
  });
});

describe('clicks', () => {
  function element(html: string): HTMLElement {
    document.body.innerHTML = html;
    return document.body.firstElementChild as HTMLElement;
  }

  it('a signed-out plan link stores the plan and navigates; a button is handled (signup opens)', () => {
    const link = element('<a href="/signup" data-ms-plan:add="pln_free">Join</a>');
    rememberChoices(link, false, window.location);
    expect(sessionStorage.getItem('ms_plan')).toBe('pln_free');
    expect(claimsClick(link, false)).toBe(false);
    expect(claimsClick(element('<button data-ms-plan:add="pln_free">Join</button>'), false)).toBe(true);
    expect(claimsClick(link, true)).toBe(true);
  });

  it('a price link stores the first price and its coupon; price:remove clears it', () => {
    rememberChoices(
      element('<a href="/signup" data-ms-price:add="prc_a, prc_b" data-ms-coupon="SPRING">Go</a>'),
      false,
      window.location,
    );
    expect(sessionStorage.getItem('ms_price')).toBe('prc_a');
    expect(sessionStorage.getItem('ms_coupon_btn')).toBe('SPRING');
    rememberChoices(element('<a href="/" data-ms-price:remove="all">x</a>'), false, window.location);
    expect(sessionStorage.getItem('ms_price')).toBeNull();
  });

  it('data-ms-redirect stores the override; current-url stores this page', () => {
    rememberChoices(
      element('<a href="/login" data-ms-redirect="current-url">Log in</a>'),
      false,
      window.location,
    );
    expect(sessionStorage.getItem('ms-redirect-override')).toBe(
      window.location.pathname + window.location.search,
    );
    expect(claimsClick(element('<a href="/login" data-ms-redirect="/x">Log in</a>'), false)).toBe(false);
  });
});

describe('an install added by a script after the first paint', () => {
  it('given the page’s own copy of the anti-flash style in its head / it hides gated content until the first pass, which removes it', async () => {
    const pageStyle = document.createElement('style');
    pageStyle.setAttribute('data-wf-anti-flash', '');
    pageStyle.textContent = '[data-ms-content]{display:none!important}';
    document.head.append(pageStyle);
    await boot(
      '<p id="nm" data-ms-content="!members">Log in</p><p id="m" data-ms-content="members">m</p>',
      null,
    );
    expect(pageStyle.isConnected).toBe(false);
    expect(document.getElementById('nm')).not.toBeNull();
    expect(document.getElementById('m')).toBeNull();
  });

  it('given no such style and a page already painted / it says in the console how to avoid the flash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'first-paint' } as PerformanceEntry]);
    await boot('<p data-ms-content="members">m</p>', null);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<style data-wf-anti-flash>'));
    vi.restoreAllMocks();
  });
});

describe('what a click is for', () => {
  it('given a signup form that carries data-ms-plan:add / a click on its button is the form’s, not a plan button’s', () => {
    document.body.innerHTML =
      '<form data-ms-form="signup" data-ms-plan:add="pln_free"><button id="go" type="submit">Sign up</button></form>';
    expect(clickTarget(document.getElementById('go') as Element)).toBeNull();
  });

  it('given a plan button inside a form / the button is still the target', () => {
    document.body.innerHTML =
      '<form data-ms-form="profile"><button id="join" type="button" data-ms-plan:add="pln_free">Join</button></form>';
    expect(clickTarget(document.getElementById('join') as Element)?.id).toBe('join');
  });

  it('given an older hash link / it is claimed like the modal or action it names; other hash links are the page’s', () => {
    document.body.innerHTML = '<a id="l" href="#/ms/login">Log in</a><a id="t" href="#top">Top</a>';
    expect(claimsClick(document.getElementById('l') as Element, false)).toBe(true);
    expect(clickTarget(document.getElementById('t') as Element)).toBeNull();
  });

  it('given a visitor / the anti-flash style hides the member-only hash links too', () => {
    const css = antiFlashCss({ member: null, groups: [] }, []);
    expect(css).toContain('a[href^="#/ms/logout"]');
    expect(css).toContain('a[href^="#/ms/profile"]');
  });
});
