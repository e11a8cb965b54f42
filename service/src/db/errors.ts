/** Errors of either driver (PGlite, node-postgres), recognised by their SQLSTATE. */

/** True for a unique-constraint violation (SQLSTATE 23505), on the error or one of its causes. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
