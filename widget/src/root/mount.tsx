/**
 * The UI chunk's entry: one shadow root per page holding the modals (docs/architecture.md "The widget": the host page's
 * CSS cannot reach them and ours cannot leak out).
 */
import type { App } from '@wf/sdk/contract';
import { ERROR_CODES, GENERIC_ERROR_MESSAGE, isWfError, WfError } from '@wf/sdk/errors';
import uiStyles from '@wf/ui/styles.css?inline';
import { createRoot } from 'react-dom/client';
import type { UiContext } from '../runtime/widget.ts';
import widgetStyles from '../styles.css?inline';
import { pxFromRem } from './css.ts';
import { WidgetRoot } from './WidgetRoot.tsx';

/** The host element's id (one per page). */
export const HOST_ID = 'wf-widget';

let mounted = false;

/** Mounts the widget UI once; later calls do nothing. */
export function mountUi({ client, config, stores, toaster }: UiContext): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = HOST_ID;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  // Pages often set html { font-size: 62.5% } or larger: our sizes must not follow theirs.
  style.textContent = pxFromRem(`${uiStyles}\n${widgetStyles}`);
  const container = document.createElement('div');
  container.className = 'wf-shadow-root';
  shadow.append(style, container);
  document.body.append(host);

  const root = createRoot(container);
  const render = (app: App | null, appError?: WfError) =>
    root.render(
      <WidgetRoot
        client={client}
        app={app}
        appError={appError}
        onRetryApp={loadApp}
        locale={config.locale}
        stores={stores}
        toaster={toaster}
      />,
    );
  function loadApp() {
    render(null);
    client.getApp().then(
      ({ data }) => render(data),
      (error: unknown) => {
        console.error('World Family widget: could not load the app configuration.', error);
        render(
          null,
          isWfError(error)
            ? error
            : new WfError(ERROR_CODES.internal, GENERIC_ERROR_MESSAGE, { cause: error }),
        );
      },
    );
  }
  loadApp();
}
