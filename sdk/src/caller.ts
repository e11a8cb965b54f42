/**
 * Calls the routes of any route table the way the SDK's own methods do: the same headers,
 * session token, CSRF echo, answer validation and errors. A site's own backend (World
 * Family's, in site/lib/api/) is called through it, apart from the membership client.
 */
import type { ClientOptions } from './client.ts';
import { createRequester, type Requester, resolveFetch } from './fetch.ts';
import { createSession } from './session.ts';
import { defaultStorage } from './storage.ts';

/** A function that calls one route of a table: `call(SITE_ROUTES.contact, { body })`. */
export type RouteCaller = Requester;

/** Creates a caller for one app; the session is the one the SDK keeps in the same storage. */
export function createCaller(options: Omit<ClientOptions, 'now'>): RouteCaller {
  return createRequester({
    apiUrl: options.apiUrl,
    appId: options.appId,
    publicKey: options.publicKey,
    fetch: resolveFetch(options.fetch),
    session: createSession(options.storage ?? defaultStorage()),
  });
}
