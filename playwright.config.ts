import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';

/** The port the end-to-end tests serve the production build on (4321 stays free for `npm start`). */
export const E2E_PORT = 4610;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
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
  webServer: {
    command: 'rm -rf .data/e2e && node service/src/main.ts',
    env: { PORT: String(E2E_PORT), SITE_DIR: 'dist', DATA_DIR: '.data/e2e', LOG_LEVEL: 'warn' },
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
