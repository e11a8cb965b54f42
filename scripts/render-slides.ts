/**
 * Renders the hero carousel's artwork: every content/slides/sources/{id}.svg becomes
 * content/slides/images/{id}.jpg at 1600x900, the size the slides collection expects.
 * Run it after changing a source and commit both files: `node scripts/render-slides.ts`.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SLIDE_WIDTH = 1600;
const SLIDE_HEIGHT = 900;
const JPEG_QUALITY = 80;
/** Above this a slide slows the home page down: simplify the artwork instead. */
const MAX_BYTES = 150 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourcesDir = path.join(root, 'content/slides/sources');
const imagesDir = path.join(root, 'content/slides/images');

async function renderSlide(file: string): Promise<{ id: string; bytes: number }> {
  const id = path.basename(file, '.svg');
  const svg = await readFile(path.join(sourcesDir, file));
  const info = await sharp(svg)
    .resize(SLIDE_WIDTH, SLIDE_HEIGHT, { fit: 'cover' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toFile(path.join(imagesDir, `${id}.jpg`));
  return { id, bytes: info.size };
}

async function main() {
  await mkdir(imagesDir, { recursive: true });
  const files = (await readdir(sourcesDir)).filter((name) => name.endsWith('.svg')).sort();
  if (files.length === 0) throw new Error(`No .svg sources in ${sourcesDir}`);
  let tooLarge = 0;
  for (const file of files) {
    const { id, bytes } = await renderSlide(file);
    const warning = bytes > MAX_BYTES ? '  (over budget)' : '';
    if (warning) tooLarge += 1;
    console.log(`${id}.jpg  ${(bytes / 1024).toFixed(1)} KB${warning}`);
  }
  if (tooLarge > 0) {
    console.error(`${tooLarge} slide(s) exceed ${MAX_BYTES / 1024} KB`);
    process.exitCode = 1;
  }
}

await main();
