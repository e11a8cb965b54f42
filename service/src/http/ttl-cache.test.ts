import { describe, expect, it } from 'vitest';
import { deepFreeze, TtlCache } from './ttl-cache.ts';

function counter(values: Record<string, string | undefined>) {
  const loads: string[] = [];
  return {
    loads,
    load: (key: string) => () => {
      loads.push(key);
      return Promise.resolve(values[key]);
    },
  };
}

describe('TtlCache', () => {
  it('given a fresh value / when asked again / it answers without loading', async () => {
    let now = 0;
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const { loads, load } = counter({ a: 'A' });
    expect(await cache.get('a', load('a'))).toBe('A');
    now = 999;
    expect(await cache.get('a', load('a'))).toBe('A');
    expect(loads).toEqual(['a']);
  });

  it('given an expired value / when asked / it loads it again', async () => {
    let now = 0;
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const { loads, load } = counter({ a: 'A' });
    await cache.get('a', load('a'));
    now = 1000;
    await cache.get('a', load('a'));
    expect(loads).toEqual(['a', 'a']);
  });

  it('given a key with no value / when asked twice / it looks it up both times', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10 });
    const { loads, load } = counter({});
    expect(await cache.get('x', load('x'))).toBeUndefined();
    expect(await cache.get('x', load('x'))).toBeUndefined();
    expect(loads).toEqual(['x', 'x']);
  });

  it('given a failed load / when asked again / it loads again', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve('A'))).toBe('A');
  });

  it('given concurrent requests for one key / when it is not cached / they share one load', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10 });
    const { loads, load } = counter({ a: 'A' });
    expect(await Promise.all([cache.get('a', load('a')), cache.get('a', load('a'))])).toEqual(['A', 'A']);
    expect(loads).toEqual(['a']);
  });

  it('given more keys than it keeps / when a new one is stored / the oldest is dropped', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 2 });
    const { loads, load } = counter({ a: 'A', b: 'B', c: 'C' });
    for (const key of ['a', 'b', 'c', 'c', 'b', 'a']) await cache.get(key, load(key));
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('given a time of 0 / when asked twice / it loads every time', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 0, maxEntries: 10 });
    const { loads, load } = counter({ a: 'A' });
    await cache.get('a', load('a'));
    await cache.get('a', load('a'));
    expect(loads).toEqual(['a', 'a']);
  });
});

describe('deepFreeze', () => {
  it('given nested objects and arrays / when frozen / none of them can change', () => {
    const value = deepFreeze({ settings: { fields: [{ key: 'a' }] } });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.settings)).toBe(true);
    expect(Object.isFrozen(value.settings.fields)).toBe(true);
    expect(Object.isFrozen(value.settings.fields[0])).toBe(true);
  });
});
