import { hydrateRoot } from 'react-dom/client';
import { getSiteApi } from '../../lib/api/useSiteApi.ts';
import { ContactForm } from './ContactForm.tsx';
import { contactSender } from './send.ts';

/**
 * Hydrates the contact form that the page rendered to static HTML, wired to POST /contact of
 * the app the page names (its configuration element). The page loads this with a dynamic
 * import from a module script, so no JavaScript runs before first paint (docs/architecture.md "The site"); an Astro
 * client directive would inline its loader into the page.
 */
export function mountContactForm(container: HTMLElement) {
  const contactEmail = container.dataset.contactEmail ?? '';
  const api = getSiteApi();
  // Without a configuration the form says plainly that it cannot send, and offers the address.
  const send = api ? contactSender(api) : undefined;
  hydrateRoot(container, <ContactForm contactEmail={contactEmail} send={send} />);
}
