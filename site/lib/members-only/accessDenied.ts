import { ADMIN_REQUIRED_MESSAGE } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';

/** docs/product/website.md §8 "Not admin". */
export const ACCESS_DENIED_TOAST: ToastOptions = {
  title: 'Access Denied',
  description: ADMIN_REQUIRED_MESSAGE,
  variant: 'destructive',
};
