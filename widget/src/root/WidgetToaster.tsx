import { Toaster } from '@wf/ui';
import { TopLayer } from './TopLayer.tsx';

/**
 * The toasts of a page that embeds the widget as a module (the site): one toaster for the page's
 * own toasts and the widget's, kept above whichever modal is open.
 */
export function WidgetToaster() {
  return (
    <TopLayer>
      <Toaster />
    </TopLayer>
  );
}
