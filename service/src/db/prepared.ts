/**
 * Prepared statements for the hot paths (every authenticated request, every sign-in). A query
 * built once per handle skips Drizzle's query building; on PostgreSQL it is a named statement,
 * parsed and planned once per pooled connection instead of at every call.
 *
 * A prepared query belongs to the handle it was built on (the database, or one transaction's
 * `tx`), so each handle gets its own, kept only as long as the handle lives.
 */
import type { Queryable } from './client.ts';

/** Builds `prepare(q)` once per query handle and reuses it. `build` must name its statement. */
export function preparedPerHandle<P>(build: (q: Queryable) => P): (q: Queryable) => P {
  const prepared = new WeakMap<Queryable, P>();
  return (q) => {
    let statement = prepared.get(q);
    if (statement === undefined) {
      statement = build(q);
      prepared.set(q, statement);
    }
    return statement;
  };
}
