/**
 * npm run keys -- create <appId> [--mode test|live] | list <appId> | revoke <appId> <last4-or-id>
 *
 * An app's secret keys for the admin API (docs/admin-api.md "Secret keys"), on the configured
 * database (DATABASE_URL, else the PGlite under DATA_DIR, opened and migrated as the service does
 * at start-up). A new key is printed once, here, and never again: only its hash is stored.
 * With PGlite, stop the service first: one process at a time may open its folder.
 * The commands themselves are in cli/keys-command.ts.
 */
import { EnvError } from '@wf/config/env';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { parseEnv } from '../env.ts';
import { parseKeysArgs, runKeysCommand } from './keys-command.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(args: readonly string[]): Promise<void> {
  const command = parseKeysArgs(args);
  if ('error' in command) fail(command.error);
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const database = await openDatabase(env);
  let code: number;
  try {
    await migrate(database);
    code = await runKeysCommand(database.db, command, {
      testMode: env.testMode,
      now: new Date(),
      output: { out: (line) => console.log(line), err: (line) => console.error(line) },
    });
  } finally {
    await database.close();
  }
  if (code !== 0) process.exit(code);
}

await main(process.argv.slice(2));
