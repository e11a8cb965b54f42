/**
 * A toast raised just before the page changes, shown again by the next page (the site is not a
 * single-page app, so a toast would go with the page that raised it). The next page's toaster
 * calls `takeFlashToast()` once and shows what it returns.
 *
 * Session storage key: `wf-flash-toast` (JSON ToastOptions), removed when read.
 */
import type { ToastOptions, ToastVariant } from '@wf/ui';

const FLASH_TOAST_KEY = 'wf-flash-toast';
const VARIANTS: readonly string[] = ['default', 'success', 'error', 'destructive'] satisfies ToastVariant[];

/** Whether the previous page kept a toast for this one (the page's loader then loads the toaster). */
export function hasFlashToast(
  storage: Pick<Storage, 'getItem'> = sessionStorage,
  page: string = globalThis.location?.pathname ?? '',
): boolean {
  try {
    const raw = storage.getItem(FLASH_TOAST_KEY);
    return raw !== null && (JSON.parse(raw) as { from?: unknown } | null)?.from !== page;
  } catch {
    return false;
  }
}

/** Keeps a toast for the next page of this tab. */
export function flashToast(
  options: ToastOptions,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
  page: string = globalThis.location?.pathname ?? '',
): void {
  try {
    // The page that keeps it is noted: its own toaster may mount before it leaves, and must not take it.
    storage.setItem(FLASH_TOAST_KEY, JSON.stringify({ ...options, from: page }));
  } catch {
    // Storage refused: the toast is only seen on this page.
  }
}

/** The toast the previous page kept, once; null when there is none. */
export function takeFlashToast(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
  page: string = globalThis.location?.pathname ?? '',
): ToastOptions | null {
  try {
    const raw = storage.getItem(FLASH_TOAST_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as (Partial<ToastOptions> & { from?: string }) | null;
    if (value?.from === page) return null;
    storage.removeItem(FLASH_TOAST_KEY);
    if (typeof value?.title !== 'string') return null;
    return {
      title: value.title,
      ...(typeof value.description === 'string' ? { description: value.description } : {}),
      ...(value.variant && VARIANTS.includes(value.variant) ? { variant: value.variant } : {}),
    };
  } catch {
    return null;
  }
}
