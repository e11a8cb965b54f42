/**
 * The widget's own faces for pages that are not ours (docs/product/data-attributes.md
 * "Embedding on any site"): the modals' tokens name Inter and Fraunces, which only the World
 * Family site links, so on any other page the headings fell back to the browser's serif.
 * @font-face cannot live in a shadow root; the FontFace API adds the faces to the document,
 * served beside widget.js, with `font-display: swap` (text shows at once in the fallback).
 * A page that already has the families (the World Family site) gets nothing added.
 */
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** The families the tokens name first (ui/src/tokens/tokens.css). */
export const WIDGET_FONTS = [
  { family: 'Inter Variable', url: interUrl },
  { family: 'Fraunces Variable', url: frauncesUrl },
] as const;

function hasFamily(fonts: FontFaceSet, family: string): boolean {
  for (const face of fonts) {
    if (face.family.replace(/["']/g, '') === family) return true;
  }
  return false;
}

/** Adds the widget's faces to the document, once, unless the page has them already. */
export function addWidgetFonts(doc: Document = document): void {
  if (!('fonts' in doc) || typeof FontFace === 'undefined') return;
  for (const { family, url } of WIDGET_FONTS) {
    if (hasFamily(doc.fonts, family)) continue;
    const face = new FontFace(
      family,
      `url(${JSON.stringify(new URL(url, import.meta.url).href)}) format("woff2")`,
      {
        weight: '100 900',
        style: 'normal',
        display: 'swap',
        unicodeRange:
          'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
      },
    );
    doc.fonts.add(face);
  }
}
