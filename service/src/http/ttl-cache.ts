/**
 * A small in-memory cache of rarely-changing configuration (app rows, CORS answers) kept for a
 * short time, so that the hot paths do not ask the database the same question on every request.
 *
 * The service stays stateless: every instance keeps its own copy, and a change made in the
 * database (or by another instance) is seen by every instance at most `ttlMs` later. Only
 * values that may be that stale belong here; never members, sessions or counters.
 */

/** Options of {@link TtlCache}. */
export interface TtlCacheOptions {
  /** How long a value is served before it is loaded again; 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept; the oldest is dropped first (keys can come from request headers). */
  maxEntries: number;
  /** Monotonic milliseconds (default performance.now). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class TtlCache<K, V> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<K, Entry<V>>();
  /** Loads under way: concurrent requests for one key share a single query. */
  readonly #loading = new Map<K, Promise<V | undefined>>();

  constructor({ ttlMs, maxEntries, now = () => performance.now() }: TtlCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /**
   * The value of `key`: cached while fresh, else loaded with `load`. An undefined result (no
   * such thing) and a failed load are not kept, so they are asked again next time.
   */
  get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.#ttlMs <= 0) return load();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) return Promise.resolve(entry.value);
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading = load()
      .then((value) => {
        if (value !== undefined) this.#store(key, value);
        else this.#entries.delete(key);
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  /** Drops `key`, so that the next {@link get} loads it again (a change this instance made). */
  forget(key: K): void {
    this.#entries.delete(key);
  }

  #store(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#ttlMs });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }
}

/** Freezes a value and everything in it: a cached value is shared by concurrent requests. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
