/**
 * The pages of the provider sign-in popup (docs/product/payments-and-providers.md "Third-party
 * sign-in"): the page that hands the result to the opener, the ended and other-browser pages,
 * and the code form. Pure functions of their input (Storybook shows them); every value is
 * escaped. The test provider's sign-in page is test mode's (routes/test-mode/sign-in-view.ts).
 */
import { escapeHtml } from '../../mail/templates/escape.ts';
import { jsonForHtml, messagePanel, renderServicePage } from '../pages/frame.ts';
import type { PageTheme } from '../pages/theme.ts';

/**
 * Posts the result to the opener, only to the exact origin that opened the flow, then closes
 * the popup. Fixed text, allowed by its hash; the result is read from a JSON data block.
 */
export const POPUP_SCRIPT = `(function () {
  var block = document.getElementById('wf-popup-result');
  if (!block) return;
  var result = JSON.parse(block.textContent);
  if (window.opener) {
    window.opener.postMessage(result.message, result.origin);
    window.close();
  }
})();`;

/** What the popup tells its opener, and what the page itself says in case no opener listens. */
export interface PopupResultView {
  appName: string;
  /** The opener's exact origin; null when it is not known or not allowed (nothing is posted). */
  origin: string | null;
  message: unknown;
  heading: string;
  text: string;
  /** The app's colours and icon over ui's tokens. */
  theme?: PageTheme;
}

export function popupResultPage(view: PopupResultView): string {
  return renderServicePage({
    title: view.heading,
    appName: view.appName,
    theme: view.theme,
    panels: [messagePanel({ heading: view.heading, paragraphs: [view.text, 'You can close this window.'] })],
    ...(view.origin
      ? {
          data: jsonForHtml('wf-popup-result', { origin: view.origin, message: view.message }),
          script: POPUP_SCRIPT,
        }
      : {}),
  });
}

/** The page of a sign-in window whose flow has ended (finished, expired, or never started). */
export function flowEndedPage(appName: string, theme?: PageTheme): string {
  return renderServicePage({
    title: 'Sign-in window',
    appName,
    theme,
    panels: [
      messagePanel({
        heading: 'This sign-in has ended',
        paragraphs: [
          'It was finished already or took longer than 10 minutes. Close this window and start again.',
        ],
      }),
    ],
  });
}

/** The page of a callback opened in a browser that did not start its flow (someone sent the link). */
export function otherBrowserPage(appName: string, theme?: PageTheme): string {
  return renderServicePage({
    title: 'Sign-in window',
    appName,
    theme,
    panels: [
      messagePanel({
        heading: 'This sign-in was started in another browser',
        paragraphs: [
          'Nobody has been signed in. If someone sent you this link, do not use it: a sign-in link works only in the browser that opened the sign-in window. To sign in, start again from the site.',
        ],
      }),
    ],
  });
}

/** The code form: the provider did not vouch for an address that has no account yet. */
export interface ProofView {
  appName: string;
  providerName: string;
  /** The address the code was mailed to. */
  email: string;
  state: string;
  /** Why the code was not accepted. */
  error?: string;
  /** A line of news, such as a new code sent. */
  notice?: string;
  /** The app's colours and icon over ui's tokens. */
  theme?: PageTheme;
}

/** "Confirm your e-mail address": the code mailed to the provider's address finishes the sign-up. */
export function proofPage(view: ProofView): string {
  const invalid = view.error ? ' aria-invalid="true" aria-describedby="field-code-error"' : '';
  const error = view.error
    ? `<p class="field-error" id="field-code-error">${escapeHtml(view.error)}</p>`
    : '';
  const notice = view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : '';
  const panel = `<section class="panel" aria-labelledby="proof-heading">
<h1 id="proof-heading">Confirm your e-mail address</h1>
<p>${escapeHtml(view.providerName)} did not confirm that <strong>${escapeHtml(view.email)}</strong> is yours, so we have sent a 6-digit code to it. Enter the code to finish signing up for ${escapeHtml(view.appName)}.</p>
${notice}
<form method="post" action="confirm" novalidate>
<input type="hidden" name="state" value="${escapeHtml(view.state)}">
<div class="field"><label for="field-code">Code from the e-mail</label><input id="field-code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required autofocus${invalid}>${error}</div>
<button type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="resend" class="secondary">Send a new code</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</form>
</section>`;
  return renderServicePage({
    title: 'Confirm your e-mail address',
    appName: view.appName,
    theme: view.theme,
    panels: [panel],
  });
}
