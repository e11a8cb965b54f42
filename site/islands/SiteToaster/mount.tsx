import { dismissAllToasts, getToasts } from '@wf/ui';
import { createRoot } from 'react-dom/client';
import { SiteToaster } from './SiteToaster.tsx';

let mounted = false;

/**
 * Renders the page's toaster in `host` (BaseLayout.astro's empty element), once. The page's
 * loader imports this when a toast is due (site/lib/toast-due.ts). Toasts already queued are
 * taken off the queue and raised again by the toaster once its live region is on the page: a
 * live region that arrives with its message is not read out.
 */
export function mountSiteToaster(host: HTMLElement): void {
  if (mounted) return;
  mounted = true;
  const early = getToasts().map(({ id: _id, ...options }) => options);
  dismissAllToasts();
  createRoot(host).render(<SiteToaster early={early} />);
}
