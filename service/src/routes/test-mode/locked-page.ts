/**
 * What a visitor the test tools refuse is told (docs/security.md "Test mode"): why, and, when it
 * can be the owner, how to unlock them. Plain, accessible, every value escaped, no script.
 */
import type { TestToolsRefusal } from '../../http/test-tools-access.ts';
import { escapeHtml } from '../../mail/templates/escape.ts';
import { renderDocument } from '../pages/document.ts';
import type { PageTheme } from '../pages/theme.ts';
import { UNLOCK_PATH } from './unlock-link.ts';

/** Why a visit is refused: the tools' own reasons, and the unlock link's. */
export type LockedReason = TestToolsRefusal | 'stale-link' | 'too-many';

/** What the page needs beyond the reason. */
export interface LockedPageView {
  reason: LockedReason;
  /** Where the owner opens the tools, e.g. http://localhost:4321. */
  origin: string;
  /** For 'too-many': how long to wait, in words. */
  wait?: string;
  /** ui's tokens and the site's icon. */
  theme?: PageTheme;
}

const STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--wf-color-text); background: var(--wf-color-bg); }
main { max-width: 40rem; margin: 3rem auto; padding: 1.5rem 1.75rem; background: var(--wf-color-surface); border: 1px solid var(--wf-color-border); border-radius: .5rem; }
h1 { margin: 0 0 .75rem; font-size: 1.5rem; }
p { margin: 0 0 .75rem; }
code { padding: .125rem .375rem; background: var(--wf-color-primary-soft); border-radius: .25rem; font: .95em ui-monospace, monospace; overflow-wrap: anywhere; }
.note { color: var(--wf-color-text-muted); }
`;

const WHY =
  'The dev mailbox and the test sign-in page can sign in as any member, so they answer only the person who started the service, in a browser on the same machine.';

const WHERE_THE_LINK_IS =
  "It is also in <code>admin-credentials.txt</code> in the service's data folder (<code>DATA_DIR</code>, <code>./.data</code> unless set), readable by you only.";

function bodyOf({ reason, origin, wait }: LockedPageView): { heading: string; paragraphs: string[] } {
  const link = `<code>${escapeHtml(origin)}${UNLOCK_PATH}?token=…</code>`;
  switch (reason) {
    case 'locked':
      return {
        heading: 'Unlock the test tools',
        paragraphs: [
          WHY,
          `To unlock them in this browser, open the link the service printed when it started: ${link}.`,
          WHERE_THE_LINK_IS,
        ],
      };
    case 'stale-link':
      return {
        heading: 'This unlock link is not the current one',
        paragraphs: [
          `Open the link the service printed when it started: ${link}, with its whole token.`,
          WHERE_THE_LINK_IS,
        ],
      };
    case 'too-many':
      return {
        heading: 'Too many tries',
        paragraphs: [`Wait ${escapeHtml(wait ?? 'a few minutes')}, then open the unlock link again.`],
      };
    case 'proxied':
      return {
        heading: 'Test tools are off behind a proxy',
        paragraphs: [
          WHY,
          'This request came through a proxy or a tunnel (it carries a <code>Forwarded</code>, <code>Via</code> or <code>X-Forwarded-*</code> header), so the service cannot tell who sent it.',
          `Open the service directly at <code>${escapeHtml(origin)}</code>. If the proxy is yours and runs on this machine, tell the service about it with <code>TRUST_PROXY</code> (see "Reverse proxies" in docs/security.md).`,
        ],
      };
    case 'elsewhere':
      return {
        heading: 'Test tools answer only the machine that runs the service',
        paragraphs: [
          WHY,
          'This request came from another machine, or the service listens on the network (<code>HOST</code> is not a loopback address).',
          "An administrator of an app can still read that app's mail in the dev mailbox after signing in on the site.",
        ],
      };
  }
}

/** The whole page. */
export function renderLockedPage(view: LockedPageView): string {
  const { heading, paragraphs } = bodyOf(view);
  return renderDocument({
    title: heading,
    theme: view.theme,
    style: STYLE,
    body: `<main>
<h1>${heading}</h1>
${paragraphs.map((text) => `<p>${text}</p>`).join('\n')}
<p class="note">Test mode only. See "Test mode" in docs/security.md.</p>
</main>`,
  });
}
