/** The service as `npm start` runs it, in a child process: for tests of what start-up refuses. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** service/src/main.ts. */
export const SERVICE_MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * Starts the service with `env` (on top of nothing: pass what it should inherit) and waits for it
 * to exit; answers its exit code and everything it wrote. For a start-up that is expected to stop.
 */
export async function runUntilExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVICE_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}
