/** The password reset code (docs/product/widget.md §7 sendMemberResetPasswordEmail, reset-code modal). */
import { escapeHtml, listOf, oneLine } from './escape.ts';
import { codeBlock, type MailContent, note, paragraph, renderHtmlLayout, textBody } from './layout.ts';

/** Input of {@link resetCodeEmail}. */
export interface ResetCodeEmailInput {
  appName: string;
  /** The 6-digit code. */
  code: string;
  expiresInMinutes: number;
  /**
   * Providers connected to the account before its address was proven, in words: the reset
   * proves the address and disconnects them (members/address-proof.ts). Empty or absent: none.
   */
  disconnects?: readonly string[];
}

/** The e-mail that carries a password reset code. */
export function resetCodeEmail({
  appName,
  code,
  expiresInMinutes,
  disconnects = [],
}: ResetCodeEmailInput): MailContent {
  const title = 'Reset your password';
  const subject = oneLine(`Reset your ${appName} password`);
  const instruction = `Enter this code with your new password to reset your ${appName} password:`;
  const validity = `The code is valid for ${expiresInMinutes} minutes and can be used once.`;
  const ignore =
    'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.';
  const proof =
    disconnects.length > 0
      ? `Resetting also confirms that this address is yours: ${listOf(disconnects)}, connected before it was confirmed, will then be disconnected.`
      : undefined;

  const text = textBody([
    'Hello,',
    '',
    instruction,
    '',
    `    ${code}`,
    '',
    validity,
    ...(proof ? ['', proof, ''] : []),
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
      ...(proof ? [paragraph(escapeHtml(proof))] : []),
      note(escapeHtml(ignore)),
    ].join('\n'),
  });

  return { subject, text, html, code };
}
