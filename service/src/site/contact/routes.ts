/**
 * POST /contact: the site's contact form (docs/product/website.md §2 "Contact"). Its limit per
 * client, in the form's own words, is declared on the route (config/src/site-api/routes.ts).
 */
import { CONTACT_SENT_MESSAGE, type ContactResponse } from '@wf/config/site-api';
import type { Deps } from '../../http/context.ts';
import type { SiteHandlers } from '../handlers.ts';
import { receiveContactMessage } from './messages.ts';

export function contactHandlers(
  deps: Pick<Deps, 'database' | 'mailer' | 'clock' | 'env'>,
): Pick<SiteHandlers, 'contact'> {
  return {
    contact: async (c, { body }): Promise<ContactResponse> => {
      await receiveContactMessage(deps, c.var.logger, c.var.app, body);
      return { data: { success: true }, message: CONTACT_SENT_MESSAGE };
    },
  };
}
