/**
 * `node scripts/font-fallbacks.ts`: writes the metric-matched fallback faces of
 * ui/src/fonts.css (docs/architecture.md "Fonts"), between its `font-fallbacks:start` and
 * `font-fallbacks:end` comments, from the real font files. `--check` only compares, and exits 1
 * when the file is not what the fonts give.
 *
 * Each fallback is a local system font under a name of its own ("Fraunces Fallback Georgia"),
 * scaled with `size-adjust` so that the site's own text is as wide in it as in the web font
 * (the same line breaks), and given the web font's ascent, descent and line gap (the overrides
 * replace the local font's own), so that a line is as tall and the text sits on the same
 * baseline. When the web font arrives (font-display: swap) nothing moves.
 *
 * Widths: the site's copy from content/ (headings and titles for Fraunces, descriptions and
 * introductions for Inter), measured in the browser the site is tested with (Debian's Chromium,
 * as Lighthouse runs it), in the web font's woff2 file at the weights the site sets (400 for
 * the regular face, 600, the headings' semibold, for the bold one) and in each local font under
 * the very local() names the CSS lists. A font parser would have to instantiate the variable
 * font's weight from the woff2 for this; the browser does it as it renders. Vertical metrics
 * are read from the woff2 with fontkitten.
 *
 * The local fonts are this machine's (Debian's fonts-liberation, fonts-noto-core,
 * fonts-dejavu-core). Liberation Serif and Sans have the advances of Times New Roman and Arial
 * by design, so one face serves both names. Georgia (macOS, Windows) is not on Linux: its width
 * relative to Times New Roman comes from @capsizecss/metrics' average widths.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import georgiaBold from '@capsizecss/metrics/georgia/700';
import georgia from '@capsizecss/metrics/georgia/regular';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman/regular';
import { chromium } from '@playwright/test';
import { create, type Font } from 'fontkitten';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FONTS_CSS = path.join(ROOT, 'ui/src/fonts.css');
const START = '/* font-fallbacks:start';
const END = '/* font-fallbacks:end */';

type Weight = 'regular' | 'bold';
const WEIGHTS: Weight[] = ['regular', 'bold'];
/** The weight the web font is measured at, and the font-weight range each fallback face covers. */
const WEIGHT: Record<Weight, { css: number; range: string }> = {
  regular: { css: 400, range: '100 500' },
  bold: { css: 600, range: '600 900' },
};

interface Fallback {
  /** The face's family name is `<web family> Fallback <label>`. */
  label: string;
  /** Full and PostScript names for local(), per weight, in the order the CSS lists them. */
  local: Record<Weight, string[]>;
  /** Measured in another fallback's font and scaled by this ratio of average widths. */
  relativeTo?: { label: string; ratio: Record<Weight, number> };
}

const capsizeRatio = (
  a: { xWidthAvg: number; unitsPerEm: number },
  b: { xWidthAvg: number; unitsPerEm: number },
) => a.xWidthAvg / a.unitsPerEm / (b.xWidthAvg / b.unitsPerEm);

const FAMILIES: { family: string; file: string; sampleOf: 'display' | 'body'; fallbacks: Fallback[] }[] = [
  {
    family: 'Fraunces',
    file: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    sampleOf: 'display',
    fallbacks: [
      {
        label: 'Georgia',
        local: { regular: ['Georgia'], bold: ['Georgia Bold', 'Georgia-Bold'] },
        relativeTo: {
          label: 'Times',
          ratio: {
            regular: capsizeRatio(georgia, timesNewRoman),
            bold: capsizeRatio(georgiaBold, timesNewRomanBold),
          },
        },
      },
      {
        label: 'Times',
        local: {
          regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
          bold: [
            'Times New Roman Bold',
            'TimesNewRomanPS-BoldMT',
            'Liberation Serif Bold',
            'LiberationSerif-Bold',
          ],
        },
      },
      {
        label: 'Noto Serif',
        local: { regular: ['Noto Serif', 'NotoSerif-Regular'], bold: ['Noto Serif Bold', 'NotoSerif-Bold'] },
      },
      {
        label: 'DejaVu Serif',
        local: { regular: ['DejaVu Serif', 'DejaVuSerif'], bold: ['DejaVu Serif Bold', 'DejaVuSerif-Bold'] },
      },
    ],
  },
  {
    family: 'Inter',
    file: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    sampleOf: 'body',
    fallbacks: [
      {
        label: 'Arial',
        local: {
          regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
          bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
        },
      },
      {
        label: 'Noto Sans',
        local: { regular: ['Noto Sans', 'NotoSans-Regular'], bold: ['Noto Sans Bold', 'NotoSans-Bold'] },
      },
      {
        label: 'DejaVu Sans',
        local: { regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
      },
    ],
  },
];

/**
 * The site's copy, from content/: `display` the headings and titles (set in Fraunces), `body`
 * the descriptions and introductions (set in Inter). Folded YAML blocks (`>-`) are joined.
 */
function contentSamples(): Record<'display' | 'body', string> {
  const files = readdirSync(path.join(ROOT, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.md'))
    .sort();
  const display: string[] = [];
  const body: string[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(ROOT, 'content', file), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i += 1) {
      const match = /^(\s*)(?:- )?([A-Za-z]+):\s*(.*)$/.exec(lines[i] ?? '');
      if (!match) continue;
      const [, indent = '', key = '', rawValue = ''] = match;
      let value = rawValue.trim();
      if (value === '>-' || value === '>' || value === '|') {
        const block: string[] = [];
        while (/^\s+\S/.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').search(/\S/) > indent.length) {
          i += 1;
          block.push((lines[i] ?? '').trim());
        }
        value = block.join(' ');
      }
      value = value.replace(/^['"]|['"]$/g, '');
      if (!value || /^[{[./]/.test(value)) continue;
      if (key === 'heading' || key.endsWith('Heading') || key === 'title') display.push(value);
      else if (key === 'description' || key === 'intro' || key.endsWith('Intro')) body.push(value);
    }
  }
  return { display: display.join(' '), body: body.join(' ') };
}

/** One measurement in Chromium: the sample's width at 100 px in a face, or null when it has no font. */
interface Job {
  key: string;
  src: string;
  weight: number;
  sample: string;
}

async function measureInChromium(jobs: Job[]): Promise<Map<string, number | null>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const widths = await page.evaluate(async (list) => {
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) throw new Error('no canvas');
      const out: [string, number | null][] = [];
      for (const [index, job] of list.entries()) {
        const family = `measure-${index}`;
        const face = new FontFace(family, job.src, { weight: String(job.weight) });
        try {
          await face.load();
        } catch {
          out.push([job.key, null]);
          continue;
        }
        document.fonts.add(face);
        canvas.font = `${job.weight} 100px "${family}"`;
        out.push([job.key, canvas.measureText(job.sample).width / 100]);
      }
      return out;
    }, jobs);
    return new Map(widths);
  } finally {
    await browser.close();
  }
}

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

async function generate(): Promise<string> {
  const samples = contentSamples();
  const jobs: Job[] = [];
  for (const { family, file, sampleOf, fallbacks } of FAMILIES) {
    const data = readFileSync(path.join(ROOT, file)).toString('base64');
    for (const weight of WEIGHTS) {
      const sample = samples[sampleOf];
      jobs.push({
        key: `${family}/${weight}`,
        src: `url(data:font/woff2;base64,${data})`,
        weight: WEIGHT[weight].css,
        sample,
      });
      for (const fallback of fallbacks) {
        if (fallback.relativeTo) continue;
        // The first of the names this machine has, as the browser picks it from the list.
        jobs.push({
          key: `${family}/${fallback.label}/${weight}`,
          src: fallback.local[weight].map((name) => `local("${name}")`).join(', '),
          weight: WEIGHT[weight].css,
          sample,
        });
      }
    }
  }
  const widths = await measureInChromium(jobs);
  const width = (key: string) => {
    const found = widths.get(key);
    if (found == null)
      throw new Error(
        `${key}: no such font here (on Debian: apt-get install fonts-liberation fonts-noto-core fonts-dejavu-core)`,
      );
    return found;
  };

  const blocks: string[] = [];
  for (const { family, file, fallbacks } of FAMILIES) {
    const web: Font = create(readFileSync(path.join(ROOT, file))) as Font;
    for (const fallback of fallbacks)
      for (const weight of WEIGHTS) {
        const local = fallback.relativeTo
          ? width(`${family}/${fallback.relativeTo.label}/${weight}`) * fallback.relativeTo.ratio[weight]
          : width(`${family}/${fallback.label}/${weight}`);
        const sizeAdjust = width(`${family}/${weight}`) / local;
        // The browser scales the overrides by size-adjust too: divide it out.
        const override = (units: number) => percent(Math.abs(units) / web.unitsPerEm / sizeAdjust);
        blocks.push(
          [
            '@font-face {',
            `  font-family: "${family} Fallback ${fallback.label}";`,
            `  src: ${fallback.local[weight].map((name) => `local("${name}")`).join(', ')};`,
            `  font-weight: ${WEIGHT[weight].range};`,
            `  size-adjust: ${percent(sizeAdjust)};`,
            `  ascent-override: ${override(web.ascent)};`,
            `  descent-override: ${override(web.descent)};`,
            `  line-gap-override: ${override(web.lineGap)};`,
            '}',
          ].join('\n'),
        );
      }
  }
  return [`${START}: written by scripts/font-fallbacks.ts; do not edit by hand. */`, ...blocks, END].join(
    '\n',
  );
}

const css = readFileSync(FONTS_CSS, 'utf8');
const generated = await generate();
const start = css.indexOf(START);
const end = css.indexOf(END);
// Written as the repository's formatter writes it, so `biome check` and `--check` agree.
const next = execFileSync(
  path.join(ROOT, 'node_modules/.bin/biome'),
  ['format', `--stdin-file-path=${path.relative(ROOT, FONTS_CSS)}`],
  {
    cwd: ROOT,
    encoding: 'utf8',
    input:
      start === -1 || end === -1
        ? `${css.trimEnd()}\n\n${generated}\n`
        : `${css.slice(0, start)}${generated}${css.slice(end + END.length)}`,
  },
);
if (process.argv.includes('--check')) {
  if (next !== css) {
    console.error('ui/src/fonts.css is not what the fonts give: run node scripts/font-fallbacks.ts');
    process.exit(1);
  }
} else {
  writeFileSync(FONTS_CSS, next);
  console.log('ui/src/fonts.css: fallback faces written');
}
