/**
 * The app id and public key the site is built with: the app definition the service's seed
 * uses too (@wf/config/app), and the key of the mode the build was given (site/config.ts), so
 * the site and its service always agree.
 */
import { APP_ID, publicKeyFor } from '@wf/config/app';
import { type BuildEnv, buildEnv } from '../config.ts';
import type { WidgetConfig } from './widget-config.ts';

/** The API's base path on the site's own origin (the service mounts it there). */
export const API_BASE_PATH = '/api';

/** The configuration every page embeds. */
export function buildWidgetConfig(env: Pick<BuildEnv, 'testMode'> = buildEnv): WidgetConfig {
  return { appId: APP_ID, publicKey: publicKeyFor(env.testMode), apiUrl: API_BASE_PATH };
}
