/**
 * The console's Site and embedding settings (docs/console.md "Site and embedding"): the app's
 * name, primary colour, logo and allowed origins, changed by an administrator through the admin
 * API's settings module (apps/app-settings.ts), so every change is one audited
 * `app.settings.changed` row with the settings before and after.
 */
import {
  CONSOLE_ORIGINS_MAX,
  CONSOLE_SITE_ERROR_CODES,
  type ConsoleSite,
  type ConsoleUpdateSiteRequest,
  LOGO_INVALID_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
} from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { apps } from '../db/schema.ts';
import { ApiError, invalidRequest, notFound } from '../http/errors.ts';
import { newToken } from '../ids.ts';
import { readableUnderWhite } from '../mail/app-brand.ts';
import { reencodeImage } from '../members/image.ts';
import { removeProfileImage } from '../members/profile-image.ts';
import type { UploadStore } from '../static/upload-store.ts';
import { type AppSettingsData, readAppSettings, updateAppSettings } from './app-settings.ts';

/** What the console needs of the service around the app. */
export interface SiteContext {
  /** The service's public URL (where /widget.js and /uploads/ are served). */
  publicUrl: string;
  testMode: boolean;
}

/** The Site and embedding view of the app's settings. */
export async function presentSite(
  db: Queryable,
  settings: AppSettingsData,
  context: SiteContext,
): Promise<ConsoleSite> {
  const [keys] = await db
    .select({ test: apps.testPublicKey, live: apps.livePublicKey })
    .from(apps)
    .where(eq(apps.id, settings.id));
  if (!keys) throw notFound('This app no longer exists.');
  const colour = settings.branding.primaryColor;
  return {
    id: settings.id,
    name: settings.name,
    allowedOrigins: settings.allowedOrigins,
    primaryColor: colour,
    primaryColorReadable: colour ? readableUnderWhite(colour) : null,
    logo: settings.branding.logo,
    testPublicKey: keys.test,
    livePublicKey: keys.live,
    mode: context.testMode ? 'test' : 'live',
    widgetUrl: `${context.publicUrl}/widget.js`,
  };
}

/** The app's Site and embedding settings. */
export async function readSite(db: Queryable, appId: string, context: SiteContext): Promise<ConsoleSite> {
  return presentSite(db, await readAppSettings(db, appId), context);
}

/** Who changes the settings: the signed-in administrator. */
export interface SiteChange {
  appId: string;
  actorId: string;
  now: Date;
}

function actorOf(change: SiteChange) {
  return { appId: change.appId, actor: { kind: 'member' as const, id: change.actorId }, now: change.now };
}

/** Changes the name or the primary colour (null: the default). */
export async function updateSite(
  database: Database,
  change: SiteChange & { request: ConsoleUpdateSiteRequest },
): Promise<AppSettingsData> {
  const { request } = change;
  return updateAppSettings(database, {
    ...actorOf(change),
    request: {
      ...(request.name === undefined ? {} : { name: request.name }),
      ...(request.primaryColor === undefined ? {} : { branding: { primaryColor: request.primaryColor } }),
    },
  });
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A live service takes https origins only, but for this machine's own (a developer's local site). */
export function assertSecureOrigin(origin: string, testMode: boolean): void {
  if (testMode) return;
  const url = new URL(origin);
  if (url.protocol === 'https:' || LOCAL_HOSTS.has(url.hostname)) return;
  throw new ApiError(
    400,
    CONSOLE_SITE_ERROR_CODES.originInsecure,
    'A live app takes https origins only (http is allowed for localhost).',
  );
}

/** Allows one more origin; 409 when it already is, 400 past the limit. */
export async function addOrigin(
  database: Database,
  change: SiteChange & { origin: string; testMode: boolean },
): Promise<AppSettingsData> {
  assertSecureOrigin(change.origin, change.testMode);
  return updateAppSettings(database, {
    ...actorOf(change),
    request: (current) => {
      if (current.allowedOrigins.includes(change.origin)) {
        throw new ApiError(
          409,
          CONSOLE_SITE_ERROR_CODES.originExists,
          `${change.origin} is already allowed.`,
        );
      }
      if (current.allowedOrigins.length >= CONSOLE_ORIGINS_MAX) {
        throw invalidRequest(`An app allows at most ${CONSOLE_ORIGINS_MAX} origins: remove one first.`);
      }
      return { allowedOrigins: [...current.allowedOrigins, change.origin] };
    },
  });
}

/** No longer allows the origin; 404 when it was not allowed. */
export async function removeOrigin(
  database: Database,
  change: SiteChange & { origin: string },
): Promise<AppSettingsData> {
  return updateAppSettings(database, {
    ...actorOf(change),
    request: (current) => {
      if (!current.allowedOrigins.includes(change.origin)) {
        throw new ApiError(404, CONSOLE_SITE_ERROR_CODES.originMissing, `${change.origin} is not allowed.`);
      }
      return { allowedOrigins: current.allowedOrigins.filter((origin) => origin !== change.origin) };
    },
  });
}

/**
 * Stores a new logo and makes it the app's, removing the one before when it was an upload of this
 * app. The bytes are decoded and encoded again as WebP (members/image.ts): only PNG, JPEG, GIF and
 * WebP decode, so an SVG (which could carry a script) or a file whose bytes lie about its type is
 * refused, and what is stored holds pixels only.
 */
export async function setLogo(
  database: Database,
  change: SiteChange & { bytes: Uint8Array; publicUrl: string; dataDir: string; store: UploadStore },
): Promise<AppSettingsData> {
  if (change.bytes.byteLength > LOGO_MAX_BYTES) {
    throw new ApiError(413, CONSOLE_SITE_ERROR_CODES.logoTooLarge, LOGO_TOO_LARGE_MESSAGE);
  }
  const image = await reencodeImage(change.bytes);
  if (!image.ok) throw new ApiError(400, CONSOLE_SITE_ERROR_CODES.logoInvalid, LOGO_INVALID_MESSAGE);
  const name = `logo-${newToken(12)}${image.type.extension}`;
  const url = `${change.publicUrl}/uploads/${change.appId}/${name}`;
  await change.store.put({
    appId: change.appId,
    name,
    contentType: image.type.contentType,
    bytes: image.bytes,
  });
  let previous: string | null = null;
  let settings: AppSettingsData;
  try {
    settings = await updateAppSettings(database, {
      ...actorOf(change),
      request: (current) => {
        previous = current.branding.logo;
        return { branding: { logo: url } };
      },
    });
  } catch (error) {
    // The settings did not change: the new file is nobody's.
    await change.store.remove(change.appId, name).catch(() => false);
    throw error;
  }
  await removeProfileImage({
    store: change.store,
    dataDir: change.dataDir,
    appId: change.appId,
    url: previous,
  });
  return settings;
}

/** Removes the logo (and its stored file when it was an upload of this app). */
export async function removeLogo(
  database: Database,
  change: SiteChange & { dataDir: string; store: UploadStore },
): Promise<AppSettingsData> {
  let previous: string | null = null;
  const settings = await updateAppSettings(database, {
    ...actorOf(change),
    request: (current) => {
      previous = current.branding.logo;
      return { branding: { logo: null } };
    },
  });
  await removeProfileImage({
    store: change.store,
    dataDir: change.dataDir,
    appId: change.appId,
    url: previous,
  });
  return settings;
}
