/**
 * What `npm run keys` does (docs/admin-api.md "Secret keys"), apart from the process around it
 * (cli/keys.ts opens the configured database and exits with the answer's code): read the
 * arguments, then create, list or revoke an app's secret keys, saying what was done.
 */
import {
  createSecretKey,
  listSecretKeys,
  revokeSecretKey,
  type SecretKeyMode,
  UnknownAppError,
} from '../apps/secret-keys.ts';
import type { Queryable } from '../db/client.ts';

export const KEYS_USAGE = `Usage:
  npm run keys -- create <appId> [--mode test|live]   make a key (printed once; default: the service's mode)
  npm run keys -- list <appId>                        the app's keys (last four characters only)
  npm run keys -- revoke <appId> <last4-or-id>        revoke a key`;

/** A command the arguments name. */
export type KeysCommand =
  | { command: 'create'; appId: string; mode: SecretKeyMode | undefined }
  | { command: 'list'; appId: string }
  | { command: 'revoke'; appId: string; idOrLastFour: string };

/** The command of the arguments, or the message that refuses them. */
export function parseKeysArgs(args: readonly string[]): KeysCommand | { error: string } {
  const [command, appId, third] = args;
  if (!appId) return { error: KEYS_USAGE };
  switch (command) {
    case 'create': {
      const at = args.indexOf('--mode');
      if (at === -1) return { command, appId, mode: undefined };
      const mode = args[at + 1];
      if (mode !== 'test' && mode !== 'live') return { error: '--mode takes test or live.' };
      return { command, appId, mode };
    }
    case 'list':
      return { command, appId };
    case 'revoke':
      return third ? { command, appId, idOrLastFour: third } : { error: KEYS_USAGE };
    default:
      return { error: KEYS_USAGE };
  }
}

/** Where the command writes: lines for the owner, and the reason it failed. */
export interface KeysOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Runs the command on the database; answers the exit code (0 done, 1 refused). */
export async function runKeysCommand(
  db: Queryable,
  command: KeysCommand,
  options: { testMode: boolean; now: Date; output: KeysOutput },
): Promise<number> {
  const { now, output } = options;
  const { appId } = command;
  try {
    if (command.command === 'create') {
      const mode = command.mode ?? (options.testMode ? 'test' : 'live');
      const { key, summary } = await createSecretKey(db, { appId, mode, now });
      output.out(
        `Secret key ${summary.id} (${summary.mode}) of ${appId}. It is shown this once; keep it on your server:`,
      );
      output.out(key);
    } else if (command.command === 'list') {
      const keys = await listSecretKeys(db, appId);
      if (keys.length === 0) output.out(`${appId} has no secret keys.`);
      for (const summary of keys) {
        const state = summary.revokedAt ? `revoked ${summary.revokedAt.toISOString()}` : 'active';
        output.out(
          `${summary.id}  ${summary.mode.padEnd(4)}  …${summary.lastFour}  created ${summary.createdAt.toISOString()}  ${state}`,
        );
      }
    } else {
      const revoked = await revokeSecretKey(db, { appId, idOrLastFour: command.idOrLastFour, now });
      if (revoked.length === 0) {
        output.err(
          `No active key of ${appId} has the id or the last four characters "${command.idOrLastFour}".`,
        );
        return 1;
      }
      for (const summary of revoked) output.out(`Revoked ${summary.id} (…${summary.lastFour}).`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UnknownAppError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
}
