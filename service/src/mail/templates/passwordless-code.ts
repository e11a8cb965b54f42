/** The passwordless sign-in code (docs/product/widget.md §7 sendMemberLoginPasswordlessEmail / ...Signup...). */
import { escapeHtml, oneLine } from './escape.ts';
import { codeBlock, type MailContent, note, paragraph, renderHtmlLayout, textBody } from './layout.ts';

/** Input of {@link passwordlessCodeEmail}. */
export interface PasswordlessCodeEmailInput {
  appName: string;
  /** The 6-digit code. */
  code: string;
  /** Whether the code logs in an existing member or finishes a signup. */
  purpose: 'login' | 'signup';
  expiresInMinutes: number;
}

/** The e-mail that carries a passwordless login or signup code. */
export function passwordlessCodeEmail({
  appName,
  code,
  purpose,
  expiresInMinutes,
}: PasswordlessCodeEmailInput): MailContent {
  const action = purpose === 'login' ? 'log in to' : 'finish signing up for';
  const title = purpose === 'login' ? 'Your login code' : 'Your signup code';
  const subject = oneLine(`${title} for ${appName}`);
  const validity = `The code is valid for ${expiresInMinutes} minutes and can be used once.`;
  const ignore = `If you did not ask for it, you can ignore this e-mail: nobody can ${purpose === 'login' ? 'log in' : 'sign up'} without the code.`;

  const text = textBody([
    `Hello,`,
    '',
    `Enter this code to ${action} ${appName}:`,
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
    preheader: `Enter this code to ${action} ${appName}. ${validity}`,
    footer: appName,
    body: [
      paragraph(`Enter this code to ${escapeHtml(action)} ${escapeHtml(appName)}:`),
      codeBlock(code),
      paragraph(escapeHtml(validity)),
      note(escapeHtml(ignore)),
    ].join('\n'),
  });

  return { subject, text, html, code };
}
