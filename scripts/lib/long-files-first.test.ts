import { describe, expect, it } from 'vitest';
import { LONG_FILES, longFilesFirst } from './long-files-first.ts';

const root = '/repo';
const file = (name: string, project = 'service') => ({
  moduleId: `${root}/${name}`,
  project: { name: project },
});
const names = (files: { moduleId: string; project: { name: string } }[]) =>
  files.map((f) => `${f.project.name}:${f.moduleId.slice(root.length + 1)}`);

describe('the order test files start in', () => {
  it('moves the long files to the front of their project, longest first, and keeps the rest in order', () => {
    const [longest, second] = LONG_FILES as [string, string];
    const sorted = [
      file('service/src/a.test.ts'),
      file(second),
      file('service/src/b.test.ts'),
      file(longest),
      file('ui/src/c.test.ts', 'unit'),
    ];
    expect(names(longFilesFirst(root, sorted))).toEqual([
      `service:${longest}`,
      `service:${second}`,
      'service:service/src/a.test.ts',
      'service:service/src/b.test.ts',
      'unit:ui/src/c.test.ts',
    ]);
  });

  it('never moves a file out of its project: the projects keep their order', () => {
    const [longest] = LONG_FILES as [string];
    const sorted = [
      file('service/src/db/startup.postgres.test.ts', 'postgres'),
      file('service/src/a.test.ts'),
      file(longest),
    ];
    expect(names(longFilesFirst(root, sorted))).toEqual([
      'postgres:service/src/db/startup.postgres.test.ts',
      `service:${longest}`,
      'service:service/src/a.test.ts',
    ]);
  });

  it('names only files that exist', async () => {
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const repo = path.resolve(import.meta.dirname, '../..');
    expect(LONG_FILES.filter((name) => !existsSync(path.join(repo, name)))).toEqual([]);
  });
});
