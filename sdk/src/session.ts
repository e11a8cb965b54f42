/**
 * The signed-in state: the session token, the cached member, and the onAuthChange
 * subscribers (docs/product/widget.md §3 "Browser storage", §4).
 */
import { DEFAULT_COOKIE_DAYS, MEMBER_CACHE_KEY, MEMBER_COOKIE } from './constants.ts';
import { type Member, memberSchema, type Tokens } from './contract/entities.ts';
import type { ClientStorage } from './storage.ts';

const DAY_MS = 86_400_000;

/** Called with the member after every sign-in, change and sign-out (null when signed out). */
export type AuthChangeCallback = (member: Member | null) => void;

/** The session of one client. */
export interface Session {
  /** The bearer token, or null. */
  token(): string | null;
  /** The cached member, or null. */
  member(): Member | null;
  /** Stores the token and the member after login or signup, and notifies. */
  signIn(member: Member, tokens: Tokens): void;
  /** Replaces the cached member; notifies when it changed. */
  setMember(member: Member | null): void;
  /** Forgets the token and the member, and notifies with null. */
  clear(): void;
  /** Subscribes to changes; returns an unsubscribe. */
  onChange(callback: AuthChangeCallback): () => void;
}

/**
 * When the session cookie ends: the token's expiry when it lies ahead, otherwise the default
 * lifetime of 14 days (docs/product/widget.md §9).
 */
export function sessionExpiry(tokens: Pick<Tokens, 'expires'>, now: number): number {
  return Number.isFinite(tokens.expires) && tokens.expires > now
    ? tokens.expires
    : now + DEFAULT_COOKIE_DAYS * DAY_MS;
}

/** A cached member, or null when the cache is empty or not a member (an older or tampered copy). */
function parseMember(raw: string | null): Member | null {
  if (raw === null) return null;
  try {
    const parsed = memberSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Creates the session over a store. */
export function createSession(storage: ClientStorage, now: () => number = Date.now): Session {
  const callbacks = new Set<AuthChangeCallback>();
  let stopListening: (() => void) | undefined;
  // The token also lives here for this page's lifetime: the cookie write is refused where
  // cookies are blocked, or where the service already set an HttpOnly cookie of the same name.
  let memoryToken: { value: string; expires: number } | null = null;

  function notify(member: Member | null) {
    for (const callback of [...callbacks]) {
      try {
        callback(member);
      } catch (error) {
        // One subscriber's bug must not stop the others or the SDK call that notified.
        console.error(error);
      }
    }
  }

  function writeMember(member: Member | null): boolean {
    const next = member === null ? null : JSON.stringify(member);
    if (storage.getItem(MEMBER_CACHE_KEY) === next) return false;
    if (next === null) storage.removeItem(MEMBER_CACHE_KEY);
    else storage.setItem(MEMBER_CACHE_KEY, next);
    return true;
  }

  // Another tab signed in, changed the member or signed out (docs/product/widget.md §3: kept in sync on storage events).
  function onStorage(key: string, newValue: string | null) {
    if (key !== MEMBER_CACHE_KEY && key !== '*') return;
    const member = parseMember(newValue);
    if (member === null) memoryToken = null;
    notify(member);
  }

  return {
    token() {
      const stored = storage.getItem(MEMBER_COOKIE);
      if (stored !== null) return stored;
      if (memoryToken !== null && memoryToken.expires > now()) return memoryToken.value;
      return null;
    },
    member: () => parseMember(storage.getItem(MEMBER_CACHE_KEY)),
    signIn(member, tokens) {
      const expires = sessionExpiry(tokens, now());
      memoryToken = { value: tokens.accessToken, expires };
      storage.setItem(MEMBER_COOKIE, tokens.accessToken, { expires });
      writeMember(member);
      notify(member);
    },
    setMember(member) {
      if (writeMember(member)) notify(member);
    },
    clear() {
      memoryToken = null;
      storage.removeItem(MEMBER_COOKIE);
      writeMember(null);
      notify(null);
    },
    onChange(callback) {
      callbacks.add(callback);
      // Listen to other tabs only while someone is subscribed, so a client leaves nothing behind.
      if (stopListening === undefined && storage.subscribe) stopListening = storage.subscribe(onStorage);
      return () => {
        callbacks.delete(callback);
        if (callbacks.size === 0 && stopListening) {
          stopListening();
          stopListening = undefined;
        }
      };
    },
  };
}
