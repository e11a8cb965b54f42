/**
 * `npm test`: every layer of the suite in order (README "Test it"), stopping at the first that
 * fails, then the time each layer took, so a slower suite is seen the day it gets slower
 * (docs/toolchain.md "Test speed").
 *
 * Some layers run beside another, where measurement showed the other leaves processor time idle
 * (docs/toolchain.md "Test speed"): the type check beside the unit and service tests (it keeps
 * one core busy and the tests leave part of the other idle), and the PostgreSQL pass, then the
 * stories, beside the end-to-end tests (one browser at a time, waiting on pages and on the
 * service's held answers, leaves about two fifths of the machine idle). The layers beside another
 * run one after the other; each has its output printed in one block when it ends. If one fails,
 * the layer they run beside is stopped and the run ends there; if that layer fails, the one beside
 * it is stopped and the rest never start, as if they had all run in turn.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

interface Layer {
  script: string;
  what: string;
  /** Layers that run beside this one, one after the other, each one's output held until it ends. */
  beside?: { script: string; what: string }[];
}

/** The layers, in the order they run: each an npm script. */
const LAYERS: Layer[] = [
  { script: 'lint', what: 'lint and format (Biome)' },
  {
    script: 'test:unit',
    what: 'unit and service tests (PGlite)',
    beside: [{ script: 'typecheck', what: 'types (astro check)' }],
  },
  {
    script: 'test:e2e',
    what: 'build, page check, end-to-end in Chromium',
    beside: [
      { script: 'test:postgres', what: 'service tests that open a database (PostgreSQL)' },
      { script: 'test:stories', what: 'stories in Chromium' },
    ],
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

/** How often {@link stop} looks again for what is left of a script it is stopping. */
const STOP_AGAIN_MS = 250;

/**
 * Ends a script that is still running and everything it started: npm does not pass a signal on
 * to the test runner, whose workers would go on. The deepest processes first, so none is left
 * running without its parent; then again every {@link STOP_AGAIN_MS} until the script has ended,
 * for what escaped the first pass: a process started after the list was read, or a shell that
 * went on to its next command when the one it waited for was stopped (seen under load with a
 * script of commands joined by `;`: `sh` printed "Terminated" and ran the next one).
 */
function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const pid = child.pid;
  const signalAll = () => {
    for (const each of [...descendants(pid).reverse(), pid]) {
      try {
        process.kill(each, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  signalAll();
  const again = setInterval(signalAll, STOP_AGAIN_MS);
  child.once('close', () => clearInterval(again));
}

type Status = 'passed' | 'FAILED' | 'stopped';
/**
 * `wall`: how long the run waited on this layer and those beside it; none for a layer beside
 * another (its time is in that one's).
 */
const timings: { layer: string; seconds: number; wall: number; status: Status }[] = [];
let failed = false;
for (const layer of LAYERS) {
  console.log(`\n▶ ${layer.script}: ${layer.what}`);
  const sides = layer.beside ?? [];
  for (const side of sides) {
    console.log(`  (beside it, ${side.script}: ${side.what}; its output follows when it ends)`);
  }
  const started = performance.now();
  const main = run(layer.script);
  let mainEnded = false;
  let stoppedMain = false;
  let current: Run | undefined;
  let stoppedSide = false;
  const sideResults: { script: string; passed: boolean; seconds: number }[] = [];
  // The layers beside it, in turn, until one fails or the main layer does.
  const sidesEnded = (async () => {
    for (const side of sides) {
      if (stoppedSide) break;
      const held: Buffer[] = [];
      current = run(side.script, held);
      const result = await current.ended;
      current = undefined;
      console.log(`\n▶ ${side.script} (beside ${layer.script}):\n${Buffer.concat(held).toString()}`);
      sideResults.push({ script: side.script, ...result });
      if (!result.passed) {
        if (!mainEnded) {
          stoppedMain = true;
          stop(main.child);
        }
        break;
      }
    }
  })();
  const mainResult = await main.ended;
  mainEnded = true;
  if (!mainResult.passed && !stoppedMain) {
    stoppedSide = true;
    if (current) stop(current.child);
  }
  await sidesEnded;
  for (const [index, side] of sideResults.entries()) {
    const last = index === sideResults.length - 1;
    const status: Status = side.passed ? 'passed' : stoppedSide && last ? 'stopped' : 'FAILED';
    timings.push({ layer: side.script, seconds: side.seconds, wall: 0, status });
  }
  const status: Status = mainResult.passed ? 'passed' : stoppedMain ? 'stopped' : 'FAILED';
  const wall = (performance.now() - started) / 1000;
  timings.push({ layer: layer.script, seconds: mainResult.seconds, wall, status });
  if (status !== 'passed' || sideResults.some((side) => !side.passed)) {
    failed = true;
    break;
  }
}

const beside = new Set(LAYERS.flatMap((layer) => (layer.beside ?? []).map((side) => side.script)));
const width = Math.max(...timings.map((timing) => timing.layer.length)) + 2;
console.log('\nTime per layer (* ran beside the next layer without a star):');
for (const { layer, seconds, status } of timings) {
  const name = beside.has(layer) ? `${layer} *` : layer;
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${status === 'passed' ? '' : `  ${status}`}`,
  );
}
// The wall-clock total: layers run side by side count once, for as long as the run waited on them.
const total = timings.reduce((sum, timing) => sum + timing.wall, 0);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
