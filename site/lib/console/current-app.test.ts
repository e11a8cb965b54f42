/**
 * The app the console runs in a tab (docs/console.md "Apps"): a switched app's session is kept
 * for the tab until it expires or the site's app is chosen; anything else in its place is
 * forgotten, and the calls go to the site's own app.
 */
import type { ConsoleAppSession } from '@wf/sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_APP_KEY,
  consoleHeaders,
  enterApp,
  leaveApp,
  readConsoleTarget,
  readSwitchedApp,
} from './current-app.ts';

function store(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const page = {
  getElementById: () =>
    ({ dataset: { appId: 'app_home', publicKey: 'pk_sb_home', api: '/api' } }) as unknown as HTMLElement,
};

const SESSION: ConsoleAppSession = {
  app: { id: 'app_lotus', name: 'Lotus', publicKey: 'pk_sb_lotus', home: false, current: true },
  token: 'lotus-token',
  expiresAt: '2099-01-01T00:00:00.000Z',
};
const BEFORE_EXPIRY = Date.parse('2026-11-30T00:00:00.000Z');

describe('the app the console runs', () => {
  it('given no switch, the calls go to the site’s app with its cookie, no token', () => {
    const target = readConsoleTarget(page, store());
    expect(target).toEqual({ appId: 'app_home', publicKey: 'pk_sb_home', apiUrl: '/api' });
    expect(consoleHeaders(target ?? { appId: '', publicKey: '', apiUrl: '' })).toEqual({
      'X-APP-ID': 'app_home',
      'X-API-Key': 'pk_sb_home',
    });
  });

  it('given an app entered, its id, key and token are used until the site’s app is chosen again', () => {
    const tab = store();
    enterApp(SESSION, tab);
    expect(readSwitchedApp(tab, BEFORE_EXPIRY)).toEqual(SESSION);
    const target = readConsoleTarget(page, tab);
    if (!target) throw new Error('no target');
    expect(consoleHeaders(target)).toEqual({
      'X-APP-ID': 'app_lotus',
      'X-API-Key': 'pk_sb_lotus',
      Authorization: 'Bearer lotus-token',
    });
    leaveApp(tab);
    expect(readConsoleTarget(page, tab)?.appId).toBe('app_home');
  });

  it.each([
    ['an expired session', JSON.stringify({ ...SESSION, expiresAt: '2000-01-01T00:00:00.000Z' })],
    ['text that is not JSON', '{not json'],
    ['JSON of another shape', JSON.stringify({ app: 'app_lotus', token: 5 })],
  ])('given %s kept, it is forgotten and the site’s app is used', (_what, text) => {
    const tab = store({ [CURRENT_APP_KEY]: text });
    expect(readSwitchedApp(tab, BEFORE_EXPIRY)).toBeNull();
    expect(tab.items.has(CURRENT_APP_KEY)).toBe(false);
  });
});
