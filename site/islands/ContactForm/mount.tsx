import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from './ContactForm.tsx';

/**
 * Hydrates the contact form that the page rendered to static HTML. The page loads this with a
 * dynamic import from a module script, so no JavaScript runs before first paint (issue #2);
 * an Astro client directive would inline its loader into the page.
 */
export function mountContactForm(container: HTMLElement) {
  const contactEmail = container.dataset.contactEmail ?? '';
  hydrateRoot(container, <ContactForm contactEmail={contactEmail} />);
}
