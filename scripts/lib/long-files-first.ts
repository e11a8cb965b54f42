/**
 * The order Vitest runs test files in (vitest.config.ts `sequence.sequencer`; docs/toolchain.md
 * "Test speed"). Vitest runs the files that took longest last time first, from its record of
 * earlier runs; a clean clone, as CI runs, has no such record, and Vitest falls back to the largest
 * files first. The service's longest files are not its largest: the two timing tests each take
 * most of a minute or more, mostly waiting on answers held to their shortest time, and starting
 * near the end they left one worker running alone for the last minute of the layer. Here the
 * files of {@link LONG_FILES} start first, in that order, within their project (Vitest keeps each
 * project's files together); every other file keeps Vitest's own order.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest in a clean run, longest first (paths from the repository's root;
 * long-files-first.test.ts fails when one no longer exists, so a rename cannot drop it silently).
 */
export const LONG_FILES = [
  'service/src/security/attacks/code-timing.test.ts',
  'service/src/security/attacks/timing.test.ts',
  'service/src/fuzz/public-routes.test.ts',
  'service/src/fuzz/member-routes.test.ts',
  'service/src/site/publish/astro-build.test.ts',
  'service/src/cli/keys.test.ts',
];

/** Where `file` stands in {@link LONG_FILES}; the list's length for any other file. */
function rank(root: string, file: string): number {
  const index = LONG_FILES.indexOf(path.relative(root, file).split(path.sep).join('/'));
  return index === -1 ? LONG_FILES.length : index;
}

/** What {@link longFilesFirst} reads of a test file (a Vitest TestSpecification has it). */
export interface SortedFile {
  moduleId: string;
  project: { name: string };
}

/**
 * `sorted` (Vitest's order) with the files of {@link LONG_FILES} moved to the front of their
 * project's run of files, in the list's order; every other file keeps its place relative to the rest.
 */
export function longFilesFirst<T extends SortedFile>(root: string, sorted: readonly T[]): T[] {
  const out: T[] = [];
  let start = 0;
  while (start < sorted.length) {
    const project = sorted[start]?.project.name;
    let end = start;
    while (end < sorted.length && sorted[end]?.project.name === project) end += 1;
    const run = sorted.slice(start, end);
    const long = run.filter((file) => rank(root, file.moduleId) < LONG_FILES.length);
    long.sort((a, b) => rank(root, a.moduleId) - rank(root, b.moduleId));
    out.push(...long, ...run.filter((file) => rank(root, file.moduleId) === LONG_FILES.length));
    start = end;
  }
  return out;
}

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longFilesFirst(this.ctx.config.root, await super.sort(files));
  }
}
