/**
 * npm run keys -- create <appId> [--mode test|live] | list <appId> | revoke <appId> <last4-or-id>
 *
 * An app's secret keys for the admin API (docs/admin-api.md "Secret keys"), on the configured
 * database (DATABASE_URL, else the PGlite under DATA_DIR, opened and migrated as the service does
 * at start-up). A new key is printed once, here, and never again: only its hash is stored.
 * With PGlite, stop the service first: one process at a time may open its folder.
 */
import { EnvError } from '@wf/config/env';
import {
  createSecretKey,
  listSecretKeys,
  revokeSecretKey,
  type SecretKeyMode,
  UnknownAppError,
} from '../apps/secret-keys.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { parseEnv } from '../env.ts';

const USAGE = `Usage:
  npm run keys -- create <appId> [--mode test|live]   make a key (printed once; default: the service's mode)
  npm run keys -- list <appId>                        the app's keys (last four characters only)
  npm run keys -- revoke <appId> <last4-or-id>        revoke a key`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The mode asked for with --mode, else the service's own. */
function modeOf(args: readonly string[], testMode: boolean): SecretKeyMode {
  const at = args.indexOf('--mode');
  if (at === -1) return testMode ? 'test' : 'live';
  const mode = args[at + 1];
  if (mode !== 'test' && mode !== 'live') fail('--mode takes test or live.');
  return mode;
}

async function main(args: readonly string[]): Promise<void> {
  const [command, appId, third] = args;
  if (!command || !appId || !['create', 'list', 'revoke'].includes(command)) fail(USAGE);
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const database = await openDatabase(env);
  try {
    await migrate(database);
    const now = new Date();
    if (command === 'create') {
      const { key, summary } = await createSecretKey(database.db, {
        appId,
        mode: modeOf(args, env.testMode),
        now,
      });
      console.log(
        `Secret key ${summary.id} (${summary.mode}) of ${appId}. It is shown this once; keep it on your server:`,
      );
      console.log(key);
    } else if (command === 'list') {
      const keys = await listSecretKeys(database.db, appId);
      if (keys.length === 0) console.log(`${appId} has no secret keys.`);
      for (const summary of keys) {
        const state = summary.revokedAt ? `revoked ${summary.revokedAt.toISOString()}` : 'active';
        console.log(
          `${summary.id}  ${summary.mode.padEnd(4)}  …${summary.lastFour}  created ${summary.createdAt.toISOString()}  ${state}`,
        );
      }
    } else {
      if (!third) fail(USAGE);
      const revoked = await revokeSecretKey(database.db, { appId, idOrLastFour: third, now });
      if (revoked.length === 0)
        fail(`No active key of ${appId} has the id or the last four characters "${third}".`);
      for (const summary of revoked) console.log(`Revoked ${summary.id} (…${summary.lastFour}).`);
    }
  } catch (error) {
    if (error instanceof UnknownAppError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
