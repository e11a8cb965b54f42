/**
 * Where the SDK keeps the session token and the cached member. Injectable: browsers get a
 * cookie plus localStorage, Node (and tests) an in-memory store.
 */
import { MEMBER_COOKIE } from './constants.ts';
import { readCookie, removeCookie, writeCookie } from './cookie.ts';

/** Options of {@link ClientStorage.setItem}. */
export interface SetItemOptions {
  /** Epoch milliseconds after which the value is gone. */
  expires?: number;
}

/** Called when another tab (or process) changes a key. */
export type StorageListener = (key: string, newValue: string | null) => void;

/** A small key-value store for the session. */
export interface ClientStorage {
  /** The value of a key, or null when absent or expired. */
  getItem(key: string): string | null;
  /** Writes a value. */
  setItem(key: string, value: string, options?: SetItemOptions): void;
  /** Removes a key. */
  removeItem(key: string): void;
  /** Listens for changes made elsewhere (another tab); returns an unsubscribe. */
  subscribe?(listener: StorageListener): () => void;
}

/** An in-memory store: the default in Node, and a fallback where web storage is blocked. */
export function memoryStorage(now: () => number = Date.now): ClientStorage {
  const items = new Map<string, { value: string; expires: number | undefined }>();
  return {
    getItem(key) {
      const item = items.get(key);
      if (item === undefined) return null;
      if (item.expires !== undefined && item.expires <= now()) {
        items.delete(key);
        return null;
      }
      return item.value;
    },
    setItem(key, value, options) {
      items.set(key, { value, expires: options?.expires });
    },
    removeItem(key) {
      items.delete(key);
    },
  };
}

/** localStorage when usable (it throws in some sandboxed frames and private modes), otherwise null. */
function usableLocalStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (storage === undefined) return null;
    const probe = '_ms-probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * The browser store: the session token in the `_ms-mid` cookie (docs/product/widget.md §3), everything
 * else in localStorage, with changes from other tabs reported through 'storage' events.
 */
export function browserStorage(): ClientStorage {
  const local = usableLocalStorage();
  const fallback = memoryStorage();
  const secure = globalThis.location?.protocol === 'https:';
  return {
    getItem(key) {
      if (key === MEMBER_COOKIE) return readCookie(key);
      try {
        return local ? local.getItem(key) : fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value, options) {
      if (key === MEMBER_COOKIE) {
        writeCookie(key, value, { expires: options?.expires, secure });
        return;
      }
      try {
        if (local) local.setItem(key, value);
        else fallback.setItem(key, value, options);
      } catch {
        fallback.setItem(key, value, options);
      }
    },
    removeItem(key) {
      if (key === MEMBER_COOKIE) {
        removeCookie(key, { secure });
        return;
      }
      fallback.removeItem(key);
      try {
        local?.removeItem(key);
      } catch {
        // Nothing to remove from a store we cannot use.
      }
    },
    subscribe(listener) {
      if (typeof globalThis.addEventListener !== 'function') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (local === null || event.storageArea !== local) return;
        // key null: another tab called localStorage.clear().
        if (event.key === null) listener('*', null);
        else listener(event.key, event.newValue);
      };
      globalThis.addEventListener('storage', onStorage);
      return () => globalThis.removeEventListener('storage', onStorage);
    },
  };
}

/** The browser store where a document exists, the in-memory store elsewhere (Node). */
export function defaultStorage(): ClientStorage {
  return typeof document === 'undefined' ? memoryStorage() : browserStorage();
}
