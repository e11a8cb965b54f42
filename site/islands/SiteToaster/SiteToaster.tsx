import { toast } from '@wf/ui';
import { WidgetToaster } from '@wf/widget';
import { useEffect } from 'react';
import { takeFlashToast } from '../../lib/flash-toast.ts';

/**
 * The page's toaster (shared with the widget's modals, kept above them). On arrival it shows the
 * toast the previous page kept for it, such as 'Access Denied' after a redirect.
 */
export function SiteToaster() {
  useEffect(() => {
    const kept = takeFlashToast();
    if (kept) toast(kept);
  }, []);
  return <WidgetToaster />;
}
