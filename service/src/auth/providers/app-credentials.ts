/**
 * The credentials a provider sign-in of an app uses (docs/console.md "Sign-up and sign-in"):
 * those an administrator entered in the console for the app (kept encrypted in its settings),
 * else the environment's (OAUTH_{PROVIDER}_CLIENT_ID and _SECRET). The endpoints are always the
 * environment's overrides or the provider's own (./config.ts).
 */

import { decryptSecret, settingsKeyOf } from '../../apps/settings-secrets.ts';
import type { AppSettings } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { ConfiguredProvider } from './oauth.ts';
import { PROVIDER_TABLE, type ProviderId } from './table.ts';

/** Where a provider's console credentials are bound (the encryption's additional data). */
export function credentialsPlace(appId: string, provider: string): string {
  return `provider-credentials:${appId}:${provider}`;
}

type KeyEnv = Pick<Env, 'oauthProviders' | 'settingsKey' | 'testMode' | 'dataDir'>;

/** True when the app has credentials for the provider, from the console or the environment. */
export function hasProviderCredentials(env: KeyEnv, settings: AppSettings, provider: string): boolean {
  return Boolean(settings.providerCredentials?.[provider]) || provider in env.oauthProviders;
}

/** The provider as this app runs it, or undefined when it has no credentials (or they no longer decrypt). */
export async function appProvider(
  env: KeyEnv,
  app: { id: string; settings: AppSettings },
  id: ProviderId,
): Promise<ConfiguredProvider | undefined> {
  const fromEnv = env.oauthProviders[id];
  const stored = app.settings.providerCredentials?.[id];
  if (!stored) return fromEnv;
  const key = await settingsKeyOf(env);
  const secret = key && decryptSecret(key, stored.clientSecret, credentialsPlace(app.id, id));
  // A secret kept under another key (WF_SETTINGS_KEY changed) does not decrypt: the environment's apply.
  if (!secret) return fromEnv;
  const row = PROVIDER_TABLE[id];
  return {
    row,
    endpoints: fromEnv?.endpoints ?? { ...row.endpoints },
    clientId: stored.clientId,
    clientSecret: secret,
  };
}
