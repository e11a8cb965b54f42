import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './e2e/chromium.ts';
import { FACEBOOK_ENV, OAUTH_BASE } from './e2e/oauth/settings.ts';
import { E2E_DATA_DIR, E2E_PORT, EXAMPLE_PORT, SITE_BUILD } from './e2e/ports.ts';
import { CORPUS_ORIGIN, CORPUS_PORT } from './e2e/real-world/corpus-site.ts';

export { E2E_PORT };

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
  // How long an assertion waits for the page to get there: a console screen drawn in the browser
  // took 2 to 3.4 s to show its data on an idle machine and over 5 s (Playwright's default wait)
  // on the busy 2-core CI machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: testLaunchOptions(),
    // No trace by default: recording one (its screencast and DOM snapshots) took a quarter of the
    // run's processor time, for a file CI cannot keep. To see why a test fails, run it again with
    // `npx playwright test <spec> --trace retain-on-failure` (docs/toolchain.md "Test speed").
    trace: 'off',
  },
  // The real product: the membership service serving the production build, on a fresh
  // embedded database for every run.
  webServer: [
    {
      // The admin journey publishes a video: it writes to copies of the content and the build, never
      // to the repository's own.
      command: `rm -rf ${E2E_DATA_DIR} && mkdir -p ${E2E_DATA_DIR} && cp -r content ${E2E_DATA_DIR}/content && cp -r ${SITE_BUILD} ${E2E_DATA_DIR}/site && node service/src/main.ts`,
      env: {
        PORT: String(E2E_PORT),
        SITE_DIR: `${E2E_DATA_DIR}/site`,
        CONTENT_DIR: `${E2E_DATA_DIR}/content`,
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // The example site's second origin (e2e/widget/example-site.ts),
        // and the real-world corpus's origin (e2e/real-world/corpus-site.ts).
        WF_ALLOWED_ORIGINS: `http://shop.example:${EXAMPLE_PORT},${CORPUS_ORIGIN}`,
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
    {
      // The real-world corpus as its owners host it, on a third origin (e2e/real-world/corpus-site.ts).
      command: `node e2e/real-world/corpus-site.ts http://localhost:${E2E_PORT}`,
      url: `http://127.0.0.1:${CORPUS_PORT}/examples/real-world/app.json`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
