/**
 * Sent instead of a signup code when the address already has an account, so the signup
 * request answers the same for known and unknown addresses (docs/security.md: no account enumeration)
 * while the owner still learns what to do.
 */
import { escapeHtml, oneLine, safeHref } from './escape.ts';
import { buttonLink, type MailContent, note, paragraph, renderHtmlLayout, textBody } from './layout.ts';

/** Input of {@link accountExistsEmail}. */
export interface AccountExistsEmailInput {
  appName: string;
  /** Absolute http(s) URL of the login page. */
  loginUrl: string;
}

/** The e-mail for a signup attempt with an address that already has an account. */
export function accountExistsEmail({ appName, loginUrl }: AccountExistsEmailInput): MailContent {
  const title = 'You already have an account';
  const subject = oneLine(`You already have a ${appName} account`);
  const explanation = `Someone, probably you, tried to sign up for ${appName} with this e-mail address. This address already has an account, so no new account was made.`;
  const action =
    'To get in, log in instead. If you have forgotten your password, use "Forgot Password?" on the login page.';
  const ignore = 'If this was not you, you can ignore this e-mail: nothing has changed.';

  const text = textBody([
    'Hello,',
    '',
    explanation,
    '',
    action,
    '',
    loginUrl,
    '',
    ignore,
    '',
    `— ${appName}`,
  ]);

  const href = safeHref(loginUrl);
  const html = renderHtmlLayout({
    title,
    preheader: explanation,
    footer: appName,
    body: [
      paragraph(escapeHtml(explanation)),
      paragraph(escapeHtml(action)),
      buttonLink(href, 'Log in'),
      note(escapeHtml(ignore)),
    ].join('\n'),
  });

  return { subject, text, html };
}
