// @vitest-environment happy-dom
/** The binding pass over a root (docs/product/data-attributes.md §2, §3, §4). */
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMember } from '../../runtime/store.ts';
import {
  applyBindings,
  applyMemberData,
  createBindingPass,
  hidePasswordlessSteps,
  within,
} from './binding-pass.ts';
import { initialState, type RuntimeState } from './state.ts';

function page(html: string): Element {
  document.body.innerHTML = html;
  return document.body;
}

function stateWith(groups: RuntimeState['groups']): RuntimeState {
  const state = initialState(new URLSearchParams('forceRefetch'));
  state.groups = groups;
  return state;
}

beforeEach(() => setMember(null));
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('within', () => {
  it('given a root that matches / it comes first, then its matching descendants in order', () => {
    const root = page('<div id="r" class="x"><p class="x" id="a"></p><p class="x" id="b"></p></div>')
      .firstElementChild as Element;
    expect(within(root, '.x').map((element) => element.id)).toEqual(['r', 'a', 'b']);
  });
});

describe('applyBindings', () => {
  it('given bind:class / the classes are added; bind:style with a colon in its value keeps it whole', () => {
    const root = page(
      '<span id="c" data-ms-bind:class="on  big"></span><span id="s" data-ms-bind:style="background: url(a:b)"></span>',
    );
    const set = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    applyBindings(root);
    expect([...(document.getElementById('c')?.classList ?? [])]).toEqual(['on', 'big']);
    expect(set).toHaveBeenCalledWith('background', 'url(a:b)');
  });
});

describe('applyMemberData', () => {
  it('given member fields in text and in a form / the text shows the member; the form’s inputs are left to its set-up', () => {
    const root = page(
      '<span id="t" data-ms-member="first-name">friend</span><form data-ms-form="profile"><input id="i" data-ms-member="first-name"></form>',
    );
    applyMemberData(root, sampleMember());
    expect(document.getElementById('t')?.textContent).toBe('Ada');
    expect((document.getElementById('i') as HTMLInputElement).value).toBe('');
  });

  it('given the member signs out / the page’s own text comes back', () => {
    const root = page('<span id="t" data-ms-member="first-name">friend</span>');
    applyMemberData(root, sampleMember());
    applyMemberData(root, null);
    expect(document.getElementById('t')?.textContent).toBe('friend');
  });
});

describe('hidePasswordlessSteps', () => {
  it('given a second step before its code is sent / it is hidden; after, it is left alone', () => {
    const root = page(`<form><div id="a" data-ms-passwordless="step-2"></div></form>
      <form data-wf-passwordless-step="2"><div id="b" data-ms-passwordless="step-2"></div></form>`);
    hidePasswordlessSteps(root);
    expect(document.getElementById('a')?.style.display).toBe('none');
    expect(document.getElementById('b')?.style.display).toBe('');
  });
});

describe('createBindingPass', () => {
  it('given a gate the viewer may not see / it is replaced by a comment, and put back in place when they may', () => {
    const state = stateWith([]);
    const pass = createBindingPass({ doc: document, state, prepare: vi.fn() });
    page('<i>a</i><p id="m" data-ms-content="members">m</p><i>b</i>');
    pass(document.documentElement);
    expect(document.getElementById('m')).toBeNull();
    expect(state.removed.size).toBe(1);
    setMember(sampleMember());
    pass(document.documentElement);
    expect(document.getElementById('m')?.previousElementSibling?.textContent).toBe('a');
    expect(state.removed.size).toBe(0);
  });

  it('given a gate value the app does not know / it is hidden, with one warning however many passes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pass = createBindingPass({ doc: document, state: stateWith([]), prepare: vi.fn() });
    page('<p data-ms-content="memebrs">t</p><p data-ms-content="memebrs">u</p>');
    pass(document.documentElement);
    pass(document.documentElement);
    expect(document.querySelectorAll('p')).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('given group keys before the app has answered / no warning, since the key may be a group', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pass = createBindingPass({ doc: document, state: stateWith(null), prepare: vi.fn() });
    page('<p data-ms-content="members-videos">v</p>');
    pass(document.documentElement);
    expect(warn).not.toHaveBeenCalled();
  });

  it('given a member of the group’s plan / its content stays', () => {
    setMember(sampleMember());
    const pass = createBindingPass({
      doc: document,
      state: stateWith(sampleApp().contentGroups),
      prepare: vi.fn(),
    });
    page(
      '<p id="v" data-ms-content="members-videos">v</p><p id="nv" data-ms-content="!members-videos">buy</p>',
    );
    pass(document.documentElement);
    expect(document.getElementById('v')).toBeNull();
    expect(document.getElementById('nv')).not.toBeNull();
  });

  it('given elements that need the handlers / they are handed over in one call; none, no call', () => {
    const prepare = vi.fn();
    const pass = createBindingPass({ doc: document, state: stateWith([]), prepare });
    page('<p>nothing</p>');
    pass(document.documentElement);
    expect(prepare).not.toHaveBeenCalled();
    page('<div id="s" data-ms-secure-html="x"></div><div id="m" data-ms-auth="manage-providers"></div>');
    pass(document.documentElement);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]?.[0].map((element: Element) => element.id)).toEqual(['s', 'm']);
  });

  it('given a comment channel / it is handed to the comments; a page without one never asks for them', () => {
    const channels = vi.fn();
    const pass = createBindingPass({ doc: document, state: stateWith([]), prepare: vi.fn(), channels });
    page('<form data-ms-form="login"></form>');
    pass(document.documentElement);
    expect(channels).not.toHaveBeenCalled();
    page('<section id="c" data-ms-channel="lessons"><div data-ms-post="item"></div></section>');
    pass(document.documentElement);
    expect(channels.mock.calls[0]?.[0].map((element: Element) => element.id)).toEqual(['c']);
  });
});
