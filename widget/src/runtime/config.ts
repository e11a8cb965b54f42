/** Where the widget finds its app: the install script's data attributes (docs/architecture.md "The widget"). */

/** What the widget needs to talk to the service. */
export interface WidgetConfig {
  /** The app id (data-app-id). */
  appId: string;
  /** The app's public key, pk_... or pk_sb_... in test mode (data-public-key). */
  publicKey: string;
  /** Base URL of the API (data-api); by default /api on the origin that served widget.js. */
  apiUrl: string;
  /** Language of the modals (data-locale), e.g. 'es'; English when absent or not shipped. */
  locale?: string;
  /** Base URL the lazy chunks load from (the folder of widget.js). */
  assetBase: string;
}

/** The test-mode keys start pk_sb_ (docs/product/widget.md §6: the test card modal never shows for live keys). */
export function isTestMode(config: Pick<WidgetConfig, 'publicKey'>): boolean {
  return config.publicKey.startsWith('pk_sb_');
}

/**
 * Reads the configuration from a script or element carrying data-app-id and data-public-key, or
 * Memberstack's names for them, data-memberstack-app and data-memberstack-key, so an existing
 * install only changes its `src` (docs/product/data-attributes.md §1).
 */
export function readConfig(element: HTMLElement, assetBase: string): WidgetConfig {
  const { api, locale } = element.dataset;
  const appId = element.dataset.appId || element.dataset.memberstackApp;
  const publicKey = element.dataset.publicKey || element.dataset.memberstackKey;
  if (!appId || !publicKey) {
    throw new Error(
      'World Family widget: the script tag needs data-app-id and data-public-key (or data-memberstack-app and data-memberstack-key).',
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
