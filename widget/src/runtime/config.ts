/** Where the widget finds its app: the install script's data attributes (docs/architecture.md "The widget"). */

/** What the widget needs to talk to the service. */
export interface WidgetConfig {
  /** The app id (data-app-id, or data-memberstack-app). */
  appId: string;
  /**
   * The app's public key, pk_... or pk_sb_... in test mode (data-public-key). Real Memberstack
   * tags carry none: the requests then name the app alone, and the service answers with the key
   * of its own mode (docs/security.md "CORS and origins").
   */
  publicKey?: string;
  /** Base URL of the API (data-api); by default /api on the origin that served widget.js. */
  apiUrl: string;
  /** Language of the modals (data-locale), e.g. 'es'; English when absent or not shipped. */
  locale?: string;
  /** Base URL the lazy chunks load from (the folder of widget.js). */
  assetBase: string;
}

/** Test (sandbox) or live. */
export type KeyMode = 'test' | 'live';

/**
 * The mode the install's key says: test keys start pk_sb_ (docs/product/widget.md §6: the test
 * card modal never shows for live keys). Null without a key: the service's answer says it
 * (the widget's `mode()`).
 */
export function keyMode(config: Pick<WidgetConfig, 'publicKey'>): KeyMode | null {
  if (!config.publicKey) return null;
  return config.publicKey.startsWith('pk_sb_') ? 'test' : 'live';
}

/** Whether the install's key is a test key (false without a key: ask the widget's `mode()`). */
export function isTestMode(config: Pick<WidgetConfig, 'publicKey'>): boolean {
  return keyMode(config) === 'test';
}

/**
 * Reads the configuration from a script or element carrying data-app-id (and optionally
 * data-public-key), or Memberstack's names for them, data-memberstack-app and
 * data-memberstack-key, so an existing install only changes its `src`
 * (docs/product/data-attributes.md §1).
 */
export function readConfig(element: HTMLElement, assetBase: string): WidgetConfig {
  const { api, locale } = element.dataset;
  const appId = element.dataset.appId || element.dataset.memberstackApp;
  const publicKey = element.dataset.publicKey || element.dataset.memberstackKey || undefined;
  if (!appId) {
    throw new Error(
      'World Family widget: the script tag needs data-app-id (or data-memberstack-app), the id of your app.',
    );
  }
  return {
    appId,
    publicKey,
    apiUrl: new URL(api ?? '/api', assetBase).href.replace(/\/$/, ''),
    locale: locale || undefined,
    assetBase,
  };
}
