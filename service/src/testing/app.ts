/**
 * A service app built in-process on a seeded test database, with a tiny fake site: the platform
 * with World Family's site mounted on it, composed as main.ts composes them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { CSP_MANIFEST_FILE, cspManifestOf } from '@wf/config/csp';
import type { Hono } from 'hono';
import { type Env, parseEnv } from '../env.ts';
import type { BaseEnv } from '../http/context.ts';
import { TEST_TOOLS_COOKIE } from '../http/test-tools-access.ts';
import { silentLogger } from '../log.ts';
import { createPlatformApp } from '../platform/app.ts';
import { type PlatformOptions, platformDeps } from '../platform/deps.ts';
import { ensureTestToolsToken } from '../security/test-tools-token.ts';
import { parseSiteEnv, type SiteEnv } from '../site/env.ts';
import { worldFamilySite } from '../site/extension.ts';
import type { PublishingOptions } from '../site/publish/create.ts';
import { openSeededTestDatabase, type TestDatabase } from './database.ts';

export { seedService } from './database.ts';

/** Headers that name the World Family app with its test key. */
export const APP_HEADERS: Readonly<Record<string, string>> = {
  'X-APP-ID': APP_ID,
  'X-API-Key': TEST_PUBLIC_KEY,
};

/**
 * The Hono bindings of a request that came over a socket from `address` (what getConnInfo
 * reads): in-process requests have no socket, so tests that depend on the client's address
 * pass these as the third argument of `app.request`.
 */
export function connectionFrom(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } } };
}

/** The inline script of the fake site's home page (its CSP hash is checked). */
export const FAKE_INLINE_SCRIPT = 'document.documentElement.dataset.ready = "yes";';

/** Files of the fake built site, as Astro lays them out (build.format 'file'). */
export const FAKE_SITE: Readonly<Record<string, string>> = {
  'index.html': `<!doctype html><html><head><title>Home</title><script>${FAKE_INLINE_SCRIPT}</script></head><body>Home page</body></html>`,
  'temples.html': '<!doctype html><title>Temples</title><p>Temples index</p>',
  'temples/phoenix.html': '<!doctype html><title>Phoenix Temple</title><p>Phoenix Temple</p>',
  'videos/leadership-challenging-times.html': '<!doctype html><title>Video</title><p>Leadership</p>',
  '404.html': '<!doctype html><title>Page Not Found</title><p>Page Not Found</p>',
  '404-video.html': '<!doctype html><title>Video Not Found</title><p>Video Not Found</p>',
  '_astro/client.abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  '_astro/style.def456.css': `body { color: black; }${' '.repeat(1000)}`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

/** What building the whole service takes: the platform's options, and World Family's site's. */
export type ServiceOptions = PlatformOptions & {
  /** World Family's own configuration (default: its defaults). */
  siteEnv?: SiteEnv;
  /** Admin publishing (default: astro build next to SITE_DIR); tests pass a fake build. */
  publishing?: PublishingOptions;
};

/** The whole service, the platform with World Family's site, as main.ts builds it. */
export function createServiceApp(options: ServiceOptions): Hono<BaseEnv> {
  const deps = platformDeps(options);
  const site = worldFamilySite(deps, {
    env: options.siteEnv ?? parseSiteEnv({}),
    publishing: options.publishing,
  });
  return createPlatformApp(deps, [site]);
}

export interface TestApp extends TestDatabase {
  app: Hono<BaseEnv>;
  env: Env;
  /** World Family's own configuration. */
  siteEnv: SiteEnv;
  /** Temporary folder holding the fake site (site/) and DATA_DIR (data/). */
  dir: string;
  /**
   * A `Cookie` header value holding the machine owner's test-tools cookie, as the unlock link
   * sets it (docs/security.md "Test mode"): the owner's requests carry it.
   */
  testToolsCookie: string;
}

/** What a test may substitute in the app (the defaults are the service's). */
export type TestAppOptions = Pick<
  ServiceOptions,
  'clock' | 'mailer' | 'logger' | 'publishing' | 'resolveHost'
>;

/** Builds the app on a fresh seeded database; `envOverrides` are raw environment variables. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wf-service-'));
  const siteDir = path.join(dir, 'site');
  for (const [name, content] of Object.entries(FAKE_SITE)) {
    await mkdir(path.dirname(path.join(siteDir, name)), { recursive: true });
    await writeFile(path.join(siteDir, name), content);
  }
  // What the site build writes beside its pages (docs/security.md "Headers").
  const pages = Object.entries(FAKE_SITE).filter(([name]) => name.endsWith('.html'));
  await writeFile(path.join(siteDir, CSP_MANIFEST_FILE), JSON.stringify(cspManifestOf(pages)));
  // An admin's new video is written here, never into the repository's content.
  const contentDir = path.join(dir, 'content');
  await mkdir(path.join(contentDir, 'videos'), { recursive: true });
  // Tests change app settings in the database and expect the next request to see them.
  const variables = {
    SITE_DIR: siteDir,
    DATA_DIR: path.join(dir, 'data'),
    CONTENT_DIR: contentDir,
    APP_CACHE_SECONDS: '0',
    ...envOverrides,
  };
  const env = parseEnv(variables);
  const siteEnv = parseSiteEnv(variables);
  const test = await openSeededTestDatabase({ publicUrl: env.publicUrl, allowedOrigins: env.allowedOrigins });
  const testToolsToken = await ensureTestToolsToken(env.dataDir);
  const app = createServiceApp({
    db: test.database,
    env,
    siteEnv,
    logger: silentLogger(),
    testToolsToken,
    ...options,
  });
  return {
    ...test,
    app,
    env,
    siteEnv,
    dir,
    testToolsCookie: `${TEST_TOOLS_COOKIE}=${testToolsToken}`,
    close: async () => {
      await test.close();
      // A publish build of the test may still be writing into the folder: retry as rm advises.
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}
