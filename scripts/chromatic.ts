/**
 * Publishes Storybook to Chromatic for visual review. Needs CHROMATIC_PROJECT_TOKEN and the
 * network; refuses to start without a token and gives up after 15 minutes instead of retrying
 * forever when offline (docs/toolchain.md). Never part of `npm test`.
 */
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set: create a project on chromatic.com and export its token.',
  );
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['node_modules/chromatic/dist/bin.cjs', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  { stdio: 'inherit', env: { ...process.env }, timeout: 15 * 60_000 },
);
if (result.error) console.error(`chromatic stopped: ${result.error.message}`);
process.exit(result.status ?? 1);
