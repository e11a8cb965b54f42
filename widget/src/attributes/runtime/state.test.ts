// @vitest-environment happy-dom
/** The runtime's state at boot (docs/product/data-attributes.md §1 `ms_groups`, `forceRefetch`). */
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMember } from '../../runtime/store.ts';
import { GROUPS_KEY } from '../storage.ts';
import { initialState, readCachedGroups, viewerOf } from './state.ts';

const groups = sampleApp().contentGroups;

beforeEach(() => localStorage.clear());
afterEach(() => setMember(null));

describe('readCachedGroups', () => {
  it('given groups cached by an earlier visit / it answers them', () => {
    localStorage.setItem(GROUPS_KEY, JSON.stringify(groups));
    expect(readCachedGroups()).toEqual(groups);
  });

  it('given nothing cached, a cache that is not JSON, or JSON that is not a list / none', () => {
    expect(readCachedGroups()).toBeNull();
    localStorage.setItem(GROUPS_KEY, '{not json');
    expect(readCachedGroups()).toBeNull();
    localStorage.setItem(GROUPS_KEY, '{"key":"x"}');
    expect(readCachedGroups()).toBeNull();
  });
});

describe('initialState', () => {
  it('given cached groups / the state starts with them, no app and nothing removed', () => {
    localStorage.setItem(GROUPS_KEY, JSON.stringify(groups));
    const state = initialState(new URLSearchParams(''));
    expect(state.groups).toEqual(groups);
    expect(state.app).toBeNull();
    expect(state.removed.size).toBe(0);
  });

  it('given ?forceRefetch / the cache is ignored until the service answers', () => {
    localStorage.setItem(GROUPS_KEY, JSON.stringify(groups));
    expect(initialState(new URLSearchParams('forceRefetch')).groups).toBeNull();
  });
});

describe('viewerOf', () => {
  it('given a member in the store / the viewer is that member with the state’s groups', () => {
    const member = sampleMember();
    setMember(member);
    const state = initialState(new URLSearchParams(''));
    state.groups = groups;
    expect(viewerOf(state)).toEqual({ member, groups });
  });
});
