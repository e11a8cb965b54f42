/** The reply notification (docs/comments.md "Reply notifications"), with its one-click unsubscribe link. */
import { escapeHtml, escapeMultiline, oneLine, safeHref } from './escape.ts';
import { buttonLink, type MailContent, note, paragraph, renderHtmlLayout, textBody } from './layout.ts';

/** The longest part of the reply a mail quotes. */
const QUOTE_MAX = 500;

/** Input of {@link commentReplyEmail}. */
export interface CommentReplyEmailInput {
  appName: string;
  /** The reply's text as written (quoted as text, never as HTML). */
  reply: string;
  /** The page of the discussion, when the post named it (absolute http(s) URL), else null. */
  pageUrl: string | null;
  /** Absolute URL of the page that ends the subscription in one click. */
  unsubscribeUrl: string;
}

/** The e-mail that tells a subscribed author someone replied to their comment. */
export function commentReplyEmail({
  appName,
  reply,
  pageUrl,
  unsubscribeUrl,
}: CommentReplyEmailInput): MailContent {
  const title = 'Someone replied to your comment';
  const subject = oneLine(`New reply to your comment on ${appName}`);
  const quote = reply.length > QUOTE_MAX ? `${reply.slice(0, QUOTE_MAX)}…` : reply;
  const why = 'You get this e-mail because you asked to hear about replies to your comments.';

  const text = textBody([
    'Hello,',
    '',
    `Someone replied to your comment on ${appName}:`,
    '',
    quote,
    '',
    pageUrl ? `Read the discussion: ${pageUrl}` : null,
    pageUrl ? '' : null,
    why,
    `Stop these e-mails: ${unsubscribeUrl}`,
    '',
    `— ${appName}`,
  ]);

  const html = renderHtmlLayout({
    title,
    preheader: `Someone replied to your comment on ${appName}.`,
    footer: appName,
    body: [
      paragraph(escapeHtml(`Someone replied to your comment on ${appName}:`)),
      paragraph(`<em>${escapeMultiline(quote)}</em>`),
      pageUrl ? buttonLink(safeHref(pageUrl), 'Read the discussion') : '',
      note(
        `${escapeHtml(why)} <a href="${safeHref(unsubscribeUrl)}" style="color:inherit;">Stop these e-mails</a>.`,
      ),
    ]
      .filter(Boolean)
      .join('\n'),
  });

  return { subject, text, html };
}
