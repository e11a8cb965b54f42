/**
 * The e-mails around a change of how a member signs in (docs/security.md "Changing the e-mail
 * address", "Notices"): the confirmation mailed to a new address, the explanation mailed to a
 * new address that already has an account, and the notices mailed to the member's own address,
 * each with a "this wasn't me" link that undoes the change and ends every session.
 */
import { escapeHtml, listOf, oneLine, safeHref } from './escape.ts';
import {
  buttonLink,
  codeBlock,
  type MailContent,
  note,
  paragraph,
  renderHtmlLayout,
  textBody,
} from './layout.ts';

export interface Notice {
  appName: string;
  title: string;
  subject: string;
  /** Plain-text paragraphs, in order. */
  paragraphs: string[];
  /** The main link, with its button label. */
  action?: { href: string; label: string };
  /** A closing line under the button. */
  closing?: string;
}

/** One notice as text and HTML: paragraphs, an optional button (its link spelled out too). */
export function notice({ appName, title, subject, paragraphs, action, closing }: Notice): MailContent {
  const text = textBody([
    'Hello,',
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    ...(action ? [action.href, ''] : []),
    ...(closing ? [closing, ''] : []),
    `— ${appName}`,
  ]);
  const href = action ? safeHref(action.href) : undefined;
  const html = renderHtmlLayout({
    title,
    preheader: paragraphs[0] ?? title,
    footer: appName,
    body: [
      ...paragraphs.map((line) => paragraph(escapeHtml(line))),
      ...(action && href
        ? [
            buttonLink(href, action.label),
            note(
              `If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:inherit;word-break:break-all;">${escapeHtml(action.href)}</a>`,
            ),
          ]
        : []),
      ...(closing ? [note(escapeHtml(closing))] : []),
    ].join('\n'),
  });
  return { subject: oneLine(subject), text, html };
}

/** To the new address: open the link to make it the account's address. */
export function emailChangeConfirmEmail(input: {
  appName: string;
  newEmail: string;
  link: string;
}): MailContent {
  return notice({
    appName: input.appName,
    title: 'Confirm your new e-mail address',
    subject: `Confirm your new e-mail address for ${input.appName}`,
    paragraphs: [
      `Someone signed in to ${input.appName} asked to use ${input.newEmail} as their account's e-mail address.`,
      'If that was you, open this link to confirm it. The address changes only when you do; the link works for 24 hours.',
    ],
    action: { href: input.link, label: 'Confirm new e-mail address' },
    closing: 'If this was not you, ignore this e-mail: nothing will change.',
  });
}

/** To a new address that already has an account: nothing changes, and why. */
export function emailChangeTakenEmail(input: { appName: string; loginUrl: string }): MailContent {
  return notice({
    appName: input.appName,
    title: 'This address already has an account',
    subject: `Your e-mail address already has a ${input.appName} account`,
    paragraphs: [
      `Someone signed in to ${input.appName} asked to use this e-mail address for their account. This address already has an account of its own, so nothing was changed.`,
      'If that was you, sign in to the account this address has, or choose another address for the other account.',
    ],
    action: { href: input.loginUrl, label: 'Log in' },
    closing: 'If this was not you, ignore this e-mail: nothing has changed.',
  });
}

/** To the current address: a change to `newEmail` was asked for. */
export function emailChangeRequestedEmail(input: {
  appName: string;
  newEmail: string;
  secureLink: string;
}): MailContent {
  return notice({
    appName: input.appName,
    title: 'A change of your e-mail address was asked for',
    subject: `A change of your ${input.appName} e-mail address was asked for`,
    paragraphs: [
      `Someone signed in to your ${input.appName} account asked to change its e-mail address to ${input.newEmail}. It changes once that address confirms it.`,
      'If this was you, there is nothing to do. If it was not, secure your account now: the change is cancelled (or undone, if it was already confirmed) and every session is signed out. Then reset your password.',
    ],
    action: { href: input.secureLink, label: 'This was not me: secure my account' },
  });
}

/** To the previous address: the address is now `newEmail`. */
export function emailChangedEmail(input: {
  appName: string;
  newEmail: string;
  secureLink: string;
}): MailContent {
  return notice({
    appName: input.appName,
    title: 'Your e-mail address was changed',
    subject: `Your ${input.appName} e-mail address was changed`,
    paragraphs: [
      `The e-mail address of your ${input.appName} account is now ${input.newEmail}.`,
      'If this was not you, secure your account now: the address goes back to this one and every session is signed out. Then reset your password. The link works for 7 days.',
    ],
    action: { href: input.secureLink, label: 'This was not me: secure my account' },
  });
}

/** To the member: the password was changed (or first set). */
export function passwordChangedEmail(input: { appName: string; secureLink: string }): MailContent {
  return notice({
    appName: input.appName,
    title: 'Your password was changed',
    subject: `Your ${input.appName} password was changed`,
    paragraphs: [
      `The password of your ${input.appName} account was just changed.`,
      'If this was you, there is nothing to do. If it was not, secure your account now: every session is signed out. Then reset your password with "Forgot Password?".',
    ],
    action: { href: input.secureLink, label: 'This was not me: secure my account' },
  });
}

/** To the member: the password was reset with an e-mailed code. */
export function passwordResetEmail(input: { appName: string; secureLink: string }): MailContent {
  return notice({
    appName: input.appName,
    title: 'Your password was reset',
    subject: `Your ${input.appName} password was reset`,
    paragraphs: [
      `The password of your ${input.appName} account was just reset with a code sent to this address, and every session was signed out.`,
      'If this was not you, someone can read your e-mail: secure your e-mail account, then secure this one and reset your password again.',
    ],
    action: { href: input.secureLink, label: 'This was not me: secure my account' },
  });
}

/**
 * To the member: their address is proven now, and what was set up before the proof no longer
 * signs in (members/address-proof.ts). `removed` in words: 'your password', 'Facebook'.
 */
export function unprovenMethodsRemovedEmail(input: {
  appName: string;
  removed: readonly string[];
}): MailContent {
  const removed = listOf(input.removed);
  return notice({
    appName: input.appName,
    title: 'Your e-mail address is confirmed',
    subject: `Your ${input.appName} e-mail address is confirmed`,
    paragraphs: [
      `You have just confirmed that this address is yours. What was set up on your ${input.appName} account before it was confirmed no longer signs in: ${removed}. Every session started before was signed out.`,
      'Someone who knows another person’s address can make an account with it before its owner does; this keeps them out.',
      input.removed.includes('your password')
        ? 'If you had set these up yourself, choose a new password in your profile (Security, "Set Password") and connect your accounts again.'
        : 'If you had connected these yourself, connect them again in your profile (Security).',
    ],
  });
}

/** To a member without a password: the code that confirms a change of their e-mail address. */
export function reauthenticationCodeEmail(input: {
  appName: string;
  code: string;
  expiresInMinutes: number;
}): MailContent {
  const title = 'Your confirmation code';
  const instruction = `Enter this code in ${input.appName} to confirm the change of your e-mail address. It expires in ${input.expiresInMinutes} minutes.`;
  const ignore = 'If you did not ask for it, ignore this e-mail: nothing changes without it.';
  const text = textBody([
    'Hello,',
    '',
    instruction,
    '',
    `    ${input.code}`,
    '',
    ignore,
    '',
    `— ${input.appName}`,
  ]);
  const html = renderHtmlLayout({
    title,
    preheader: instruction,
    footer: input.appName,
    body: [paragraph(escapeHtml(instruction)), codeBlock(input.code), note(escapeHtml(ignore))].join('\n'),
  });
  return { subject: oneLine(`Your ${input.appName} confirmation code`), text, html, code: input.code };
}
