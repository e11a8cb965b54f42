/**
 * A contact-form message, mailed to the site's contact address with Reply-To set to the
 * sender, so answering is one click (docs/security.md: POST /contact). No receipt goes to the sender:
 * the form would otherwise send mail to any address a stranger types in.
 */
import type { ContactMessage } from '@wf/config/site-api';
import { escapeHtml, escapeMultiline, oneLine } from '../../mail/templates/escape.ts';
import {
  MAIL_STYLE,
  type MailContent,
  note,
  paragraph,
  renderHtmlLayout,
  textBody,
} from '../../mail/templates/layout.ts';

/** Input of {@link contactMessageEmail}. */
export interface ContactMessageEmailInput {
  message: ContactMessage;
  receivedAt: Date;
}

/** The mail for the site's contact address, plus the Reply-To that answers the sender. */
export interface ContactMessageMail extends MailContent {
  replyTo: { name: string; address: string };
}

/** The e-mail that forwards one contact-form message to the site. */
export function contactMessageEmail({ message, receivedAt }: ContactMessageEmailInput): ContactMessageMail {
  const senderName = oneLine(`${message.firstName} ${message.lastName}`);
  const subject = oneLine(`Contact form: ${message.subject}`);
  const received = receivedAt
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const replyHint = 'Reply to this e-mail to answer the sender.';

  const text = textBody([
    `From: ${senderName} <${message.email}>`,
    `Subject: ${oneLine(message.subject)}`,
    `Received: ${received}`,
    '',
    message.message,
    '',
    '--',
    `Sent with the contact form. ${replyHint}`,
  ]);

  const row = (label: string, value: string) =>
    `<tr><th scope="row" align="left" style="padding:4px 16px 4px 0;font-family:${MAIL_STYLE.font};font-size:14px;line-height:20px;font-weight:600;color:${MAIL_STYLE.muted};vertical-align:top;white-space:nowrap;">${label}</th><td style="padding:4px 0;font-family:${MAIL_STYLE.font};font-size:14px;line-height:20px;color:${MAIL_STYLE.text};word-break:break-word;">${value}</td></tr>`;

  const html = renderHtmlLayout({
    title: 'New message from the contact form',
    preheader: `${senderName}: ${message.subject}`,
    footer: `Sent with the contact form. ${replyHint}`,
    body: [
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">`,
      row('From', `${escapeHtml(senderName)} &lt;${escapeHtml(message.email)}&gt;`),
      row('Subject', escapeHtml(message.subject)),
      row('Received', escapeHtml(received)),
      '</table>',
      paragraph(escapeMultiline(message.message)),
      note(escapeHtml(replyHint)),
    ].join('\n'),
  });

  return { subject, text, html, replyTo: { name: senderName, address: message.email } };
}
