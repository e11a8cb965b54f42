import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';
import { FACEBOOK_ENV, OAUTH_BASE } from './e2e/oauth/settings.ts';
import { E2E_DATA_DIR } from './e2e/server.ts';
import { EXAMPLE_PORT } from './e2e/widget/example-site.ts';

/** The port the end-to-end tests serve the production build on (4321 stays free for `npm start`). */
export const E2E_PORT = 4610;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One browser at a time: on the 2-core machine that also runs the service (and its site
  // rebuilds), two workers starved each other into timeouts (docs/toolchain.md).
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  // The real product: the membership service serving the production build, on a fresh
  // embedded database for every run.
  webServer: [
    {
      // The admin journey publishes a video: it writes to copies of the content and the build, never
      // to the repository's own.
      command: `rm -rf ${E2E_DATA_DIR} && mkdir -p ${E2E_DATA_DIR} && cp -r content ${E2E_DATA_DIR}/content && cp -r dist ${E2E_DATA_DIR}/site && node service/src/main.ts`,
      env: {
        PORT: String(E2E_PORT),
        SITE_DIR: `${E2E_DATA_DIR}/site`,
        CONTENT_DIR: `${E2E_DATA_DIR}/content`,
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // The example site's second origin (e2e/widget/example-site.ts).
        WF_ALLOWED_ORIGINS: 'http://shop.example:4611',
        // Facebook is a real OAuth server on this machine (e2e/oauth/server.ts); the other
        // providers use the test sign-in page.
        ...FACEBOOK_ENV,
      },
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A real OAuth 2 server in Facebook's place (e2e/oauth/server.ts).
      command: 'node e2e/oauth/server.ts',
      url: `${OAUTH_BASE}/e2e/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The example site as a builder hosts it, on a second origin (e2e/widget/example-site.ts).
      command: `node e2e/widget/example-site.ts http://localhost:${E2E_PORT}`,
      url: `http://127.0.0.1:${EXAMPLE_PORT}/examples/membership/index.html`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
