/** The e-mail verification link (docs/product/widget.md §7 sendMemberVerificationEmail). */
import { escapeHtml, oneLine, safeHref } from './escape.ts';
import { buttonLink, type MailContent, note, paragraph, renderHtmlLayout, textBody } from './layout.ts';

/** Input of {@link verificationEmail}. */
export interface VerificationEmailInput {
  appName: string;
  /** Absolute http(s) URL that verifies the address when opened. */
  link: string;
}

/** The e-mail that asks a member to confirm their address. */
export function verificationEmail({ appName, link }: VerificationEmailInput): MailContent {
  const title = 'Confirm your e-mail address';
  const subject = oneLine(`Confirm your e-mail address for ${appName}`);
  const instruction = `Please confirm that this is your e-mail address for ${appName}.`;
  const ignore = 'If you did not create an account, you can ignore this e-mail.';

  const text = textBody([
    'Hello,',
    '',
    instruction,
    'Open this link to confirm it:',
    '',
    link,
    '',
    ignore,
    '',
    `— ${appName}`,
  ]);

  const href = safeHref(link);
  const html = renderHtmlLayout({
    title,
    preheader: instruction,
    footer: appName,
    body: [
      paragraph(escapeHtml(instruction)),
      buttonLink(href, 'Confirm e-mail address'),
      note(
        `If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:inherit;word-break:break-all;">${escapeHtml(link)}</a>`,
      ),
      note(escapeHtml(ignore)),
    ].join('\n'),
  });

  return { subject, text, html };
}
