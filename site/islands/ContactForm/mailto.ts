import type { ContactMessage } from '@wf/config/site-api';

/** A mailto: link to `to`; with a draft, the visitor's mail program opens with it filled in. */
export function mailtoHref(to: string, draft?: ContactMessage): string {
  if (!draft) return `mailto:${to}`;
  const body = `${draft.message}\n\n${draft.firstName} ${draft.lastName}\n${draft.email}`;
  return `mailto:${to}?subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(body)}`;
}
