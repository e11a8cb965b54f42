/** The password reset code (docs/product/widget.md §7 sendMemberResetPasswordEmail, reset-code modal). */
import { escapeHtml, oneLine } from './escape.ts';
import { codeBlock, type MailContent, note, paragraph, renderHtmlLayout, textBody } from './layout.ts';

/** Input of {@link resetCodeEmail}. */
export interface ResetCodeEmailInput {
  appName: string;
  /** The 6-digit code. */
  code: string;
  expiresInMinutes: number;
}

/** The e-mail that carries a password reset code. */
export function resetCodeEmail({ appName, code, expiresInMinutes }: ResetCodeEmailInput): MailContent {
  const title = 'Reset your password';
  const subject = oneLine(`Reset your ${appName} password`);
  const instruction = `Enter this code with your new password to reset your ${appName} password:`;
  const validity = `The code is valid for ${expiresInMinutes} minutes and can be used once.`;
  const ignore =
    'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.';

  const text = textBody([
    'Hello,',
    '',
    instruction,
    '',
    `    ${code}`,
    '',
    validity,
    ignore,
    '',
    `— ${appName}`,
  ]);

  const html = renderHtmlLayout({
    title,
    preheader: `${instruction} ${validity}`,
    footer: appName,
    body: [
      paragraph(escapeHtml(instruction)),
      codeBlock(code),
      paragraph(escapeHtml(validity)),
      note(escapeHtml(ignore)),
    ].join('\n'),
  });

  return { subject, text, html, code };
}
