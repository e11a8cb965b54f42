/**
 * The shared frame of every HTML e-mail: a single centred table, inline styles only (mail
 * clients drop <style> and external CSS), system fonts, colours with AA contrast, a hidden
 * preheader for the inbox preview, and lang/dir/title for screen readers.
 */
import { escapeHtml } from './escape.ts';

/** Subject, plain-text body and HTML body of one e-mail. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The one-time code the mail carries, so the mailer can log it in test mode (only). */
  code?: string;
}

/** Colours and fonts of the e-mails (text #1f2937 on white: 14.7:1; muted #4b5563: 7.6:1). */
export const MAIL_STYLE = {
  font: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  mono: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  text: '#1f2937',
  muted: '#4b5563',
  page: '#f3f4f6',
  card: '#ffffff',
  border: '#e5e7eb',
  accent: 'rgb(41, 98, 255)',
  codeBackground: '#eef2ff',
} as const;

/** A paragraph of body text; `html` must already be escaped. */
export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;font-family:${MAIL_STYLE.font};font-size:16px;line-height:24px;color:${MAIL_STYLE.text};">${html}</p>`;
}

/** A muted, smaller paragraph; `html` must already be escaped. */
export function note(html: string): string {
  return `<p style="margin:0 0 12px;font-family:${MAIL_STYLE.font};font-size:14px;line-height:20px;color:${MAIL_STYLE.muted};">${html}</p>`;
}

/** The one-time code, large, spaced and selectable (no images, no split boxes). */
export function codeBlock(code: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background:${MAIL_STYLE.codeBackground};border-radius:8px;padding:16px 24px;font-family:${MAIL_STYLE.mono};font-size:32px;line-height:40px;font-weight:700;letter-spacing:6px;color:${MAIL_STYLE.text};user-select:all;-webkit-user-select:all;">${escapeHtml(code)}</td></tr></table>`;
}

/** A button-like link; `href` must come from safeHref. */
export function buttonLink(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${MAIL_STYLE.accent};"><a href="${href}" style="display:inline-block;padding:12px 24px;font-family:${MAIL_STYLE.font};font-size:16px;line-height:24px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td></tr></table>`;
}

/** Options of {@link renderHtmlLayout}. */
export interface LayoutOptions {
  /** Shown as the document title and the card's heading (plain text). */
  title: string;
  /** Inbox preview line (plain text). */
  preheader: string;
  /** The card's content, already escaped HTML. */
  body: string;
  /** Signature line, e.g. the app name (plain text). */
  footer: string;
}

/** Wraps a body in the common table layout. */
export function renderHtmlLayout({ title, preheader, body, footer }: LayoutOptions): string {
  const s = MAIL_STYLE;
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${s.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${s.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:${s.card};border:1px solid ${s.border};border-radius:8px;">
<tr><td style="padding:32px 32px 16px;">
<h1 style="margin:0 0 16px;font-family:${s.font};font-size:22px;line-height:30px;font-weight:700;color:${s.text};">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${s.border};">
<p style="margin:0;font-family:${s.font};font-size:13px;line-height:20px;color:${s.muted};">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** Joins plain-text lines and paragraphs; `null` entries are dropped. */
export function textBody(lines: Array<string | null>): string {
  return `${lines.filter((line): line is string => line !== null).join('\n')}\n`;
}
