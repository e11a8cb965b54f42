/**
 * The site build's configuration, read once from the environment with the rules the service
 * uses (@wf/config/env), so the site is built for the mode and origin its service runs with
 * (docs/architecture.md "Configuration"). Nothing else in site/ reads process.env. A bad value
 * stops the build with a message naming the variable.
 *
 * `astro build` sets NODE_ENV=production before it reads this file, so a build must be told its
 * mode: `npm run build` (scripts/build.ts) decides it from the caller's environment with the
 * service's rule and passes WF_TEST_MODE explicitly; a bare `astro build` without WF_TEST_MODE
 * is refused (site/lib/build-mode.ts).
 */
import path from 'node:path';
import {
  folderVar,
  type Mode,
  modeOf,
  modeSchema,
  parseVariables,
  portVar,
  publicUrlOf,
  publicUrlVar,
} from '@wf/config/env';

/** The default content folder, whose builds use Astro's own cache. */
const DEFAULT_CONTENT_DIR = './content';

const buildSchema = modeSchema.extend({
  PORT: portVar(),
  PUBLIC_URL: publicUrlVar(),
  /** Where the build writes the site (the service's publisher builds into fresh folders). */
  WF_OUT_DIR: folderVar('WF_OUT_DIR', './dist'),
  /** The content collections (the publisher builds from the service's CONTENT_DIR). */
  WF_CONTENT_DIR: folderVar('WF_CONTENT_DIR', DEFAULT_CONTENT_DIR),
});

/** What the site build needs to know. */
export interface BuildEnv extends Mode {
  /** The origin the site is served from: canonical URLs, Open Graph tags and the sitemap. */
  siteUrl: string;
  outDir: string;
  contentDir: string;
  /**
   * Astro's cache (the content layer's store among it): Astro's own for ./content, else a folder
   * beside the content folder, so that a build from another content folder (the publisher's,
   * a test's copy) never reuses a store that names files of the other one.
   */
  cacheDir: string | undefined;
  /** True when WF_TEST_MODE was given (npm run build and the publisher always give it). */
  modeGiven: boolean;
}

function cacheDirOf(contentDir: string): string | undefined {
  if (path.resolve(contentDir) === path.resolve(DEFAULT_CONTENT_DIR)) return undefined;
  return path.join(path.dirname(path.resolve(contentDir)), '.astro-cache');
}

/** Reads and validates the build's variables; throws EnvError naming each bad one. */
export function readBuildEnv(source: Readonly<Record<string, string | undefined>>): BuildEnv {
  const raw = parseVariables(buildSchema, source);
  return {
    ...modeOf(raw),
    siteUrl: publicUrlOf(raw.PUBLIC_URL, raw.PORT),
    outDir: raw.WF_OUT_DIR,
    contentDir: raw.WF_CONTENT_DIR,
    cacheDir: cacheDirOf(raw.WF_CONTENT_DIR),
    modeGiven: raw.WF_TEST_MODE !== undefined,
  };
}

/** This build's configuration. */
export const buildEnv = readBuildEnv(process.env);
