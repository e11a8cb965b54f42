/**
 * The contact form's `send`: POST /contact through the SDK client, with the app named by the
 * page's configuration element (site/lib/widget-config.ts). A failure rejects with the SDK's
 * WfError, whose message is meant for people (e.g. how long to wait after too many messages).
 */
import { type ContactMessage, createClient, type Fetch } from '@wf/sdk';
import type { WidgetConfig } from '../../lib/widget-config.ts';

/** A `send` for {@link ContactForm} that delivers through the membership service. */
export function contactSender(
  config: WidgetConfig,
  fetch?: Fetch,
): (message: ContactMessage) => Promise<void> {
  const client = createClient({ ...config, ...(fetch ? { fetch } : {}) });
  return async (message) => {
    await client.sendContactMessage(message);
  };
}
