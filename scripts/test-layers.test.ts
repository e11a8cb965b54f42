/**
 * `npm test` (scripts/test.ts) over stand-in layers: a package whose scripts only print, wait and
 * exit as told, so what is checked is the order, the layers run beside another, and that a failure
 * anywhere stops the run with exit code 1 and the layers beside it stopped or never started.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'test.ts');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'wf-test-layers-'));
  // Chained with && as the real layers are: a stopped step ends its shell's script there.
  const scripts = {
    lint: 'echo lint-ran',
    'test:unit': 'sleep 0.5; echo unit-ran',
    typecheck: 'echo types-ran',
    'test:e2e': 'sleep $E2E_S && echo e2e-ran && exit $E2E_RC',
    'test:postgres': 'sleep $PG_S && echo postgres-ran && exit $PG_RC',
    'test:stories': 'echo stories-ran; exit $ST_RC',
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'layers', private: true, scripts }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function npmTest(env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [SCRIPT], {
    cwd: dir,
    env: { ...process.env, E2E_S: '1', E2E_RC: '0', PG_S: '0.3', PG_RC: '0', ST_RC: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const out = result.stdout + result.stderr;
  const row = (layer: string) =>
    out.match(new RegExp(`^ {2}${layer}(?: \\*)? +\\d+ s(.*)$`, 'm'))?.[1]?.trim();
  // A line the script printed (npm also echoes each script's command, which names it too).
  const printed = (line: string) => out.split('\n').some((text) => text.trim() === line);
  return { status: result.status, out, row, printed };
}

describe('npm test', { timeout: 60_000 }, () => {
  it('runs every layer, the PostgreSQL pass and then the stories beside the end-to-end tests, and passes', () => {
    const run = npmTest();
    expect(run.status).toBe(0);
    for (const ran of ['lint-ran', 'unit-ran', 'types-ran', 'postgres-ran', 'stories-ran', 'e2e-ran']) {
      expect(run.printed(ran), ran).toBe(true);
    }
    // The stories start once the PostgreSQL pass has ended, both while the end-to-end tests run.
    expect(run.out.indexOf('▶ test:postgres (beside test:e2e)')).toBeLessThan(
      run.out.indexOf('▶ test:stories (beside test:e2e)'),
    );
    expect(run.out).toMatch(/ {2}test:stories \* +\d+ s\n {2}test:e2e +\d+ s\n {2}total +\d+ s/);
  });

  it('stops the end-to-end tests when the PostgreSQL pass beside them fails, and never starts the stories', () => {
    const run = npmTest({ PG_RC: '1', E2E_S: '20' });
    expect(run.status).toBe(1);
    expect(run.row('test:postgres')).toBe('FAILED');
    expect(run.row('test:e2e')).toBe('stopped');
    expect(run.printed('stories-ran')).toBe(false);
    expect(run.printed('e2e-ran')).toBe(false);
  });

  it('stops the layer running beside the end-to-end tests when they fail, and starts no other', () => {
    const run = npmTest({ E2E_RC: '1', E2E_S: '0.2', PG_S: '20' });
    expect(run.status).toBe(1);
    expect(run.row('test:e2e')).toBe('FAILED');
    expect(run.row('test:postgres')).toBe('stopped');
    expect(run.printed('postgres-ran')).toBe(false);
    expect(run.printed('stories-ran')).toBe(false);
  });

  it('fails the run when the stories fail, after the PostgreSQL pass passed', () => {
    const run = npmTest({ ST_RC: '1', E2E_S: '20' });
    expect(run.status).toBe(1);
    expect(run.row('test:postgres')).toBe('');
    expect(run.row('test:stories')).toBe('FAILED');
    expect(run.row('test:e2e')).toBe('stopped');
  });
});
