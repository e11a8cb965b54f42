/**
 * The app id and public key the site is built with: read from the same module the service's
 * seed uses (service/src/config/world-family.ts), so both always agree (issue 3).
 *
 * Builds embed the test-mode key unless WF_TEST_MODE is false (false, 0, no or off) at build
 * time: build the production site with WF_TEST_MODE=false, like the service that serves it.
 */
import { APP_ID, publicKeyFor } from '@wf/service/config';
import type { WidgetConfig } from './widget-config.ts';

/** The API's base path on the site's own origin (the service mounts it there). */
export const API_BASE_PATH = '/api';

const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** Whether a build is a test-mode build, from the value of WF_TEST_MODE. */
export function isTestModeBuild(value: string | undefined): boolean {
  return !FALSE_WORDS.has((value ?? '').trim().toLowerCase());
}

/** The configuration every page embeds. */
export function buildWidgetConfig(testModeVariable = process.env.WF_TEST_MODE): WidgetConfig {
  return { appId: APP_ID, publicKey: publicKeyFor(isTestModeBuild(testModeVariable)), apiUrl: API_BASE_PATH };
}
