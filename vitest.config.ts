import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';
import { LongFilesFirst } from './scripts/lib/long-files-first.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // The files that take longest start first, on a clean clone too (docs/toolchain.md "Test speed").
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['{ui,sdk,config,widget,site,scripts}/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'service',
          environment: 'node',
          // The service's tests open real databases (PGlite, PostgreSQL) and hash passwords:
          // on a busy 2-core machine a few seconds is not enough to tell slow from stuck.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['service/**/*.test.ts'],
          exclude: ['service/**/*.postgres.test.ts', '**/node_modules/**'],
          // Files share their worker's modules: PGlite's WASM is compiled, and its migrated
          // template loaded, once per worker rather than once per file (docs/toolchain.md
          // "Test speed"). Every file builds its own app and database, so nothing else is shared.
          isolate: false,
        },
      },
      {
        test: {
          // Tests of what only a PostgreSQL server has (several processes on one database): run by
          // npm run test:postgres, which names the server (docs/toolchain.md "Test speed").
          name: 'postgres',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['service/**/*.postgres.test.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Without this, CommonJS react reaches the browser raw (docs/toolchain.md).
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'qrcode',
            'jsqr',
            'zod/mini',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
