/**
 * Which app the console runs in this tab (docs/console.md "Apps"): the site's own app, whose
 * session is the site's cookie, or an app the administrator created and switched to, whose
 * session (a bearer token from POST /admin/apps/{appId}/session) is kept in the tab's session
 * storage until they choose the site's app again or close the tab. Every console client is made
 * for the {@link ConsoleTarget} read here. Browser-safe; the SDK is loaded on the first call.
 */
import type { RouteCaller } from '@wf/sdk';
import { type ConsoleApp, type ConsoleAppSession, consoleAppSessionSchema } from '@wf/sdk/contract';
import { readWidgetConfig, type WidgetConfig } from '../widget-config.ts';

/** The key of the switched app's session in session storage. */
export const CURRENT_APP_KEY = 'wf-console-app';

/** Where the console's calls go: the app, its public key and, in a switched app, its session. */
export interface ConsoleTarget extends WidgetConfig {
  /** The switched app's session token; absent in the site's own app (its cookie is sent). */
  token?: string | null;
  /** The switched app, as the service named it. */
  app?: ConsoleApp;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (a sandboxed frame, strict privacy settings): the site's app only.
    return null;
  }
}

/** The switched app's session, or null (none, expired, or not one the service gave). */
export function readSwitchedApp(
  store: Store | null = sessionStore(),
  now = Date.now(),
): ConsoleAppSession | null {
  const text = store?.getItem(CURRENT_APP_KEY);
  if (!text) return null;
  try {
    const parsed = consoleAppSessionSchema.safeParse(JSON.parse(text));
    if (parsed.success && Date.parse(parsed.data.expiresAt) > now) return parsed.data;
  } catch {
    // Not JSON: forgotten below.
  }
  store?.removeItem(CURRENT_APP_KEY);
  return null;
}

/** Runs the console in the app of `session` from now on, in this tab. */
export function enterApp(session: ConsoleAppSession, store: Store | null = sessionStore()): void {
  store?.setItem(CURRENT_APP_KEY, JSON.stringify(session));
}

/** Runs the console in the site's own app again. */
export function leaveApp(store: Store | null = sessionStore()): void {
  store?.removeItem(CURRENT_APP_KEY);
}

/** The target of this page's console calls, or null on a page without the app's configuration. */
export function readConsoleTarget(
  doc: Pick<Document, 'getElementById'> = document,
  store: Store | null = sessionStore(),
): ConsoleTarget | null {
  const config = readWidgetConfig(doc);
  if (!config) return null;
  const switched = readSwitchedApp(store);
  if (!switched) return config;
  return {
    apiUrl: config.apiUrl,
    appId: switched.app.id,
    publicKey: switched.app.publicKey,
    token: switched.token,
    app: switched.app,
  };
}

/** The SDK's caller for `target`, loaded on the first call. */
export function consoleCaller(target: ConsoleTarget): RouteCaller {
  let caller: Promise<RouteCaller> | undefined;
  return async (route, input) => {
    caller ??= import('@wf/sdk').then(({ createCaller, memoryStorage, MEMBER_COOKIE }) => {
      const options = { apiUrl: target.apiUrl, appId: target.appId, publicKey: target.publicKey };
      if (!target.token) return createCaller(options);
      // The switched app's token, sent as a bearer token; the site's cookie is left alone.
      const storage = memoryStorage();
      storage.setItem(MEMBER_COOKIE, target.token);
      return createCaller({ ...options, storage });
    });
    return (await caller)(route, input);
  };
}

/** The headers of a console call made without the SDK (a file download). */
export function consoleHeaders(target: ConsoleTarget): Record<string, string> {
  return {
    'X-APP-ID': target.appId,
    'X-API-Key': target.publicKey,
    ...(target.token ? { Authorization: `Bearer ${target.token}` } : {}),
  };
}
