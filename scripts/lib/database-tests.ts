/**
 * The service's test files that open a database: those whose imports reach the one module that
 * opens test databases (service/src/testing/database.ts), directly or through other modules. The
 * PostgreSQL pass runs only these (the others would run the same code a second time for nothing).
 * Type-only imports open nothing and are not followed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The module every test database comes from. */
export const TEST_DATABASE_MODULE = 'service/src/testing/database.ts';

/** `import … from './x.ts'` and `export … from './x.ts'`, not `import type`; the relative specifier. */
const RELATIVE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

/** The relative modules a file imports for their values, as absolute paths. */
export function valueImportsOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(RELATIVE_IMPORT)) {
    const specifier = match[1];
    if (specifier) found.push(path.resolve(path.dirname(file), specifier));
  }
  return found;
}

/** True when `file`'s value imports reach `target` (paths absolute). */
function reaches(file: string, target: string, seen: Set<string>): boolean {
  if (file === target) return true;
  if (seen.has(file) || !existsSync(file)) return false;
  seen.add(file);
  return valueImportsOf(file, readFileSync(file, 'utf8')).some((next) => reaches(next, target, seen));
}

/** The test files under `root`/service that open a database, relative to `root`, sorted. */
export async function databaseTestFiles(root: string): Promise<string[]> {
  const target = path.join(root, TEST_DATABASE_MODULE);
  const names = await readdir(path.join(root, 'service'), { recursive: true });
  return names
    .filter((name) => name.endsWith('.test.ts') && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join('service', name))
    .filter((relative) => reaches(path.join(root, relative), target, new Set()))
    .sort();
}
