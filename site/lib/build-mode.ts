/**
 * Refuses an `astro build` that was not told its mode (docs/architecture.md "Configuration"):
 * Astro sets NODE_ENV=production before the build reads its configuration, so without an
 * explicit WF_TEST_MODE every bare build would embed the live key, whatever mode the service
 * that serves it runs in. `npm run build` (scripts/build.ts) and the service's publisher always
 * pass it.
 */
import type { AstroIntegration } from 'astro';
import type { BuildEnv } from '../config.ts';

export const MODE_NOT_GIVEN_MESSAGE =
  'Build the site with `npm run build` (it decides test or live mode the way the service does), or set WF_TEST_MODE to true or false.';

/** An integration that stops `astro build` when the mode was not given. */
export function buildModeCheck(env: Pick<BuildEnv, 'modeGiven' | 'testMode'>): AstroIntegration {
  return {
    name: 'wf-build-mode',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        if (!env.modeGiven) throw new Error(MODE_NOT_GIVEN_MESSAGE);
        logger.info(`building the site in ${env.testMode ? 'test' : 'live'} mode`);
      },
    },
  };
}
