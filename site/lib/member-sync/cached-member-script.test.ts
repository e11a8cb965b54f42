import { readCachedMember } from '@wf/widget/cached-member';
import { describe, expect, it } from 'vitest';
import { MEMBER_CACHE_KEY, MEMBER_CACHED_ATTRIBUTE } from '../../constants.ts';
import { cachedMemberFunctionSource, memberCachedScript } from './cached-member-script.ts';

const MEMBER = {
  id: 'mem_1',
  auth: { email: 'ada@example.com', hasPassword: true, providers: [] },
  customFields: { name: 'Ada' },
  planConnections: [],
};

/** What `_ms-mem` may hold: a member, or what an older client, a hand edit or another script left. */
const CACHES: [string, string | null][] = [
  ['a member', JSON.stringify(MEMBER)],
  ['nothing', null],
  ['an empty string', ''],
  ['null', 'null'],
  ['not JSON', '{"id":'],
  ['a number', '42'],
  ['an array', '[]'],
  ['no id', JSON.stringify({ ...MEMBER, id: undefined })],
  ['a numeric id', JSON.stringify({ ...MEMBER, id: 7 })],
  ['no auth', JSON.stringify({ ...MEMBER, auth: null })],
  ['no e-mail', JSON.stringify({ ...MEMBER, auth: { hasPassword: true } })],
  ['custom fields null', JSON.stringify({ ...MEMBER, customFields: null })],
  ['plan connections not a list', JSON.stringify({ ...MEMBER, planConnections: {} })],
];

function storageHolding(raw: string | null) {
  return { getItem: (key: string) => (key === MEMBER_CACHE_KEY ? raw : null) };
}

/** Runs the ES5 source as a browser would, with `localStorage` and `document` as given. */
function run(source: string, globals: { localStorage: unknown; document?: unknown }) {
  return new Function('localStorage', 'document', `return ${source}`)(globals.localStorage, globals.document);
}

describe('the first-paint member check', () => {
  it.each(CACHES)('agrees with the widget on %s', (_, raw) => {
    const script = run(`(${cachedMemberFunctionSource})()`, { localStorage: storageHolding(raw) });
    expect(script !== null).toBe(readCachedMember(storageHolding(raw)) !== null);
  });

  it('trusts a member and nothing else among the caches tried', () => {
    const trusted = CACHES.filter(([, raw]) => readCachedMember(storageHolding(raw)) !== null).map(
      ([name]) => name,
    );
    expect(trusted).toEqual(['a member']);
  });

  it('answers null when the storage itself throws (blocked by the browser)', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(run(`(${cachedMemberFunctionSource})()`, { localStorage: blocked })).toBeNull();
  });

  it('marks <html> for a cached member only', () => {
    for (const [, raw] of CACHES) {
      const attributes = new Map<string, string>();
      const document = {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      };
      run(memberCachedScript, { localStorage: storageHolding(raw), document });
      expect(attributes.has(MEMBER_CACHED_ATTRIBUTE)).toBe(readCachedMember(storageHolding(raw)) !== null);
    }
  });
});
