/**
 * Three-way merge of an app's state (docs/apps.md "Applying a file"): the state its file was last
 * applied as (`base`), the database's now (`current`) and the file's now (`next`). What nobody
 * changed since the last start takes the file's value; what the admin API or the console changed
 * since is kept, and reported wherever it differs from the file, so that nothing is silently
 * overwritten or lost.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A setting the database keeps against its file. */
export interface Difference {
  /** Where, as `plans.pln_x.name`. */
  path: string;
  /** The database's value, kept. */
  kept: unknown;
  /** What the file says. */
  file: unknown;
}

function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** Deep equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameJson(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** A missing value: absent from its record. */
const ABSENT = Symbol('absent');
type Slot = Json | typeof ABSENT;

function slot(record: unknown, key: string): Slot {
  return isRecord(record) && Object.hasOwn(record, key) ? (record[key] as Json) : ABSENT;
}

function sameSlot(a: Slot, b: Slot): boolean {
  if (a === ABSENT || b === ABSENT) return a === b;
  return sameJson(a, b);
}

function merged(base: Slot, current: Slot, next: Slot, path: string, differences: Difference[]): Slot {
  // Nobody changed it since the last start: the file's, changed or not.
  if (sameSlot(current, base)) return next;
  // The database changed it and the file did not, or both made the same change: the database's.
  if (sameSlot(next, base) || sameSlot(next, current)) {
    leafDifferences(path, current, next, differences);
    return current;
  }
  // Both changed it: lists of names (origins, providers, plans) as sets, records key by key,
  // anything else keeps the database's.
  if (isNameList(base) && isNameList(current) && isNameList(next)) {
    const removed = new Set(base.filter((name) => !next.includes(name)));
    const kept = current.filter((name) => !removed.has(name));
    const out = [...kept, ...next.filter((name) => !base.includes(name) && !kept.includes(name))];
    if (!sameSet(out, next)) differences.push(differenceAt(path, out, next));
    return out;
  }
  if (isRecord(base) && isRecord(current) && isRecord(next)) {
    const out: Record<string, Json> = {};
    const keys = [...new Set([...Object.keys(next), ...Object.keys(current), ...Object.keys(base)])];
    for (const key of keys) {
      const value = merged(
        slot(base, key),
        slot(current, key),
        slot(next, key),
        `${path}.${key}`,
        differences,
      );
      if (value !== ABSENT) out[key] = value;
    }
    return out;
  }
  differences.push(differenceAt(path, current, next));
  return current;
}

/** Reports where `current` and `next` differ, record by record down to the values. */
function leafDifferences(path: string, current: Slot, next: Slot, differences: Difference[]): void {
  if (sameSlot(current, next)) return;
  if (isRecord(current) && isRecord(next)) {
    for (const key of new Set([...Object.keys(next), ...Object.keys(current)])) {
      leafDifferences(`${path}.${key}`, slot(current, key), slot(next, key), differences);
    }
    return;
  }
  differences.push(differenceAt(path, current, next));
}

function differenceAt(path: string, current: Slot, next: Slot): Difference {
  return { path, kept: current === ABSENT ? undefined : current, file: next === ABSENT ? undefined : next };
}

/**
 * Merges the three states. Without a `base` (an app no file declared before) the file's state
 * wins everywhere.
 */
export function mergeStates<T extends object>(
  base: T | null,
  current: T,
  next: T,
): { state: T; differences: Difference[] } {
  if (base === null) return { state: next, differences: [] };
  const differences: Difference[] = [];
  const out: Record<string, Json> = {};
  for (const key of new Set([...Object.keys(next), ...Object.keys(current)])) {
    const value = merged(slot(base, key), slot(current, key), slot(next, key), key, differences);
    if (value !== ABSENT) out[key] = value;
  }
  return { state: out as T, differences };
}
