/**
 * Which providers an app can offer, from configuration (docs/product/payments-and-providers.md
 * "Third-party sign-in"): per provider `OAUTH_{PROVIDER}_CLIENT_ID` and
 * `OAUTH_{PROVIDER}_CLIENT_SECRET` (both or neither), and optional overrides of every endpoint,
 * `OAUTH_{PROVIDER}_AUTHORIZE_URL`, `_TOKEN_URL`, `_PROFILE_URL`, `_EMAILS_URL`, `_ISSUER` and
 * `_JWKS_URL`. A provider without credentials stays listed and disabled. Endpoints are https,
 * or http on this machine (a local test server).
 */
import { z } from 'zod';
import type { ConfiguredProvider } from './oauth.ts';
import { PROVIDER_TABLE, type ProviderEndpoints, type ProviderId } from './table.ts';

const ENDPOINT_VARS: Readonly<Record<keyof ProviderEndpoints, string>> = {
  authorize: 'AUTHORIZE_URL',
  token: 'TOKEN_URL',
  profile: 'PROFILE_URL',
  emails: 'EMAILS_URL',
  issuer: 'ISSUER',
  jwks: 'JWKS_URL',
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when the URL is https, or http on this machine. */
export function isAllowedEndpoint(raw: string): boolean {
  const url = URL.parse(raw);
  if (!url) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** True when any endpoint is a local http server (tests): oauth4webapi must be told to allow it. */
export function usesLocalHttp(provider: ConfiguredProvider): boolean {
  return Object.values(provider.endpoints).some((url) => url?.startsWith('http:'));
}

function variable(provider: ProviderId, suffix: string): string {
  return `OAUTH_${provider.toUpperCase()}_${suffix}`;
}

const secretSchema = z.string().trim().min(1).max(512);

/**
 * The configured providers, or the list of what is wrong with the variables (each message names
 * the variable and what is expected), so that start-up stops with all of them at once.
 */
export function configureProviders(vars: Readonly<Record<string, string | undefined>>): {
  providers: Partial<Record<ProviderId, ConfiguredProvider>>;
  errors: string[];
} {
  const providers: Partial<Record<ProviderId, ConfiguredProvider>> = {};
  const errors: string[] = [];
  for (const row of Object.values(PROVIDER_TABLE)) {
    const idVar = variable(row.id, 'CLIENT_ID');
    const secretVar = variable(row.id, 'CLIENT_SECRET');
    const clientId = vars[idVar]?.trim() || undefined;
    const clientSecret = vars[secretVar]?.trim() || undefined;
    const endpoints: ProviderEndpoints = { ...row.endpoints };
    for (const [key, suffix] of Object.entries(ENDPOINT_VARS) as [keyof ProviderEndpoints, string][]) {
      const name = variable(row.id, suffix);
      const raw = vars[name]?.trim();
      if (!raw) continue;
      if (!isAllowedEndpoint(raw)) {
        errors.push(`${name} must be an https URL (or http on localhost), got "${raw}"`);
        continue;
      }
      endpoints[key] = raw;
    }
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      errors.push(`${idVar} and ${secretVar} must be set together (the ${row.name} app's credentials)`);
      continue;
    }
    if (!secretSchema.safeParse(clientId).success || !secretSchema.safeParse(clientSecret).success) {
      errors.push(`${idVar} and ${secretVar} must be at most 512 characters`);
      continue;
    }
    providers[row.id] = { row, endpoints, clientId, clientSecret };
  }
  return { providers, errors };
}
