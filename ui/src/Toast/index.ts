export { TOAST_DURATION_MS } from './constants.ts';
export type { ToastOptions, ToastVariant } from './store.ts';
export { dismissAllToasts, dismissToast, getToasts, subscribeToToasts, toast } from './store.ts';
export type { ToastProps } from './Toast.tsx';
export { Toast } from './Toast.tsx';
export type { ToasterProps } from './Toaster.tsx';
export { Toaster } from './Toaster.tsx';
