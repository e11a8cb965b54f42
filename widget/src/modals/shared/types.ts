import type { App } from '@wf/sdk/contract';
import type { Translations } from '../../i18n/index.ts';

/** docs/product/widget.md §2: the display states of the auth modals. */
export type AuthDisplay =
  | 'login'
  | 'signup'
  | 'forgot_password'
  | 'reset_password'
  | 'reset_password_success'
  | 'passwordless_token';

/** docs/product/widget.md §4: a request is running ('submitting') or not. */
export type PanelStatus = 'idle' | 'submitting';

/** Props every auth panel takes. */
export interface PanelBaseProps {
  /** The site configuration: branding, providers, passwordless settings, custom fields. */
  app: App;
  /** Language tag such as 'en' or 'es-MX' (English when not shipped). */
  locale?: string;
  /** Overrides of dictionary entries (docs/product/widget.md §3). */
  translations?: Translations;
  /** 'submitting' disables the submit and shows its spinner. */
  status?: PanelStatus;
  /** A failure's message, shown above the submit. */
  error?: string;
  /** docs/product/widget.md §2: params can hide the close button (Escape and the backdrop then do nothing). */
  hideClose?: boolean;
  /** The person asked to close the modal. */
  onClose?: () => void;
}
