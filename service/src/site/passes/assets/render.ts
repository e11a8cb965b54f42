/**
 * Renders the pass images from emblem.svg (run after changing it; the PNGs are committed so the
 * service needs no image library at run time):
 *
 *   npx node service/src/passes/assets/render.ts
 *
 * Apple's sizes: icon 29 pt, logo up to 160 x 50 pt; @2x and @3x for Retina screens.
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** The pass's indigo (the site's brand colour). */
const INDIGO = '#3a2e7a';

const folder = new URL('./', import.meta.url);
const emblem = await readFile(new URL('emblem.svg', folder), 'utf8');

/** The emblem on an indigo rounded square: the icon Wallet shows on the lock screen and in Mail. */
function iconSvg(): string {
  const inner = emblem.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${INDIGO}"/><g transform="translate(10 8) scale(.8)">${inner}</g></svg>`;
}

async function render(svg: string, size: number, name: string): Promise<void> {
  const png = await sharp(Buffer.from(svg), { density: 72 * (size / 100) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(new URL(name, folder), png);
}

for (const [scale, suffix] of [
  [1, ''],
  [2, '@2x'],
  [3, '@3x'],
] as const) {
  await render(iconSvg(), 29 * scale, `icon${suffix}.png`);
  await render(emblem, 50 * scale, `logo${suffix}.png`);
}
