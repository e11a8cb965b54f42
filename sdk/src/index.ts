/** @wf/sdk: the typed client of the membership API (the client arrives with the service issue). */
export const SDK_VERSION = '1.2.0';
export type { ContactMessage } from './contract/contact.ts';
export { CONTACT_MESSAGE_LIMITS, contactMessageSchema } from './contract/contact.ts';
