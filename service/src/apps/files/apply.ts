/**
 * Applies the app files at a start (docs/apps.md "Applying a file"), in one transaction under the
 * seeding lock, so that instances started together take turns and a refused file changes nothing:
 *
 * - a new app is created as its file says;
 * - an app its file declared before is brought to the file's new state, except for the settings
 *   changed in the database since (by the admin API or the console): those are kept and reported
 *   as differences from the file;
 * - a plan or price the file no longer has is archived while members hold it, deleted otherwise;
 * - what would lose members' data is refused, naming the file's line: a custom field members have
 *   values for, a price members pay changing its amount, currency, interval or plan;
 * - an app marked `testModeOnly` is removed, with its members, when the service starts in live mode.
 */
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import { apps, contentGroups, secureContent } from '../../db/schema.ts';
import { holdStartupLock, SEED_LOCK_KEY } from '../../db/startup-lock.ts';
import { type Difference, mergeStates, sameJson } from './merge.ts';
import { AppFileError, fieldName, type LoadedAppFile, readAppFiles } from './read.ts';
import { removeApp } from './remove.ts';
import {
  type AppState,
  declaredAppIds,
  type FileContext,
  membersWithField,
  priceInUse,
  readAppState,
  stateOfFile,
  writeAppState,
} from './state.ts';

/** What the `declared` column keeps of a file: its state and the secure content it wrote. */
interface Declared {
  state: AppState;
  secureContent: string[];
}

export interface ApplyOptions extends FileContext {
  /** The folder of the app files (APPS_DIR). */
  folder: string;
  /** Apps marked `testModeOnly` exist only when this is true. */
  testMode: boolean;
  clock: Clock;
}

/** A setting kept against its file, and where the file says otherwise. */
export interface ReportedDifference extends Difference {
  appId: string;
  /** `file:line:column: field`. */
  where: string;
}

export interface ApplyReport {
  /** Apps written from their files, by id. */
  applied: string[];
  /** Apps removed because they exist in test mode only. */
  removed: string[];
  /** Settings the database keeps against their files. */
  differences: ReportedDifference[];
  /** Plans and prices archived: gone from their files while members hold them. */
  archived: string[];
  /** Apps a file declared before whose file is gone: kept as they are. */
  orphans: string[];
}

/** Reads the folder's files and applies them; throws {@link AppFileError} naming what it refused. */
export async function applyAppFiles(database: Database, options: ApplyOptions): Promise<ApplyReport> {
  const files = await readAppFiles(options.folder);
  return database.transaction(async (tx) => {
    await holdStartupLock(tx, SEED_LOCK_KEY);
    return applyLoaded(tx, files, options);
  });
}

/** Applies files already read, inside the caller's transaction (holding the seeding lock). */
export async function applyLoaded(
  tx: Tx,
  files: LoadedAppFile[],
  options: ApplyOptions,
): Promise<ApplyReport> {
  const report: ApplyReport = { applied: [], removed: [], differences: [], archived: [], orphans: [] };
  const problems: string[] = [];
  const now = options.clock();
  for (const loaded of files) {
    const { app } = loaded;
    if (app.testModeOnly && !options.testMode) {
      if (await removeApp(tx, app.id)) report.removed.push(app.id);
      continue;
    }
    const refused = await keysTakenElsewhere(tx, loaded);
    if (refused.length > 0) {
      problems.push(...refused);
      continue;
    }
    const next = stateOfFile(app, options);
    const current = await readAppState(tx, app.id);
    const [row] = await tx.select({ declared: apps.declared }).from(apps).where(eq(apps.id, app.id));
    const declared = (row?.declared ?? null) as Declared | null;
    let state = next;
    if (current) {
      const result = mergeStates(declared?.state ?? null, current, next);
      // An app seeded before files existed keeps the origins an administrator allowed.
      state = declared
        ? result.state
        : {
            ...result.state,
            allowedOrigins: [...new Set([...next.allowedOrigins, ...current.allowedOrigins])],
          };
      for (const difference of result.differences) {
        report.differences.push({
          ...difference,
          appId: app.id,
          where: whereInFile(loaded, difference.path),
        });
      }
      problems.push(...(await losses(tx, loaded, current, state)));
    }
    if (problems.length > 0) continue;
    const outcome = await writeAppState(tx, app.id, state, now);
    report.archived.push(...outcome.archivedPlans, ...outcome.archivedPrices);
    const written = await writeSecureContent(tx, loaded, declared?.secureContent ?? []);
    await tx
      .update(apps)
      .set({ declared: { state: next, secureContent: written } satisfies Declared })
      .where(eq(apps.id, app.id));
    report.applied.push(app.id);
  }
  if (problems.length > 0) throw new AppFileError(problems);
  const named = new Set(files.map((loaded) => loaded.app.id));
  report.orphans = (await declaredAppIds(tx)).filter((id) => !named.has(id));
  return report;
}

/** The file's public keys that another app already holds. */
async function keysTakenElsewhere(tx: Tx, loaded: LoadedAppFile): Promise<string[]> {
  const { app } = loaded;
  const keys = [app.keys.test, app.keys.live];
  const holders = await tx
    .select({ id: apps.id, test: apps.testPublicKey, live: apps.livePublicKey })
    .from(apps)
    .where(
      and(
        sql`${apps.id} <> ${app.id}`,
        or(inArray(apps.testPublicKey, keys), inArray(apps.livePublicKey, keys)),
      ),
    );
  return holders.flatMap((holder) =>
    (['test', 'live'] as const)
      .filter((mode) => holder.test === app.keys[mode] || holder.live === app.keys[mode])
      .map(
        (mode) =>
          `${loaded.locate(['keys', mode])}: keys.${mode}: the app '${holder.id}' already has the key '${app.keys[mode]}': give this app its own (npm run app:create makes fresh ones).`,
      ),
  );
}

/** What writing `state` over `current` would lose of members' data, as problems naming the file's lines. */
async function losses(tx: Tx, loaded: LoadedAppFile, current: AppState, state: AppState): Promise<string[]> {
  const problems: string[] = [];
  for (const key of Object.keys(current.customFields)) {
    if (key in state.customFields) continue;
    const holders = await membersWithField(tx, loaded.app.id, key);
    if (holders > 0) {
      problems.push(
        `${loaded.locate(['customFields'])}: customFields: the custom field '${key}' is gone from the file, but ${holders} ${holders === 1 ? 'member has' : 'members have'} a value for it. A key is never renamed or dropped under members' data: put the field back (with "hidden": true to stop asking for it).`,
      );
    }
  }
  for (const [id, before] of Object.entries(current.prices)) {
    const after = state.prices[id];
    if (!after) continue;
    const changed = (['planId', 'amount', 'currency', 'intervalType', 'intervalCount'] as const).filter(
      (field) => before[field] !== after[field],
    );
    if (changed.length === 0 || !(await priceInUse(tx, id))) continue;
    const field = changed[0] === 'planId' ? 'id' : changed[0] === 'intervalType' ? 'interval' : changed[0];
    const fieldPath = pricePath(loaded, id, field ?? 'id');
    problems.push(
      `${loaded.locate(fieldPath)}: ${fieldName(fieldPath)}: members pay the price '${id}', so its ${changed.map((name) => (name === 'planId' ? 'plan' : name === 'intervalType' ? 'interval' : name)).join(', ')} cannot change. Give the new price a new id: the old one is then archived and its members keep it.`,
    );
  }
  return problems;
}

/** The file path of a price's field. */
function pricePath(loaded: LoadedAppFile, priceId: string, field: string): (string | number)[] {
  for (const [planIndex, plan] of loaded.app.plans.entries()) {
    const priceIndex = plan.prices.findIndex((price) => price.id === priceId);
    if (priceIndex >= 0) return ['plans', planIndex, 'prices', priceIndex, field];
  }
  return ['plans'];
}

/** Where in the file a state path is written (`file:line:column: field`). */
function whereInFile(loaded: LoadedAppFile, statePath: string): string {
  const fieldPath = filePathOf(loaded, statePath);
  return `${loaded.locate(fieldPath)}: ${fieldName(fieldPath)}`;
}

/** The file's field path of a state path such as `plans.pln_x.name`. */
function filePathOf(loaded: LoadedAppFile, statePath: string): (string | number)[] {
  const { app } = loaded;
  const [top = '', id = '', ...rest] = statePath.split('.');
  const tail = (names: Record<string, string[]>) => (rest[0] ? (names[rest[0]] ?? [rest[0]]) : []);
  switch (top) {
    case 'plans': {
      const index = app.plans.findIndex((plan) => plan.id === id);
      if (index < 0) return ['plans'];
      return [
        'plans',
        index,
        ...tail({
          maxTeamMembers: ['team', 'seats'],
          teamAccountInviteSignupLink: ['team', 'inviteSignupPath'],
          afterLoginRedirect: ['redirects', 'login'],
          afterSignupRedirect: ['redirects', 'signup'],
          afterLogoutRedirect: ['redirects', 'logout'],
        }),
      ];
    }
    case 'prices': {
      const field = rest[0] === 'intervalType' ? 'interval' : rest[0];
      const found = pricePath(loaded, id, field ?? 'id');
      return field ? found : found.slice(0, -1);
    }
    case 'contentGroups': {
      const index = app.contentGroups.findIndex((group) => group.key === id);
      return index < 0 ? ['contentGroups'] : ['contentGroups', index, ...tail({})];
    }
    case 'customFields': {
      const index = app.customFields.findIndex((field) => field.key === id);
      return index < 0 ? ['customFields'] : ['customFields', index, ...tail({ order: [] })];
    }
    default:
      return (
        (
          {
            testPublicKey: ['keys', 'test'],
            livePublicKey: ['keys', 'live'],
            site: ['site', 'url'],
            account: ['site', 'account'],
            help: ['site', 'help'],
            login: ['site', 'login'],
            brandName: ['branding', 'name'],
            logo: ['branding', 'logo'],
            primaryColor: ['branding', 'primaryColor'],
            loginRedirect: ['redirects', 'login'],
            signupRedirect: ['redirects', 'signup'],
            logoutRedirect: ['redirects', 'logout'],
            captchaRequired: ['captcha'],
            passwordless: ['signIn', 'passwordless'],
            providers: ['signIn', 'providers'],
          } as Record<string, (string | number)[]>
        )[top] ?? [top]
      );
  }
}

/**
 * Writes the file's secure content into its groups and removes what the file wrote before and no
 * longer has (content others wrote, such as World Family's videos, is left alone). Answers the
 * ids written.
 */
async function writeSecureContent(
  tx: Tx,
  loaded: LoadedAppFile,
  before: readonly string[],
): Promise<string[]> {
  const appId = loaded.app.id;
  const written: string[] = [];
  for (const group of loaded.app.contentGroups) {
    const [row] = await tx
      .select({ id: contentGroups.id })
      .from(contentGroups)
      .where(and(eq(contentGroups.appId, appId), eq(contentGroups.key, group.key)));
    if (!row) continue;
    for (const item of group.secureContent) {
      const values = { contentGroupId: row.id, content: item.content ?? null };
      const [existing] = await tx
        .select({ content: secureContent.content, groupId: secureContent.contentGroupId })
        .from(secureContent)
        .where(and(eq(secureContent.appId, appId), eq(secureContent.contentId, item.id)));
      if (!existing || existing.groupId !== row.id || !sameJson(existing.content, values.content)) {
        await tx
          .insert(secureContent)
          .values({ appId, contentId: item.id, ...values })
          .onConflictDoUpdate({ target: [secureContent.appId, secureContent.contentId], set: values });
      }
      written.push(item.id);
    }
  }
  const gone = before.filter((id) => !written.includes(id));
  if (gone.length > 0) {
    await tx
      .delete(secureContent)
      .where(
        and(
          eq(secureContent.appId, appId),
          inArray(secureContent.contentId, gone),
          notInArray(secureContent.contentId, written.length > 0 ? written : ['']),
        ),
      );
  }
  return written;
}
