/**
 * Each app's mail wears its own name and colour (docs/apps.md "Branding"): the sender's display
 * name is the app's brand name (MAIL_FROM's address is kept), and the buttons take the app's
 * primary colour when white text on it is readable (WCAG AA, 4.5:1); otherwise, and for an app
 * without a colour, they keep the mails' own (templates/layout.ts MAIL_STYLE.accent).
 */
import { MAIL_STYLE } from './templates/layout.ts';

/** The mail's sender: `name` with the address of MAIL_FROM ('World Family <no-reply@…>'). */
export function senderFor(mailFrom: string, name: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  // A display name is quoted when it holds anything but words and spaces (RFC 5322 phrase).
  const safe = name.replace(/[\r\n"\\]/g, '').trim();
  if (!safe) return mailFrom;
  return /^[\w .'-]+$/.test(safe) ? `${safe} <${address}>` : `"${safe}" <${address}>`;
}

/** The relative luminance of a '#rrggbb' or 'rgb(r, g, b)' colour, or undefined for another form. */
export function luminanceOf(colour: string): number | undefined {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(colour);
  const channels = hex
    ? hex.slice(1).map((part) => Number.parseInt(part, 16))
    : rgb
      ? rgb.slice(1).map(Number)
      : undefined;
  if (!channels || channels.some((value) => value > 255)) return undefined;
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** True when white text on `colour` reaches 4.5:1. */
export function readableUnderWhite(colour: string): boolean {
  const luminance = luminanceOf(colour);
  return luminance !== undefined && 1.05 / (luminance + 0.05) >= 4.5;
}

/** The mail's HTML with its buttons in `colour` (unchanged without one, or with one too light). */
export function paintButtons(html: string, colour: string | null | undefined): string {
  if (!colour || !readableUnderWhite(colour)) return html;
  return html.replaceAll(`background:${MAIL_STYLE.accent};`, `background:${colour};`);
}
