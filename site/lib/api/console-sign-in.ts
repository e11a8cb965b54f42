/**
 * The console's Sign-up and sign-in calls (docs/console.md "Sign-up and sign-in") as
 * /admin/sign-in makes them: the platform's CONSOLE_SIGN_IN_ROUTES under /api/admin/, signed in
 * as a member holding the app's admin plan. An interface of its own, so that stories pass a fake
 * at the boundary.
 */

import {
  CONSOLE_SIGN_IN_ROUTES,
  type ConsoleCustomFieldInput,
  type ConsoleProviderCredentialsRequest,
  type ConsoleProviderId,
  type ConsoleSignIn,
  type ConsoleUpdateSignInRequest,
} from '@wf/sdk/contract';
import { type ConsoleTarget, consoleCaller } from '../console/current-app.ts';
import { usePageClient } from './page-client.ts';

/** The Sign-up and sign-in screen's calls; each answers the screen's settings. */
export interface ConsoleSignInApi {
  signIn(): Promise<ConsoleSignIn>;
  update(request: ConsoleUpdateSignInRequest): Promise<ConsoleSignIn>;
  setCustomFields(fields: ConsoleCustomFieldInput[]): Promise<ConsoleSignIn>;
  setProvider(provider: ConsoleProviderId, enabled: boolean): Promise<ConsoleSignIn>;
  setCredentials(
    provider: ConsoleProviderId,
    credentials: ConsoleProviderCredentialsRequest,
  ): Promise<ConsoleSignIn>;
  removeCredentials(provider: ConsoleProviderId): Promise<ConsoleSignIn>;
}

/** The Sign-up and sign-in client for the app `config` names (the site's own, or the one switched to). */
export function createConsoleSignInApi(config: ConsoleTarget): ConsoleSignInApi {
  const call = consoleCaller(config);
  const routes = CONSOLE_SIGN_IN_ROUTES;
  return {
    signIn: async () => (await call(routes.consoleGetSignIn, {})).data,
    update: async (body) => (await call(routes.consoleUpdateSignIn, { body })).data,
    setCustomFields: async (fields) => (await call(routes.consoleSetCustomFields, { body: { fields } })).data,
    setProvider: async (provider, enabled) =>
      (await call(routes.consoleSetProvider, { params: { provider }, body: { enabled } })).data,
    setCredentials: async (provider, body) =>
      (await call(routes.consoleSetProviderCredentials, { params: { provider }, body })).data,
    removeCredentials: async (provider) =>
      (await call(routes.consoleRemoveProviderCredentials, { params: { provider } })).data,
  };
}

/** The page's Sign-up and sign-in client once the island runs in the browser (null on the server). */
export function useConsoleSignInApi(): ConsoleSignInApi | null {
  return usePageClient(createConsoleSignInApi);
}
