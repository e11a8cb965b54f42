import { type ToastOptions, toast } from '@wf/ui';
import { WidgetToaster } from '@wf/widget';
import { useEffect } from 'react';
import { takeFlashToast } from '../../lib/flash-toast.ts';

export interface SiteToasterProps {
  /** Toasts raised on this page before the toaster was there, shown again once it is. */
  early?: readonly ToastOptions[];
}

/**
 * The page's toaster (shared with the widget's modals, kept above them), loaded only when a toast
 * is due (mount.tsx). Once its live region is on the page it shows the toast the previous page
 * kept for it, such as 'Access Denied' after a redirect, and those raised before it arrived, so
 * that each is announced.
 */
export function SiteToaster({ early = [] }: SiteToasterProps) {
  useEffect(() => {
    const kept = takeFlashToast();
    if (kept) toast(kept);
    for (const options of early) toast(options);
  }, [early]);
  return <WidgetToaster />;
}
