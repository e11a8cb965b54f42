/**
 * `npm test`: every layer of the suite in order (README "Test it"), stopping at the first that
 * fails, then the time each layer took, so a slower suite is seen the day it gets slower
 * (docs/toolchain.md "Test speed").
 *
 * Two layers run beside another, where measurement showed the other leaves processor time idle
 * (docs/toolchain.md "Test speed"): the type check beside the unit and service tests (it keeps
 * one core busy and the tests leave part of the other idle), and the PostgreSQL pass beside the
 * end-to-end tests (one browser at a time, waiting on pages and on the service's held answers, leaves
 * about two fifths of the machine idle). A layer beside another has its output printed in one
 * block when it ends; if it fails, the layer it runs beside is stopped and the run ends there, as
 * it would have if they had run in turn.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

interface Layer {
  script: string;
  what: string;
  /** A layer that runs beside this one, its output held until it ends. */
  beside?: { script: string; what: string };
}

/** The layers, in the order they run: each an npm script. */
const LAYERS: Layer[] = [
  { script: 'lint', what: 'lint and format (Biome)' },
  {
    script: 'test:unit',
    what: 'unit and service tests (PGlite)',
    beside: { script: 'typecheck', what: 'types (astro check)' },
  },
  { script: 'test:stories', what: 'stories in Chromium' },
  {
    script: 'test:e2e',
    what: 'build, page check, end-to-end in Chromium',
    beside: { script: 'test:postgres', what: 'service tests that open a database (PostgreSQL)' },
  },
];

const npm = process.env.npm_execpath;

interface Run {
  child: ChildProcess;
  /** Resolves with whether the script passed and how long it took. */
  ended: Promise<{ passed: boolean; seconds: number }>;
}

/**
 * Starts `npm run script`; `held` collects its output instead of printing it. The scripts stay in
 * this process's group, so a Ctrl-C (or CI ending the run) reaches them as before.
 */
function run(script: string, held?: Buffer[]): Run {
  const started = performance.now();
  const stdio: StdioOptions = held ? ['ignore', 'pipe', 'pipe'] : 'inherit';
  const child = npm
    ? spawn(process.execPath, [npm, 'run', script], { stdio })
    : spawn('npm', ['run', script], { stdio, shell: process.platform === 'win32' });
  if (held) {
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  }
  const ended = new Promise<{ passed: boolean; seconds: number }>((resolve) => {
    const end = (passed: boolean) => resolve({ passed, seconds: (performance.now() - started) / 1000 });
    child.on('close', (code) => end(code === 0));
    child.on('error', () => end(false));
  });
  return { child, ended };
}

/** The processes `pid` started, and theirs, from /proc (Linux); none where there is no /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const entry of entries) {
    try {
      // The parent is the 4th field, after the name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // Ended while we looked.
    }
  }
  const found: number[] = [];
  for (let i = -1; i < found.length; i += 1) {
    found.push(...(parents.get(i < 0 ? pid : (found[i] as number)) ?? []));
  }
  return found;
}

/**
 * Ends a script that is still running and everything it started: npm does not pass a signal on
 * to the test runner, whose workers would go on.
 */
function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  for (const pid of [...descendants(child.pid).reverse(), child.pid]) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

type Status = 'passed' | 'FAILED' | 'stopped';
/** `wall`: how long the run waited on this layer and the one beside it (none for the one beside). */
const timings: { layer: string; seconds: number; wall: number; status: Status }[] = [];
let failed = false;
for (const layer of LAYERS) {
  console.log(`\n▶ ${layer.script}: ${layer.what}`);
  const held: Buffer[] = [];
  const side = layer.beside ? run(layer.beside.script, held) : undefined;
  if (layer.beside) {
    console.log(
      `  (beside it, ${layer.beside.script}: ${layer.beside.what}; its output follows when it ends)`,
    );
  }
  const main = run(layer.script);
  let stoppedMain = false;
  let stoppedSide = false;
  const sideEnded = side?.ended.then((result) => {
    console.log(`\n▶ ${layer.beside?.script} (beside ${layer.script}):\n${Buffer.concat(held).toString()}`);
    if (!result.passed) {
      stoppedMain = true;
      stop(main.child);
    }
    return result;
  });
  const mainResult = await main.ended;
  if (side && !mainResult.passed && !stoppedMain) {
    stoppedSide = true;
    stop(side.child);
  }
  const sideResult = await sideEnded;
  if (layer.beside && sideResult) {
    const status: Status = sideResult.passed ? 'passed' : stoppedSide ? 'stopped' : 'FAILED';
    timings.push({ layer: layer.beside.script, seconds: sideResult.seconds, wall: 0, status });
  }
  const status: Status = mainResult.passed ? 'passed' : stoppedMain ? 'stopped' : 'FAILED';
  const wall = Math.max(mainResult.seconds, sideResult?.seconds ?? 0);
  timings.push({ layer: layer.script, seconds: mainResult.seconds, wall, status });
  if (status !== 'passed' || sideResult?.passed === false) {
    failed = true;
    break;
  }
}

const beside = new Set(LAYERS.flatMap((layer) => (layer.beside ? [layer.beside.script] : [])));
const width = Math.max(...timings.map((timing) => timing.layer.length)) + 2;
console.log('\nTime per layer (* ran beside the layer after it):');
for (const { layer, seconds, status } of timings) {
  const name = beside.has(layer) ? `${layer} *` : layer;
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${status === 'passed' ? '' : `  ${status}`}`,
  );
}
// The wall-clock total: a pair of layers counts once, for the longer of the two.
const total = timings.reduce((sum, timing) => sum + timing.wall, 0);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
