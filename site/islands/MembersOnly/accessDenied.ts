import { ADMIN_REQUIRED_MESSAGE } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';

/** website-spec §8 "Not admin". */
export const ACCESS_DENIED_TOAST: ToastOptions = {
  title: 'Access Denied',
  description: ADMIN_REQUIRED_MESSAGE,
  variant: 'destructive',
};
