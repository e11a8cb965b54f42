/**
 * The real site build: `astro build` of the repository (node_modules/.bin/astro, run on the
 * service's own Node), into a given folder, reading the videos from the given content folder
 * (site/content.config.ts reads WF_OUT_DIR and WF_CONTENT_DIR).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withProjectLock } from './project-lock.ts';

/** What one build is asked to do. */
export interface BuildRequest {
  /** Fresh folder to write the site into. */
  outDir: string;
  /** The content collections folder (its videos/ holds the new file). */
  contentDir: string;
  /** Aborted when the build takes too long: stop and clean up. */
  signal: AbortSignal;
}

/** Builds the site; rejects (ideally with a {@link BuildFailedError}) when it cannot. */
export type BuildSite = (request: BuildRequest) => Promise<void>;

/** A build that failed, with the end of its output (what an admin needs to see the cause). */
export class BuildFailedError extends Error {
  /** The last lines of the build's output, without colours and stack traces. */
  readonly outputTail: string;

  constructor(message: string, outputTail: string) {
    super(message);
    this.name = 'BuildFailedError';
    this.outputTail = outputTail;
  }
}

/** The repository root: astro.config.mjs and node_modules/.bin/astro live there. */
export const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Output kept from a build (the end of it). */
const OUTPUT_KEEP_CHARS = 64 * 1024;
/** Lines of output reported with a failure. */
const TAIL_LINES = 20;
/** Characters of output reported with a failure. */
const TAIL_CHARS = 2000;

/**
 * The part of a build's output that says why it failed: colours removed, stack frames dropped
 * (they name our files, not the admin's mistake), the last lines only.
 */
export function outputTail(output: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
  const plain = output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r\n?/g, '\n');
  const lines = plain.split('\n').filter((line) => !/^\s+at\s/.test(line) && !/^\s*Stack trace:/.test(line));
  const tail = lines.join('\n').trim().split('\n').slice(-TAIL_LINES).join('\n');
  return tail.length > TAIL_CHARS ? `...${tail.slice(-TAIL_CHARS)}` : tail;
}

export interface AstroBuildOptions {
  /** The Astro project (default: this repository). */
  root?: string;
  /** Environment of the build (default: the service's own: PATH, HOME...). */
  env?: NodeJS.ProcessEnv;
  /** Variables set on top of it: the mode and origin the site is built for. */
  variables?: Readonly<Record<string, string>>;
}

/** The {@link BuildSite} that runs `astro build`. */
export function astroBuild(options: AstroBuildOptions = {}): BuildSite {
  const root = options.root ?? REPO_ROOT;
  // The build inherits the service's environment (PATH, HOME): it is passed through, not read.
  const baseEnv = { ...(options.env ?? process.env), ...options.variables };
  return ({ outDir, contentDir, signal }) =>
    withProjectLock(root, signal, () => run({ outDir, contentDir, signal }));

  function run({ outDir, contentDir, signal }: BuildRequest): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const astro = path.join(root, 'node_modules', '.bin', 'astro');
      const child = spawn(process.execPath, [astro, 'build'], {
        cwd: root,
        env: {
          ...baseEnv,
          // A site build is a production build, also when the service runs under a test runner.
          NODE_ENV: 'production',
          WF_OUT_DIR: path.resolve(outDir),
          WF_CONTENT_DIR: path.resolve(contentDir),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
      });
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEEP_CHARS);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (error) => {
        const reason = signal.aborted ? 'The site build took too long and was stopped.' : error.message;
        reject(new BuildFailedError(reason, outputTail(output)));
      });
      child.on('close', (code) => {
        if (code === 0) resolve();
        else if (!signal.aborted) {
          reject(new BuildFailedError(`The site build failed (exit code ${code}).`, outputTail(output)));
        }
      });
    });
  }
}
