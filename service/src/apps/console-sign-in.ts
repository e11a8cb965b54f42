/**
 * The console's Sign-up and sign-in settings (docs/console.md "Sign-up and sign-in"): the app's
 * custom fields, passwordless login, the captcha, its sign-in providers and their credentials, and
 * the default redirects, all in the app's settings. Every change locks the app's row, and is one
 * audited row in the same transaction with the screen's settings before and after, as the
 * console reads them: never a client secret, which is kept encrypted (./settings-secrets.ts).
 */
import {
  CONSOLE_PROVIDERS,
  CONSOLE_SIGN_IN_ERROR_CODES,
  type ConsoleCustomFieldInput,
  type ConsoleProviderCredentialsRequest,
  type ConsoleProviderId,
  type ConsoleSignIn,
  type ConsoleUpdateSignInRequest,
  customFieldKeyChangeMessage,
  providerWithoutCredentialsMessage,
} from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { credentialsPlace } from '../auth/providers/app-credentials.ts';
import { PROVIDER_TABLE } from '../auth/providers/table.ts';
import type { Database, Queryable } from '../db/client.ts';
import { type AppSettings, apps } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { recordAuditEvent } from '../security/audit.ts';
import { encryptSecret, settingsKeyOf } from './settings-secrets.ts';

/** What the screen needs of the service: which providers the environment configures, and the settings key. */
export type SignInEnv = Pick<Env, 'oauthProviders' | 'settingsKey' | 'testMode' | 'dataDir'>;

/** The last four characters of a client id (all of a shorter one's but the first). */
function lastFour(value: string): string {
  return value.length > 4 ? value.slice(-4) : value.slice(1);
}

/** The screen's view of the settings: what every route answers and the audit log records. */
export function presentSignIn(settings: AppSettings, env: SignInEnv): ConsoleSignIn {
  const offered = new Set(settings.authProviders.map((entry) => entry.provider));
  return {
    customFields: [...settings.customFields]
      .sort((a, b) => a.order - b.order)
      .map(({ key, label, order, hidden, visibility }) => ({ key, label, order, hidden, visibility })),
    passwordless: {
      enabled: settings.additionalAuthMethods.passwordless.enabled,
      isDefault: settings.additionalAuthMethods.passwordless.isDefault,
    },
    captchaRequired: settings.captchaRequired,
    providers: CONSOLE_PROVIDERS.map((provider) => {
      const stored = settings.providerCredentials?.[provider];
      return {
        provider,
        name: PROVIDER_TABLE[provider].name,
        enabled: offered.has(provider),
        credentials: stored ? 'console' : provider in env.oauthProviders ? 'environment' : null,
        clientIdLastFour: stored ? lastFour(stored.clientId) : null,
      };
    }),
    loginRedirect: settings.loginRedirect ?? null,
    signupRedirect: settings.signupRedirect ?? null,
    logoutRedirect: settings.logoutRedirect ?? null,
  };
}

const noApp = () => notFound('This app no longer exists.');

/** The app's Sign-up and sign-in settings. */
export async function readSignIn(db: Queryable, appId: string, env: SignInEnv): Promise<ConsoleSignIn> {
  const [row] = await db.select({ settings: apps.settings }).from(apps).where(eq(apps.id, appId));
  if (!row) throw noApp();
  return presentSignIn(row.settings, env);
}

/** Who changes the settings, and when. */
export interface SignInChange {
  appId: string;
  actorId: string;
  now: Date;
}

/**
 * Applies `change` to the settings under the row's lock and records `action` with the screen's
 * view before and after, in one transaction (a refusal thrown by `change` leaves nothing).
 */
async function changeSettings(
  database: Database,
  input: SignInChange & { env: SignInEnv; action: string; change: (settings: AppSettings) => AppSettings },
): Promise<ConsoleSignIn> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: apps.settings })
      .from(apps)
      .where(eq(apps.id, input.appId))
      .for('update');
    if (!row) throw noApp();
    const settings = input.change(row.settings);
    await tx.update(apps).set({ settings }).where(eq(apps.id, input.appId));
    const before = presentSignIn(row.settings, input.env);
    const after = presentSignIn(settings, input.env);
    await recordAuditEvent(tx, {
      appId: input.appId,
      actorKind: 'member',
      actorId: input.actorId,
      action: input.action,
      targetId: input.appId,
      detail: { before, after },
      now: input.now,
    });
    return after;
  });
}

/** '' and null: no redirect (the member stays on the page). */
function redirectOf(value: string | null | undefined, current: string | null | undefined) {
  if (value === undefined) return current ?? null;
  return value === '' || value === null ? null : value;
}

/** Changes passwordless login, the captcha or the default redirects; what the request leaves out stays. */
export function updateSignIn(
  database: Database,
  change: SignInChange & { env: SignInEnv; request: ConsoleUpdateSignInRequest },
): Promise<ConsoleSignIn> {
  const { request } = change;
  return changeSettings(database, {
    ...change,
    action: 'app.sign-in.changed',
    change: (settings) => ({
      ...settings,
      captchaRequired: request.captchaRequired ?? settings.captchaRequired,
      additionalAuthMethods: request.passwordless
        ? {
            ...settings.additionalAuthMethods,
            passwordless: {
              enabled: request.passwordless.enabled,
              isDefault: request.passwordless.enabled && request.passwordless.isDefault,
            },
          }
        : settings.additionalAuthMethods,
      loginRedirect: redirectOf(request.loginRedirect, settings.loginRedirect),
      signupRedirect: redirectOf(request.signupRedirect, settings.signupRedirect),
      logoutRedirect: redirectOf(request.logoutRedirect, settings.logoutRedirect),
    }),
  });
}

/**
 * Replaces the custom fields, in the order given. A field that names its stored key
 * (`originalKey`) keeps it: a different key is refused (409), since members' values are stored
 * under the key and would be lost. Fields may be added, removed, relabelled, hidden and reordered.
 */
export function setCustomFields(
  database: Database,
  change: SignInChange & { env: SignInEnv; fields: readonly ConsoleCustomFieldInput[] },
): Promise<ConsoleSignIn> {
  return changeSettings(database, {
    ...change,
    action: 'app.custom-fields.changed',
    change: (settings) => {
      const stored = new Set(settings.customFields.map((field) => field.key));
      const seen = new Set<string>();
      for (const field of change.fields) {
        if (
          field.originalKey !== undefined &&
          stored.has(field.originalKey) &&
          field.originalKey !== field.key
        ) {
          throw new ApiError(
            409,
            CONSOLE_SIGN_IN_ERROR_CODES.customFieldKeyChange,
            customFieldKeyChangeMessage(field.originalKey, field.key),
            { details: { field: field.originalKey } },
          );
        }
        if (seen.has(field.key)) {
          throw new ApiError(
            409,
            CONSOLE_SIGN_IN_ERROR_CODES.customFieldDuplicate,
            `Two fields have the key '${field.key}': each field needs its own.`,
            { details: { field: field.key } },
          );
        }
        seen.add(field.key);
      }
      return {
        ...settings,
        customFields: change.fields.map((field, index) => ({
          key: field.key,
          label: field.label,
          order: index + 1,
          hidden: field.hidden,
          visibility: field.visibility,
        })),
      };
    },
  });
}

/** Offers the provider or stops offering it; enabling one without credentials is refused (409). */
export function setProviderEnabled(
  database: Database,
  change: SignInChange & { env: SignInEnv; provider: ConsoleProviderId; enabled: boolean },
): Promise<ConsoleSignIn> {
  const { provider } = change;
  return changeSettings(database, {
    ...change,
    action: 'app.sign-in.changed',
    change: (settings) => {
      const listed = settings.authProviders.filter((entry) => entry.provider !== provider);
      if (!change.enabled) return { ...settings, authProviders: listed };
      if (settings.authProviders.some((entry) => entry.provider === provider)) return settings;
      const credentialed =
        Boolean(settings.providerCredentials?.[provider]) || provider in change.env.oauthProviders;
      if (!credentialed) {
        throw new ApiError(
          409,
          CONSOLE_SIGN_IN_ERROR_CODES.providerWithoutCredentials,
          providerWithoutCredentialsMessage(PROVIDER_TABLE[provider].name),
        );
      }
      const order = Math.max(0, ...settings.authProviders.map((entry) => entry.order)) + 1;
      return {
        ...settings,
        authProviders: [
          ...listed,
          { provider, name: PROVIDER_TABLE[provider].name, icon: '', order, enabled: true },
        ],
      };
    },
  });
}

/** Keeps the provider's client id and secret (the secret encrypted) for this app. */
export async function setProviderCredentials(
  database: Database,
  change: SignInChange & {
    env: SignInEnv;
    provider: ConsoleProviderId;
    request: ConsoleProviderCredentialsRequest;
  },
): Promise<ConsoleSignIn> {
  const key = await settingsKeyOf(change.env);
  if (!key) {
    throw new ApiError(
      409,
      CONSOLE_SIGN_IN_ERROR_CODES.settingsKeyMissing,
      'This service keeps no secrets until WF_SETTINGS_KEY is set (32 random bytes, base64): see "Running in production".',
    );
  }
  const sealed = encryptSecret(
    key,
    change.request.clientSecret,
    credentialsPlace(change.appId, change.provider),
  );
  return changeSettings(database, {
    ...change,
    action: 'app.provider-credentials.changed',
    change: (settings) => ({
      ...settings,
      providerCredentials: {
        ...settings.providerCredentials,
        [change.provider]: {
          clientId: change.request.clientId,
          clientSecret: sealed,
          updatedAt: change.now.toISOString(),
        },
      },
    }),
  });
}

/**
 * Forgets the console's credentials of the provider: the environment's apply again; without
 * those, the provider is no longer offered either.
 */
export function removeProviderCredentials(
  database: Database,
  change: SignInChange & { env: SignInEnv; provider: ConsoleProviderId },
): Promise<ConsoleSignIn> {
  const { provider } = change;
  return changeSettings(database, {
    ...change,
    action: 'app.provider-credentials.changed',
    change: (settings) => {
      const { [provider]: _gone, ...kept } = settings.providerCredentials ?? {};
      const fromEnv = provider in change.env.oauthProviders;
      return {
        ...settings,
        providerCredentials: kept,
        authProviders: fromEnv
          ? settings.authProviders
          : settings.authProviders.filter((entry) => entry.provider !== provider),
      };
    },
  });
}
