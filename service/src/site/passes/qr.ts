/**
 * The QR code of a pass page, as inline SVG (no script, no external image): black on white
 * with a quiet zone of 2 modules (docs/product/website.md §9 "QR image ... margin 2 modules").
 */
import QRCode from 'qrcode';
import { escapeHtml } from '../../mail/templates/escape.ts';

/** Quiet zone around the code, in modules (docs/product/website.md §9). */
const QR_MARGIN = 2;

/** Side of the rendered code in CSS pixels (docs/product/website.md §9: 200 px). */
export const QR_SIZE_PX = 200;

/** An accessible inline SVG of a QR code holding `text`, labelled by `label`. */
export async function qrSvg(text: string, label: string, id = 'pass-qr'): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    margin: QR_MARGIN,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  return svg
    .replace(
      /^<svg /,
      `<svg role="img" aria-labelledby="${id}-title" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" class="qr" `,
    )
    .replace(/^(<svg[^>]*>)/, `$1<title id="${id}-title">${escapeHtml(label)}</title>`);
}
