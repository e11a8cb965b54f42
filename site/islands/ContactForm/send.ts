/**
 * The contact form's `send`: POST /contact through the site's client, for the app the page's
 * configuration element names. A failure rejects with the SDK's WfError, whose message is meant
 * for people (e.g. how long to wait after too many messages).
 */
import type { ContactMessage } from '@wf/config/site-api';
import type { SiteApi } from '../../lib/api/client.ts';

/** A `send` for {@link ContactForm} that delivers through the site's backend. */
export function contactSender(
  api: Pick<SiteApi, 'sendContactMessage'>,
): (message: ContactMessage) => Promise<void> {
  return async (message) => {
    await api.sendContactMessage(message);
  };
}
