/**
 * The environment `npm run build` gives `astro build`: the caller's, with WF_TEST_MODE set to
 * the mode the service would run in with the same environment (@wf/config/env's rule). Astro
 * sets NODE_ENV=production before the site reads its configuration, so the mode is decided
 * here, before Astro runs (docs/architecture.md "Configuration").
 */
import { modeFromEnvironment } from '@wf/config/env';

/** The build's environment; throws EnvError for a WF_TEST_MODE that is not a boolean. */
export function buildVariables(source: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const { testMode } = modeFromEnvironment(source);
  const defined = Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return { ...Object.fromEntries(defined), WF_TEST_MODE: String(testMode) };
}
