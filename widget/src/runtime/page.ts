/**
 * The ES module way in (docs/architecture.md "The widget"): the Astro site imports the widget, so its islands and the
 * modals share one React and one member store. The configuration comes from the page's
 * #wf-widget-config element (same data attributes as the script tag).
 */
import { readConfig } from './config.ts';
import { createWidget, type WidgetApi } from './widget.ts';

/** The id of the element carrying data-app-id, data-public-key and data-api. */
export const CONFIG_ELEMENT_ID = 'wf-widget-config';

let widget: WidgetApi | undefined;

/** The page's widget, created on first use from #wf-widget-config. */
export function getWidget(): WidgetApi {
  if (widget) return widget;
  const element = document.getElementById(CONFIG_ELEMENT_ID);
  if (!element) throw new Error(`World Family widget: the page has no #${CONFIG_ELEMENT_ID} element.`);
  const config = readConfig(element, document.baseURI);
  widget = createWidget({
    config,
    loadClient: () => import('@wf/sdk').then(({ createClient }) => createClient(config)),
    loadUi: () => import('../root/mount.tsx'),
    // The site mounts <WidgetToaster /> in its layout, so its own toasts and the widget's share one place.
    toaster: false,
  });
  return widget;
}
