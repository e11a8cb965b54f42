/**
 * The public pass page (docs/architecture.md "The members area"): the member card with its QR code and 'Add to Apple Wallet',
 * and the page of an unknown pass. Plain HTML made for phones: inline CSS, no script, no
 * external asset, every value escaped; in the service's one page document, coloured by ui's
 * tokens (routes/pages/document.ts).
 */
import { readFileSync } from 'node:fs';
import { SITE_PATHS } from '@wf/config/site-paths';
import { escapeHtml } from '../../mail/templates/escape.ts';
import { renderDocument } from '../../routes/pages/document.ts';
import type { PageTheme } from '../../routes/pages/theme.ts';
import { type MemberCard, ORGANIZATION_NAME } from './card.ts';

/** The emblem of the pass images, shown beside the organisation's name (decorative). */
const EMBLEM = readFileSync(new URL('assets/emblem.svg', import.meta.url), 'utf8')
  .replace(/<!--[\s\S]*?-->/g, '')
  .replace(/^<svg /, '<svg aria-hidden="true" focusable="false" class="emblem" ')
  .trim();

/** Apple Wallet's glyph on the button (decorative). */
const WALLET_GLYPH =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" class="glyph"><rect x="2.5" y="4.5" width="19" height="15" rx="3" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M2.5 9.5h19M2.5 12.5h19" stroke="currentColor" stroke-width="1.8"/><circle cx="17" cy="15.5" r="1.4" fill="currentColor"/></svg>';

const STYLE = `
body { margin: 0; }
.page { min-height: 100vh; display: flex; flex-direction: column; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--wf-color-text); background: var(--wf-color-bg); }
.page a { color: var(--wf-color-primary); }
.page a:focus-visible { outline: 3px solid var(--wf-color-primary); outline-offset: 3px; border-radius: 4px; }
.top, .bottom { padding: 1rem 1.25rem; text-align: center; }
.top a { font-weight: 700; text-decoration: none; letter-spacing: .02em; }
.content { flex: 1; width: 100%; max-width: 24rem; margin: 0 auto; padding: 0 1rem 2rem; box-sizing: border-box; }
h1 { margin: .5rem 0 1rem; font-size: 1.5rem; line-height: 1.25; text-align: center; }
.card { background: var(--wf-color-primary); color: var(--wf-color-primary-contrast); border-radius: 1.25rem; padding: 1.25rem 1.25rem 1.5rem; box-shadow: 0 12px 32px color-mix(in srgb, var(--wf-color-primary) 35%, transparent); }
.card-top { display: flex; align-items: center; gap: .5rem; font-weight: 700; }
.emblem { width: 2.25rem; height: 2.25rem; flex: none; }
.badge { margin-left: auto; padding: .125rem .625rem; border: 1px solid var(--wf-color-primary-soft); border-radius: 999px; font-size: .8125rem; font-weight: 600; color: var(--wf-color-primary-contrast); }
.name { margin: 1.25rem 0 0; font-size: 1.625rem; font-weight: 700; line-height: 1.2; overflow-wrap: anywhere; }
.facts { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin: 1rem 0 1.25rem; }
.facts div { min-width: 0; }
.facts .wide { grid-column: 1 / -1; }
.facts dt { font-size: .75rem; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; color: var(--wf-color-primary-soft); }
.facts dd { margin: .125rem 0 0; font-weight: 600; overflow-wrap: anywhere; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .875rem; }
.qr-box { margin: 0; padding: .75rem; background: var(--wf-color-surface); color: var(--wf-color-text); border-radius: .875rem; text-align: center; }
.qr { display: block; width: 100%; max-width: 200px; height: auto; margin: 0 auto; }
.qr-box figcaption { margin-top: .25rem; font-size: .875rem; color: var(--wf-color-text-muted); }
.page .wallet { display: flex; align-items: center; justify-content: center; gap: .625rem; margin: 1.5rem 0 .75rem; padding: .875rem 1rem; border-radius: .75rem; background: #000; color: #fff; font-size: 1.0625rem; font-weight: 600; text-decoration: none; }
.page .wallet:hover { background: #1f1f1f; }
.glyph { width: 1.5rem; height: 1.5rem; flex: none; }
.hint { margin: 0; font-size: .9375rem; color: var(--wf-color-text-muted); text-align: center; }
.missing { text-align: center; }
.missing p { color: var(--wf-color-text-muted); }
.actions { display: flex; flex-wrap: wrap; justify-content: center; gap: .75rem 1.25rem; }
`;

/** The document around a page's content. */
function layout(title: string, content: string, theme: PageTheme | undefined): string {
  return renderDocument({
    title,
    robots: 'noindex, nofollow',
    theme,
    themeColor: true,
    style: STYLE,
    body: `<div class="page">
<header class="top"><a href="${SITE_PATHS.home}">${ORGANIZATION_NAME}</a></header>
<main class="content">
${content}
</main>
<footer class="bottom"><a href="${SITE_PATHS.home}">Go to the ${ORGANIZATION_NAME} website</a></footer>
</div>`,
  });
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The member card page; `qr` is the inline SVG of the page's own URL. */
export function renderPassPage(card: MemberCard, qr: string, theme?: PageTheme): string {
  const since = `<time datetime="${card.memberSince.toISOString().slice(0, 10)}">${LONG_DATE.format(card.memberSince)}</time>`;
  return layout(
    `Membership card · ${ORGANIZATION_NAME}`,
    `<h1>Your membership card</h1>
<article class="card" aria-labelledby="card-name">
<div class="card-top">${EMBLEM}<span>${ORGANIZATION_NAME}</span><span class="badge">Member</span></div>
<h2 class="name" id="card-name">${escapeHtml(card.name)}</h2>
<dl class="facts">
<div><dt>Member since</dt><dd>${since}</dd></div>
<div class="wide"><dt>Member ID</dt><dd class="mono">${escapeHtml(card.memberId)}</dd></div>
</dl>
<figure class="qr-box">
${qr}
<figcaption>Scan to open this card</figcaption>
</figure>
</article>
<a class="wallet" href="./${escapeHtml(card.serial)}.pkpass">${WALLET_GLYPH}<span>Add to Apple Wallet</span></a>
<p class="hint">On an iPhone this adds your card to Apple Wallet. On any other phone, keep this page and show the card at the door.</p>`,
    theme,
  );
}

/** The page of a pass URL that names no pass. */
export function renderPassNotFoundPage(theme?: PageTheme): string {
  return layout(
    `Pass not found · ${ORGANIZATION_NAME}`,
    `<div class="missing">
<h1>Pass not found</h1>
<p>This membership pass does not exist, or its link is incomplete. Sign in and open your dashboard to get the link to your pass.</p>
<p class="actions"><a href="${SITE_PATHS.dashboard}">Go to your dashboard</a><a href="${SITE_PATHS.home}">Return to Home</a></p>
</div>`,
    theme,
  );
}
