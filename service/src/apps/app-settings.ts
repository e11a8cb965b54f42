/**
 * An app's settings as the admin API and the console change them (docs/admin-api.md "App
 * settings"): the name, the allowed origins and the branding, with where the database now differs
 * from the app's file (docs/apps.md "Applying a file"). A change is recorded in the audit log with
 * the settings before and after.
 */
import type { AdminAppResponse, AdminUpdateAppRequest } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { type AppSettings, apps } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { recordAuditEvent } from '../security/audit.ts';
import { mergeStates } from './files/merge.ts';
import { type AppState, brandingSettings, readAppState } from './files/state.ts';

export type AppSettingsData = AdminAppResponse['data'];
type AppData = AppSettingsData;
type AppRow = typeof apps.$inferSelect;

function brandingOf(settings: AppSettings): AppData['branding'] {
  return {
    name: settings.pageBranding?.name ?? null,
    logo: settings.branding.logo,
    primaryColor: settings.pageBranding?.primaryColor ?? null,
  };
}

/** Where the database differs from the state the app's file was last applied as. */
async function differencesFromFile(db: Queryable, row: AppRow): Promise<AppData['differsFromFile']> {
  const declared = (row.declared as { state?: AppState } | null)?.state;
  if (!declared) return [];
  const current = await readAppState(db, row.id);
  if (!current) return [];
  // The file as the base and as the next state: what is left is what the database changed.
  return mergeStates(declared, current, declared).differences.map((difference) => ({
    field: difference.path,
    database: difference.kept ?? null,
    file: difference.file ?? null,
  }));
}

async function present(db: Queryable, row: AppRow): Promise<AppData> {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: [...row.allowedOrigins],
    branding: brandingOf(row.settings),
    differsFromFile: await differencesFromFile(db, row),
  };
}

/** The settings with `branding` applied: the modals' header and button, and the service's pages. */
function withBranding(settings: AppSettings, branding: AppData['branding']): AppSettings {
  return { ...settings, ...brandingSettings(branding) };
}

function changed(row: AppRow, request: AdminUpdateAppRequest) {
  const branding = { ...brandingOf(row.settings), ...request.branding };
  return {
    name: request.name ?? row.name,
    allowedOrigins: request.allowedOrigins ? [...new Set(request.allowedOrigins)] : [...row.allowedOrigins],
    branding,
  };
}

const noApp = () => notFound('This app no longer exists.');

/** The app's settings, or 404 when it is gone. */
export async function readAppSettings(db: Queryable, appId: string): Promise<AppData> {
  const [row] = await db.select().from(apps).where(eq(apps.id, appId));
  if (!row) throw noApp();
  return present(db, row);
}

/** Changes the app's settings as `request` says (what it leaves out stays); answers them. */
export async function updateAppSettings(
  database: Database,
  input: {
    appId: string;
    /** The change, or a function of the settings as they are now (read under the row's lock). */
    request: AdminUpdateAppRequest | ((current: ReturnType<typeof changed>) => AdminUpdateAppRequest);
    actor: { kind: 'secret-key' | 'member'; id: string };
    now: Date;
  },
): Promise<AppData> {
  const { appId } = input;
  return database.transaction(async (tx) => {
    const [row] = await tx.select().from(apps).where(eq(apps.id, appId)).for('update');
    if (!row) throw noApp();
    const before = { name: row.name, allowedOrigins: row.allowedOrigins, branding: brandingOf(row.settings) };
    const request = typeof input.request === 'function' ? input.request(changed(row, {})) : input.request;
    const after = changed(row, request);
    const [updated] = await tx
      .update(apps)
      .set({
        name: after.name,
        allowedOrigins: after.allowedOrigins,
        settings: withBranding(row.settings, after.branding),
      })
      .where(eq(apps.id, appId))
      .returning();
    await recordAuditEvent(tx, {
      appId,
      actorKind: input.actor.kind,
      actorId: input.actor.id,
      action: 'app.settings.changed',
      targetId: appId,
      detail: { before, after },
      now: input.now,
    });
    return present(tx, updated ?? row);
  });
}
