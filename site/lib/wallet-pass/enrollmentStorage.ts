/**
 * docs/product/website.md §4: enrolment is skipped when the member is already enrolled or an enrolment is
 * in progress, tracked per externalId in session storage (one tab, until it closes):
 *
 * - `wf-pass:enrolled:{externalId}`: JSON `{ "passUrl"?: string }`, set after a successful
 *   enrolment or regeneration, so a reload shows the pass at once without a new request;
 * - `wf-pass:enrolling:{externalId}`: the time (ms since 1970) an enrolment started, removed
 *   when it ends; a mark older than ENROLLMENT_IN_PROGRESS_STALE_MS is ignored.
 *
 * Regeneration clears both before it starts.
 */
import { ENROLLMENT_IN_PROGRESS_STALE_MS } from './constants.ts';

/** The part of Storage used here (session storage in the browser, a Map in stories). */
export type EnrollmentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const enrolledKey = (externalId: string) => `wf-pass:enrolled:${externalId}`;
const enrollingKey = (externalId: string) => `wf-pass:enrolling:${externalId}`;

/** What is remembered of a finished enrolment. */
export interface EnrolledPass {
  passUrl?: string | undefined;
}

/** The tab's session storage, or a storage that forgets when it is not available. */
export function sessionEnrollmentStorage(): EnrollmentStorage {
  try {
    const storage = globalThis.sessionStorage;
    if (storage) return storage;
  } catch {
    // Storage blocked (privacy settings): fall through.
  }
  return memoryEnrollmentStorage();
}

/** A storage held in memory: for stories, tests and browsers that refuse session storage. */
export function memoryEnrollmentStorage(): EnrollmentStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The remembered enrolment of this member, or null when there is none. */
export function readEnrolled(storage: EnrollmentStorage, externalId: string): EnrolledPass | null {
  return safely(() => {
    const raw = storage.getItem(enrolledKey(externalId));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    const passUrl = (value as { passUrl?: unknown } | null)?.passUrl;
    return { passUrl: typeof passUrl === 'string' && passUrl ? passUrl : undefined };
  }, null);
}

/** Remembers a successful enrolment (and its pass URL, when there is one). */
export function markEnrolled(storage: EnrollmentStorage, externalId: string, passUrl?: string): void {
  safely(
    () => storage.setItem(enrolledKey(externalId), JSON.stringify(passUrl ? { passUrl } : {})),
    undefined,
  );
}

/** Whether an enrolment for this member started recently and has not ended. */
export function isEnrolling(storage: EnrollmentStorage, externalId: string, now = Date.now()): boolean {
  return safely(() => {
    const started = Number(storage.getItem(enrollingKey(externalId)));
    return started > 0 && now - started < ENROLLMENT_IN_PROGRESS_STALE_MS;
  }, false);
}

/** Marks an enrolment for this member as started. */
export function markEnrolling(storage: EnrollmentStorage, externalId: string, now = Date.now()): void {
  safely(() => storage.setItem(enrollingKey(externalId), String(now)), undefined);
}

/** Marks the enrolment for this member as ended. */
export function clearEnrolling(storage: EnrollmentStorage, externalId: string): void {
  safely(() => storage.removeItem(enrollingKey(externalId)), undefined);
}

/** docs/product/website.md §4: regeneration clears both flags. */
export function clearEnrollmentFlags(storage: EnrollmentStorage, externalId: string): void {
  safely(() => storage.removeItem(enrolledKey(externalId)), undefined);
  clearEnrolling(storage, externalId);
}
