/**
 * The pages of the links in security e-mails (docs/security.md "Changing the e-mail address",
 * "Notices"): first a page that says what the button will do, then the page of the result.
 * Plain HTML: inline CSS, no script, every value escaped, readable on a phone.
 */
import { escapeHtml } from '../../mail/templates/escape.ts';
import { renderDocument } from '../pages/document.ts';
import type { PageTheme } from '../pages/theme.ts';

/** What a page says, and the button that confirms, when there is one. */
export interface AccountPage {
  /** The app's name, or null when the link names no app we know. */
  appName: string | null;
  heading: string;
  paragraphs: string[];
  /** The button: POSTs the link's token and app back to the same path. */
  confirm?: { label: string; token: string; app: string };
  /** Where to go next. */
  next: { href: string; label: string };
  /** The app's colours and icon over ui's tokens. */
  theme?: PageTheme;
}

const STYLE = `
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--wf-color-text); background: var(--wf-color-bg); }
header { padding: 1rem 1.25rem; text-align: center; font-weight: 700; letter-spacing: .02em; }
main { flex: 1; width: 100%; max-width: 28rem; margin: 0 auto; padding: 0 1rem 2rem; box-sizing: border-box; }
.panel { background: var(--wf-color-surface); border-radius: 1rem; padding: 1.5rem; box-shadow: var(--wf-shadow-md); }
h1 { margin: 0 0 1rem; font-size: 1.375rem; line-height: 1.3; }
p { margin: 0 0 1rem; overflow-wrap: anywhere; }
button { width: 100%; min-height: 2.75rem; margin: .5rem 0 1rem; border: 0; border-radius: .625rem; background: var(--wf-color-primary); color: var(--wf-color-primary-contrast); font: inherit; font-weight: 600; cursor: pointer; }
button:hover { background: var(--wf-color-primary-hover); }
a { color: var(--wf-color-primary); font-weight: 600; }
button:focus-visible, a:focus-visible { outline: 3px solid var(--wf-color-primary); outline-offset: 3px; }
`;

/** The whole document of an account page. */
export function renderAccountPage(page: AccountPage): string {
  const site = page.appName ?? 'Your account';
  const form = page.confirm
    ? `<form method="post">
<input type="hidden" name="token" value="${escapeHtml(page.confirm.token)}">
<input type="hidden" name="app" value="${escapeHtml(page.confirm.app)}">
<button type="submit">${escapeHtml(page.confirm.label)}</button>
</form>`
    : '';
  return renderDocument({
    title: `${page.heading} · ${site}`,
    robots: 'noindex, nofollow',
    theme: page.theme,
    style: STYLE,
    body: `<header>${escapeHtml(site)}</header>
<main>
<div class="panel">
<h1>${escapeHtml(page.heading)}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${form}
<p><a href="${escapeHtml(page.next.href)}">${escapeHtml(page.next.label)}</a></p>
</div>
</main>`,
  });
}
