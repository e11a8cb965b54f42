import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionExpiry } from './session.ts';
import { browserStorage, memoryStorage } from './storage.ts';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const DAY = 86_400_000;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A document whose cookie property records writes and reads back name=value pairs. */
function fakeDocument() {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (line.includes('Expires=Thu, 01 Jan 1970')) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { doc, writes };
}

describe('sessionExpiry', () => {
  describe('given a token that expires in 3 days', () => {
    it('when computing the cookie lifetime / it ends with the token', () => {
      expect(sessionExpiry({ expires: NOW + 3 * DAY }, NOW)).toBe(NOW + 3 * DAY);
    });
  });

  describe('given a token whose expiry is missing or past', () => {
    it.each([0, Number.NaN, NOW - 1])('when the expiry is %s / the default 14 days apply', (expires) => {
      expect(sessionExpiry({ expires }, NOW)).toBe(NOW + 14 * DAY);
    });
  });
});

describe('memoryStorage', () => {
  describe('given a value with an expiry', () => {
    it('when the expiry passes / the value is gone', () => {
      let now = NOW;
      const storage = memoryStorage(() => now);
      storage.setItem('k', 'v', { expires: NOW + 1000 });
      expect(storage.getItem('k')).toBe('v');
      now = NOW + 1000;
      expect(storage.getItem('k')).toBeNull();
    });
  });
});

describe('browserStorage', () => {
  describe('given a page served over https', () => {
    it('when storing the session token / it writes _ms-mid for the site, SameSite=Lax, Secure, until the expiry', () => {
      const { doc, writes } = fakeDocument();
      vi.stubGlobal('document', doc);
      vi.stubGlobal('location', { protocol: 'https:', origin: 'https://example.org' });
      const storage = browserStorage();

      storage.setItem('_ms-mid', 'tok 1', { expires: NOW + DAY });

      expect(writes).toEqual([
        `_ms-mid=tok%201; Path=/; SameSite=Lax; Expires=${new Date(NOW + DAY).toUTCString()}; Secure`,
      ]);
      expect(storage.getItem('_ms-mid')).toBe('tok 1');
    });

    it('when removing the session token / the cookie is expired', () => {
      const { doc } = fakeDocument();
      vi.stubGlobal('document', doc);
      vi.stubGlobal('location', { protocol: 'https:', origin: 'https://example.org' });
      const storage = browserStorage();
      storage.setItem('_ms-mid', 'tok', { expires: NOW + DAY });

      storage.removeItem('_ms-mid');

      expect(storage.getItem('_ms-mid')).toBeNull();
    });
  });

  describe('given a page served over http', () => {
    it('when storing the session token / the cookie is not marked Secure', () => {
      const { doc, writes } = fakeDocument();
      vi.stubGlobal('document', doc);
      vi.stubGlobal('location', { protocol: 'http:', origin: 'http://localhost:4321' });
      browserStorage().setItem('_ms-mid', 'tok');
      expect(writes[0]).toBe('_ms-mid=tok; Path=/; SameSite=Lax');
    });
  });

  describe('given localStorage is blocked', () => {
    it('when caching the member / it keeps it in memory instead of failing', () => {
      vi.stubGlobal('document', fakeDocument().doc);
      vi.stubGlobal('localStorage', {
        setItem() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
      const storage = browserStorage();
      storage.setItem('_ms-mem', '{"id":"mem_1"}');
      expect(storage.getItem('_ms-mem')).toBe('{"id":"mem_1"}');
    });
  });
});
