/**
 * `npm test`: every layer of the suite in order (README "Test it"), stopping at the first that
 * fails, then the time each layer took, so a slower suite is seen the day it gets slower
 * (docs/toolchain.md "Test speed").
 */
import { spawnSync } from 'node:child_process';

/** The layers, in the order they run: each an npm script. */
const LAYERS = [
  ['lint', 'lint and format (Biome)'],
  ['typecheck', 'types (astro check)'],
  ['test:unit', 'unit and service tests (PGlite)'],
  ['test:postgres', 'service tests that open a database (PostgreSQL)'],
  ['test:stories', 'stories in Chromium'],
  ['test:e2e', 'build, page check, end-to-end in Chromium'],
] as const;

const npm = process.env.npm_execpath;
const timings: { layer: string; seconds: number; passed: boolean }[] = [];
let failed = false;
for (const [script, what] of LAYERS) {
  console.log(`\n▶ ${script}: ${what}`);
  const started = performance.now();
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', script], { stdio: 'inherit' })
    : spawnSync('npm', ['run', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  const passed = result.status === 0;
  timings.push({ layer: script, seconds: (performance.now() - started) / 1000, passed });
  if (!passed) {
    failed = true;
    break;
  }
}

const width = Math.max(...timings.map((timing) => timing.layer.length));
console.log('\nTime per layer:');
for (const { layer, seconds, passed } of timings) {
  console.log(`  ${layer.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${passed ? '' : '  FAILED'}`);
}
const total = timings.reduce((sum, timing) => sum + timing.seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
