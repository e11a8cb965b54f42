/**
 * `npm run test:postgres`: runs the service's tests that open a database against a PostgreSQL
 * server as well as PGlite (docs/architecture.md: tests run against both). The server is WF_TEST_DATABASE_URL, by
 * default the one this machine kind runs (127.0.0.1:5432, trust auth, database `test`).
 * In CI a missing server is a failure; on a developer's machine it is reported and passed over,
 * since `npm test` must work where no PostgreSQL is installed.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { databaseTestFiles } from './lib/database-tests.ts';

const url = process.env.WF_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
const reachable = await client
  .connect()
  .then(() => true)
  .catch((error: Error) => {
    console.error(`PostgreSQL at ${url} is not reachable: ${error.message}`);
    return false;
  })
  .finally(() => client.end().catch(() => {}));

if (!reachable) {
  if (process.env.CI) process.exit(1);
  console.warn('Not running the PostgreSQL suite here (no server); CI runs it.');
  process.exit(0);
}

// Only the files that open a database: the others would run the same code a second time.
const files = await databaseTestFiles(process.cwd());
const result = spawnSync(
  process.execPath,
  // Three workers on two cores: much of this pass waits on the server (docs/toolchain.md "Test speed").
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'service',
    '--project',
    'postgres',
    '--maxWorkers=150%',
    ...files,
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, WF_TEST_DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
