/** The site's contact form (issue 3: POST /contact). */
import { type ContactMessage, type ContactResponse, contactResponseSchema } from '../contract/contact.ts';
import type { MethodContext } from './context.ts';

/** Builds the contact methods. */
export function contactMethods({ request }: Pick<MethodContext, 'request'>) {
  return {
    /**
     * Sends a contact-form message to the site's contact address. Resolves with
     * `{ data: { success: true }, message }`; rejects with a WfError (429 'rate-limited' when
     * the visitor sent too many). POST /contact
     */
    sendContactMessage: (message: ContactMessage): Promise<ContactResponse> =>
      request({ method: 'POST', path: '/contact', body: message, schema: contactResponseSchema }),
  };
}

/** The contact methods of a client. */
export type ContactMethods = ReturnType<typeof contactMethods>;
