/** The handlers of the admin API's route table (sdk/src/contract/routes/admin-api.ts), by route name. */
import type { ADMIN_API_ROUTES } from '@wf/sdk/contract';
import type { Handlers } from '../../http/mount.ts';

/** One handler per route of the admin API: the type check fails when one is missing. */
export type AdminApiHandlers = Handlers<typeof ADMIN_API_ROUTES>;

/** The webhook routes' names (routes/admin-api/webhooks.ts). */
type WebhookRouteName =
  | 'adminCreateWebhook'
  | 'adminListWebhooks'
  | 'adminDeleteWebhook'
  | 'adminListWebhookDeliveries';

/** The handlers of the webhook routes. */
export type AdminWebhookHandlers = Pick<AdminApiHandlers, WebhookRouteName>;

/** The app settings routes' names (routes/admin-api/app.ts). */
type AppRouteName = 'adminGetApp' | 'adminUpdateApp';

/** The handlers of the app settings routes. */
export type AdminAppHandlers = Pick<AdminApiHandlers, AppRouteName>;

/** The handlers of the member routes. */
export type AdminMemberHandlers = Omit<AdminApiHandlers, WebhookRouteName | AppRouteName>;
