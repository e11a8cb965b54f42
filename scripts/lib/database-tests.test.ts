import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles, valueImportsOf } from './database-tests.ts';

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'wf-db-tests-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

describe('the test files that open a database', () => {
  it('given imports that reach the test database module directly or through helpers, it lists those files only', async () => {
    const root = await tree({
      'service/src/testing/database.ts': 'export const open = 1;',
      'service/src/testing/app.ts': "import { open } from './database.ts';\nexport const app = open;",
      'service/src/routes/a.test.ts': "import { app } from '../testing/app.ts';",
      'service/src/routes/b.test.ts': "import {\n  open,\n} from '../testing/database.ts';",
      'service/src/routes/c.test.ts':
        "import type { TestDatabase } from '../testing/database.ts';\nimport { x } from './x.ts';",
      'service/src/routes/x.ts': 'export const x = 1;',
      'service/src/http/d.test.ts': "export { app } from '../testing/app.ts';",
    });
    expect(await databaseTestFiles(root)).toEqual([
      path.join('service', 'src', 'http', 'd.test.ts'),
      path.join('service', 'src', 'routes', 'a.test.ts'),
      path.join('service', 'src', 'routes', 'b.test.ts'),
    ]);
  });

  it('given type-only and package imports, it follows only relative value imports', () => {
    const imports = valueImportsOf(
      '/r/f.ts',
      "import type { A } from './a.ts';\nimport { B } from '@wf/sdk';\nimport { C } from './c.ts';\nimport './d.ts';",
    );
    expect(imports).toEqual(['/r/c.ts', '/r/d.ts']);
  });

  it('given this repository, the service tests that build an app or a database are listed, pure ones are not', async () => {
    const files = await databaseTestFiles(process.cwd());
    expect(files).toContain(path.join('service', 'src', 'routes', 'auth', 'login.test.ts'));
    expect(files).toContain(path.join('service', 'src', 'fuzz', 'public-routes.test.ts'));
    expect(files).not.toContain(path.join('service', 'src', 'mail', 'templates', 'escape.test.ts'));
  });
});
