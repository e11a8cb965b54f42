import { useStore } from '@nanostores/react';
import { Toaster } from '@wf/ui';
import { $modal } from '../runtime/modal.ts';
import { TopLayer } from './TopLayer.tsx';

/**
 * The toasts of a page that embeds the widget as a module (the site): one toaster for the page's
 * own toasts and the widget's, kept above whichever modal is open.
 */
export function WidgetToaster() {
  const request = useStore($modal);
  return (
    <TopLayer watch={request?.id}>
      <Toaster />
    </TopLayer>
  );
}
