/**
 * The import boundaries of biome.json (docs/architecture.md "Dependencies point one way", "The
 * platform and its site", "The layers of the service"), each shown to catch a planted
 * violation and to let the allowed import through. The planted files live in a scratch folder
 * with a copy of the repository's configuration, at the paths they pretend to be, so the
 * repository itself is never written.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/** One planted module: where it pretends to live and what it imports. */
interface Planted {
  file: string;
  from: string;
}

/** The boundary rules' messages by planted file, from one lint of the scratch folder. */
type Findings = Map<string, string[]>;

const VIOLATIONS: readonly (Planted & { boundary: string })[] = [
  {
    boundary: 'the platform does not import the site',
    file: 'service/src/platform/planted.ts',
    from: '../site/extension.ts',
  },
  {
    boundary: "the platform does not import World Family's app id",
    file: 'service/src/http/planted.ts',
    from: '@wf/config/app',
  },
  {
    boundary: "the platform does not import World Family's API table",
    file: 'service/src/apps/planted.ts',
    from: '@wf/config/site-api',
  },
  {
    boundary: 'routes do not query db/schema',
    file: 'service/src/routes/member/planted.ts',
    from: '../../db/schema.ts',
  },
  {
    boundary: 'routes do not query db/schema/*',
    file: 'service/src/routes/auth/planted-table.ts',
    from: '../../db/schema/apps.ts',
  },
  {
    boundary: 'members/ does not import routes/',
    file: 'service/src/members/planted.ts',
    from: '../routes/auth/common.ts',
  },
  {
    boundary: 'auth/ does not import routes/',
    file: 'service/src/auth/providers/planted.ts',
    from: '../../routes/app/routes.ts',
  },
  {
    boundary: 'an island does not import another island',
    file: 'site/islands/Dashboard/planted.ts',
    from: '../UserMenu/menuMember.ts',
  },
  {
    boundary: 'a site library does not import an island',
    file: 'site/lib/planted.ts',
    from: '../islands/Dashboard/Dashboard.tsx',
  },
  {
    boundary: 'the inspector rules do not import the runtime',
    file: 'widget/src/inspector/rules/planted.ts',
    from: '../../attributes/runtime/state.ts',
  },
];

const ALLOWED: readonly (Planted & { why: string })[] = [
  {
    why: 'main.ts composes the platform and the site',
    file: 'service/src/main-planted.ts',
    from: './site/extension.ts',
  },
  {
    why: 'a domain module queries the schema',
    file: 'service/src/members/planted-query.ts',
    from: '../db/schema.ts',
  },
  {
    why: 'a route calls a domain module',
    file: 'service/src/routes/member/planted-call.ts',
    from: '../../members/plan-holding.ts',
  },
  {
    why: "the site's own modules import the site",
    file: 'service/src/site/planted.ts',
    from: '@wf/config/app',
  },
  {
    why: 'an island imports its own modules and the site libraries',
    file: 'site/islands/Dashboard/planted-own.ts',
    from: '../../lib/navigate.ts',
  },
  {
    why: 'tests may arrange a case in the database',
    file: 'service/src/routes/member/planted.test.ts',
    from: '../../db/schema.ts',
  },
];

let scratch: string;
let findings: Findings;

/** Copies biome.json without its git integration (the scratch folder is no repository). */
function scratchConfig(): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  config.vcs = { enabled: false };
  return JSON.stringify(config);
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'wf-lint-boundaries-'));
  writeFileSync(path.join(scratch, 'biome.json'), scratchConfig());
  // main.ts's exemption is by its exact path: plant the composing import there.
  const planted = [...VIOLATIONS, ...ALLOWED].map((one) =>
    one.file === 'service/src/main-planted.ts' ? { ...one, file: 'service/src/main.ts' } : one,
  );
  for (const { file, from } of planted) {
    mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    writeFileSync(
      path.join(scratch, file),
      `import * as planted from '${from}';\n\nexport const used = planted;\n`,
    );
  }
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  findings = new Map();
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== 'lint/style/noRestrictedImports') continue;
    const messages = findings.get(diagnostic.location.path) ?? [];
    messages.push(diagnostic.message);
    findings.set(diagnostic.location.path, messages);
  }
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the import boundaries', () => {
  it.each(VIOLATIONS)('given a planted import where $boundary, lint fails on it', ({ file }) => {
    expect(findings.get(file) ?? []).not.toHaveLength(0);
  });

  it.each(ALLOWED)('given $why, lint lets it through', ({ file }) => {
    const at = file === 'service/src/main-planted.ts' ? 'service/src/main.ts' : file;
    expect(findings.get(at) ?? []).toEqual([]);
  });
});
