/**
 * `npm run build`: `astro build` of the site, for the mode the service runs in with the same
 * environment (scripts/lib/build-variables.ts). A bad WF_TEST_MODE stops it with the service's
 * own message.
 */
import { spawnSync } from 'node:child_process';
import { EnvError } from '@wf/config/env';
import { buildVariables } from './lib/build-variables.ts';

let env: Record<string, string>;
try {
  env = buildVariables(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['node_modules/.bin/astro', 'build', ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
