/** createClient: the SDK's one entry point (docs/product/widget.md §7). */
import { createRequester, type Fetch, resolveFetch } from './fetch.ts';
import { type AppMethods, appMethods } from './methods/app.ts';
import { type AuthMethods, authMethods } from './methods/auth.ts';
import { type BillingMethods, billingMethods } from './methods/billing.ts';
import type { CommentMethods } from './methods/comments.ts';
import type { MethodContext } from './methods/context.ts';
import { lazyCommentMethods } from './methods/lazy-comments.ts';
import { type MemberMethods, memberMethods } from './methods/member.ts';
import { type ProviderMethods, providerMethods } from './methods/provider.ts';
import { type TeamMethods, teamMethods } from './methods/team.ts';
import type { PopupHost } from './popup.ts';
import { type AuthChangeCallback, createSession } from './session.ts';
import { type ClientStorage, defaultStorage } from './storage.ts';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** Base URL of the API, for example 'https://example.org/api'. */
  apiUrl: string;
  /** The app id, sent as X-APP-ID. */
  appId: string;
  /**
   * The app's public key (pk_... or pk_sb_... in test mode), sent as X-API-Key. Without it the
   * requests name the app alone, and the service answers with the key of its own mode
   * (docs/security.md "CORS and origins").
   */
  publicKey?: string;
  /** The fetch to use (default: the global fetch). */
  fetch?: Fetch;
  /** Where the session lives (default: cookie + localStorage in browsers, memory in Node). */
  storage?: ClientStorage;
  /** The clock, in epoch milliseconds (for tests). */
  now?: () => number;
  /** The window provider popups open from (default: `window` in browsers; a fake in tests). */
  popupHost?: PopupHost;
}

/** The SDK client. */
export type WfClient = AuthMethods &
  ProviderMethods &
  MemberMethods &
  BillingMethods &
  TeamMethods &
  AppMethods &
  CommentMethods & {
    /**
     * Calls back after login, signup, logout, member changes and changes made in another tab,
     * with the member or null. Returns an unsubscribe.
     */
    onAuthChange(callback: AuthChangeCallback): () => void;
  };

/** Creates a client for one app. Nothing happens until a method is called. */
export function createClient(options: ClientOptions): WfClient {
  const session = createSession(options.storage ?? defaultStorage(), options.now);
  const fetch = resolveFetch(options.fetch);
  const request = createRequester({
    apiUrl: options.apiUrl,
    appId: options.appId,
    publicKey: options.publicKey,
    fetch,
    session,
  });
  const context: MethodContext = {
    request,
    session,
    config: { apiUrl: options.apiUrl, appId: options.appId, publicKey: options.publicKey },
    popupHost: options.popupHost ?? (typeof window === 'undefined' ? undefined : window),
  };
  return {
    ...authMethods(context),
    ...providerMethods(context),
    ...memberMethods(context),
    ...billingMethods(context),
    ...teamMethods(context),
    ...appMethods(context),
    ...lazyCommentMethods(context, fetch),
    onAuthChange: (callback) => session.onChange(callback),
  };
}
