/**
 * widget.js: the script-tag loader (docs/architecture.md "The widget"). It reads its data attributes,
 * shows the cached member at once, and puts the API on `window.$memberstackDom`. The SDK and the
 * React modals are chunks beside it, fetched on first use and preloaded when the browser is idle.
 */
import type { WfClient } from '@wf/sdk';
import { protectPage } from '../attributes/protect.ts';
import { type ActionsModule, type CommentsModule, startAttributeRuntime } from '../attributes/runtime.ts';
import type { InspectorOptions } from '../inspector/start.tsx';
import { readConfig, type WidgetConfig } from '../runtime/config.ts';
import { createWidget, type UiModule, type WidgetApi } from '../runtime/widget.ts';

declare global {
  interface Window {
    /** The widget API, under the name @memberstack/dom pages use. */
    $memberstackDom?: WidgetApi;
  }
}

/** File names of the chunks, written in by the build (see widget/build/). */
declare const __WF_CHUNKS__: {
  sdk: string;
  ui: string;
  attributes: string;
  inspector: string;
  comments: string;
};

/** The inspector chunk (../inspector/start.tsx). */
interface InspectorModule {
  startInspector(options: InspectorOptions): void;
}

function importChunk<T>(config: WidgetConfig, file: string): Promise<T> {
  return import(/* @vite-ignore */ new URL(file, config.assetBase).href) as Promise<T>;
}

function install(script: HTMLScriptElement): void {
  if (window.$memberstackDom) {
    console.warn('World Family widget: installed twice; the first install stays.');
    return;
  }
  const config = readConfig(script, new URL('.', script.src).href);
  const widget = createWidget({
    config,
    loadClient: () =>
      importChunk<{ createClient: (options: WidgetConfig) => WfClient }>(config, __WF_CHUNKS__.sdk).then(
        ({ createClient }) => createClient(config),
      ),
    loadUi: () => importChunk<UiModule>(config, __WF_CHUNKS__.ui),
  });
  window.$memberstackDom = widget;
  // docs/product/data-attributes.md §1: the data-attribute runtime starts with the loader.
  const attributes = startAttributeRuntime({
    widget,
    loadActions: () => importChunk<ActionsModule>(config, __WF_CHUNKS__.attributes),
    loadComments: () => importChunk<CommentsModule>(config, __WF_CHUNKS__.comments),
    protect: protectPage,
  });
  // docs/product/inspector.md: test mode only; a live page never fetches the inspector's code. The
  // mode is the tag's key's, or for a tag with the app id alone the service's answer at boot.
  document.addEventListener(
    'memberstack.ready',
    () => {
      widget
        .mode()
        .then((mode) => {
          if (mode !== 'test') return;
          return importChunk<InspectorModule>(config, __WF_CHUNKS__.inspector).then(({ startInspector }) =>
            startInspector({ context: attributes, assetBase: config.assetBase }),
          );
        })
        .catch((error: unknown) =>
          console.error('World Family widget: could not load the inspector.', error),
        );
    },
    { once: true },
  );

  const whenIdle = (callback: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(callback, { timeout: 4000 })
      : setTimeout(callback, 1500);
  // The runtime has asked for the member already; the modals preload when the browser is idle.
  whenIdle(() => {
    widget.preload().catch((error: unknown) => console.error('World Family widget: could not load.', error));
  });
  document.dispatchEvent(new CustomEvent('wf:ready', { detail: widget }));
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement) install(script);
else console.error('World Family widget: load widget.js with a classic <script src> tag.');
