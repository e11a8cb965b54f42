/** The passwordless sign-in code (docs/product/widget.md §7 sendMemberLoginPasswordlessEmail / ...Signup...). */
import { escapeHtml, listOf, oneLine } from './escape.ts';
import { codeBlock, type MailContent, note, paragraph, renderHtmlLayout, textBody } from './layout.ts';

/** Input of {@link passwordlessCodeEmail}. */
export interface PasswordlessCodeEmailInput {
  appName: string;
  /** The 6-digit code. */
  code: string;
  /** Whether the code logs in an existing member or finishes a signup. */
  purpose: 'login' | 'signup';
  expiresInMinutes: number;
  /**
   * Login to an account whose address is not proven yet: what entering the code removes
   * (members/address-proof.ts), in words ('your password', 'Facebook'). Empty or absent: nothing.
   */
  removes?: readonly string[];
  /** A signup with a provider that did not vouch for the address: the provider's name. */
  via?: string;
}

/** The e-mail that carries a passwordless login or signup code. */
export function passwordlessCodeEmail({
  appName,
  code,
  purpose,
  expiresInMinutes,
  removes = [],
  via,
}: PasswordlessCodeEmailInput): MailContent {
  const action = purpose === 'login' ? 'log in to' : 'finish signing up for';
  const target = via ? `${appName} with ${via}` : appName;
  const title = purpose === 'login' ? 'Your login code' : 'Your signup code';
  const subject = oneLine(`${title} for ${appName}`);
  const validity = `The code is valid for ${expiresInMinutes} minutes and can be used once.`;
  const ignore = `If you did not ask for it, you can ignore this e-mail: nobody can ${purpose === 'login' ? 'log in' : 'sign up'} without the code.`;
  const proof =
    removes.length > 0
      ? `The address of this account has not been confirmed yet. Signing in with this code confirms that it is yours, and then ${listOf(removes)}, set up before it was confirmed, will stop working. You can choose a new password in your profile afterwards. If you set up the account yourself and know its password, you can log in with it instead and keep everything.`
      : undefined;

  const text = textBody([
    `Hello,`,
    '',
    `Enter this code to ${action} ${target}:`,
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
    preheader: `Enter this code to ${action} ${target}. ${validity}`,
    footer: appName,
    body: [
      paragraph(`Enter this code to ${escapeHtml(action)} ${escapeHtml(target)}:`),
      codeBlock(code),
      paragraph(escapeHtml(validity)),
      ...(proof ? [paragraph(escapeHtml(proof))] : []),
      note(escapeHtml(ignore)),
    ].join('\n'),
  });

  return { subject, text, html, code };
}
