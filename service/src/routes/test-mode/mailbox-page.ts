/** The HTML of the dev mailbox: plain, accessible, every value escaped, no script. */
import type { MailboxEntry } from '../../mail/mailbox.ts';
import { escapeHtml } from '../../mail/templates/escape.ts';
import { renderDocument } from '../pages/document.ts';
import type { PageTheme } from '../pages/theme.ts';

const STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--wf-color-text); background: var(--wf-color-bg); }
main { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { margin: 0 0 .25rem; font-size: 1.75rem; }
.intro { margin: 0 0 1.5rem; color: var(--wf-color-text-muted); }
form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-bottom: 1.5rem; }
label { display: flex; flex-direction: column; font-weight: 600; }
input, button, .reset { font: inherit; padding: .5rem .75rem; border-radius: .375rem; }
input { border: 1px solid var(--wf-color-border-field); min-width: 18rem; }
button { border: 0; background: var(--wf-color-primary); color: var(--wf-color-primary-contrast); cursor: pointer; }
.reset { color: var(--wf-color-primary); }
:focus-visible { outline: 3px solid var(--wf-color-primary); outline-offset: 2px; }
ol { list-style: none; margin: 0; padding: 0; }
article { background: var(--wf-color-surface); border: 1px solid var(--wf-color-border); border-radius: .5rem; padding: 1rem 1.25rem; margin-bottom: 1rem; }
h2 { margin: 0 0 .5rem; font-size: 1.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .125rem 1rem; margin: 0 0 .75rem; }
dt { font-weight: 600; color: var(--wf-color-text-muted); }
dd { margin: 0; overflow-wrap: anywhere; }
.code { display: inline-block; margin: 0 0 .75rem; padding: .25rem .75rem; font: 700 1.75rem/1.4 ui-monospace, monospace; letter-spacing: .2em; background: var(--wf-color-primary-soft); border-radius: .375rem; user-select: all; }
.error { color: var(--wf-color-danger); }
pre { margin: 0; padding: .75rem; background: var(--wf-color-surface-sunken); border-radius: .375rem; white-space: pre-wrap; overflow-wrap: anywhere; font: .9rem/1.5 ui-monospace, monospace; }
`;

function timeOf(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;
}

function status(entry: MailboxEntry): string {
  if (entry.sentAt) return `sent ${timeOf(entry.sentAt)}`;
  if (entry.error) return `<span class="error">not delivered: ${escapeHtml(entry.error)}</span>`;
  return 'kept in the outbox (no SMTP server)';
}

function renderEntry(entry: MailboxEntry): string {
  const code = entry.code
    ? `<p>Code: <strong class="code" aria-label="Code ${escapeHtml(entry.code.split('').join(' '))}">${escapeHtml(entry.code)}</strong></p>`
    : '';
  return `<li><article aria-labelledby="subject-${escapeHtml(entry.id)}">
<h2 id="subject-${escapeHtml(entry.id)}">${escapeHtml(entry.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(entry.to)}</dd>
${entry.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(entry.replyTo)}</dd>\n` : ''}<dt>Received</dt><dd>${timeOf(entry.createdAt)}</dd>
<dt>Status</dt><dd>${status(entry)}</dd>
</dl>
${code}
<pre>${escapeHtml(entry.text)}</pre>
</article></li>`;
}

/** The whole page: a filter by recipient and the messages, newest first. */
export function renderMailboxPage(
  entries: MailboxEntry[],
  to: string | undefined,
  theme?: PageTheme,
): string {
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'All mail';
  const list =
    entries.length === 0
      ? '<p>No mail yet.</p>'
      : `<ol aria-label="Messages, newest first">\n${entries.map(renderEntry).join('\n')}\n</ol>`;
  return renderDocument({
    title: 'Dev mailbox',
    theme,
    style: STYLE,
    body: `<main>
<h1>Dev mailbox</h1>
<p class="intro">Test mode only: every e-mail the service has sent or kept in its outbox, newest first. ${heading}: ${entries.length} shown.</p>
<form method="get" action="/dev/mailbox" role="search">
<label>Recipient e-mail<input type="email" name="to" value="${escapeHtml(to ?? '')}" autocomplete="off"></label>
<button type="submit">Filter</button>
${to ? '<a class="reset" href="/dev/mailbox">Show all mail</a>' : ''}
</form>
${list}
</main>`,
  });
}
